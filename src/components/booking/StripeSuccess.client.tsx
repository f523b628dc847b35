'use client'

import { createEvent } from 'ics'
import Link from 'next/link'
import { useEffect, useState } from 'react'

import form from '@/components/forms/form.module.css'
import { googleCalendarUrl, icsAttributes } from '@/domain/bookings/calendar'
import { formatCents } from '@/domain/bookings/pricing'
import { formatClassDate, formatTimeRange } from '@/domain/time/format'
import type { ConfirmedBooking } from '@/server/payments/verifyPayment'

import styles from './booking.module.css'
import { forgetCheckoutOfBooking } from './pendingCheckout'

type State =
  | { phase: 'verifying' }
  | { phase: 'confirmed'; booking: ConfirmedBooking }
  | { phase: 'not-booked'; title: string; message: string }
  | { phase: 'error'; reason: string }

/** Answers of verify-payment about a payment that did not become a booking: said to the visitor in words. */
const NOT_BOOKED: Record<string, string> = {
  PAYMENT_REFUNDING: 'The class filled up while you were paying',
  PAYMENT_REFUNDED: 'The class filled up while you were paying',
  PAYMENT_NOT_COMPLETED: 'No payment was taken',
  BOOKING_CANCELLED: 'This booking was cancelled',
}

const PENDING_RETRIES = 6
const RETRY_MS = 2500

const parseJson = (text: string): { code?: string; error?: string } | null => {
  try {
    return JSON.parse(text) as { code?: string; error?: string }
  } catch {
    return null
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Verifies the payment with the server (which asks Stripe), then shows the booking or the error screen. */
export function StripeSuccess({
  sessionId,
  bookingId,
  supportEmail,
}: {
  sessionId: string | null
  bookingId: string | null
  supportEmail: string
}) {
  const [state, setState] = useState<State>({ phase: 'verifying' })

  useEffect(() => {
    let cancelled = false
    async function verify(): Promise<State> {
      const missing = [!sessionId && 'session_id', !bookingId && 'booking_id'].filter(Boolean)
      if (missing.length) return { phase: 'error', reason: `Missing data from Stripe: ${missing.join(', ')}` }
      for (let attempt = 0; attempt <= PENDING_RETRIES; attempt++) {
        const response = await fetch('/api/verify-payment', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ session_id: sessionId, booking_id: bookingId }),
        })
        if (response.ok) {
          const body = (await response.json()) as { booking?: ConfirmedBooking }
          if (!body.booking) return { phase: 'error', reason: 'Verify succeeded but booking payload is missing.' }
          return { phase: 'confirmed', booking: body.booking }
        }
        const text = await response.text()
        const answer = parseJson(text)
        if (answer?.code && NOT_BOOKED[answer.code]) return { phase: 'not-booked', title: NOT_BOOKED[answer.code], message: answer.error ?? '' }
        // The payment may still be settling: ask again for a little while (the 10-15 seconds the page promises).
        if (response.status === 409 && text.includes('PAYMENT_PENDING') && attempt < PENDING_RETRIES) {
          await sleep(RETRY_MS)
          continue
        }
        return { phase: 'error', reason: `Verify failed (${response.status}): ${text}` }
      }
      return { phase: 'error', reason: 'Verify timed out' }
    }
    verify()
      .catch((error: unknown) => ({ phase: 'error' as const, reason: String(error) }))
      .then((next) => {
        if (!cancelled) setState(next)
        if (next.phase === 'confirmed' && bookingId) forgetCheckoutOfBooking(Number(bookingId))
      })
    return () => {
      cancelled = true
    }
  }, [sessionId, bookingId])

  if (state.phase === 'verifying') {
    return (
      <main id="main" className={form.center} aria-busy="true">
        <h1>Confirming your payment…</h1>
        <p role="status">Please wait while we confirm your booking. Processing may take 10-15 seconds.</p>
      </main>
    )
  }

  if (state.phase === 'not-booked') {
    return (
      <main id="main" className={form.center}>
        <h1>{state.title}</h1>
        <p role="status">{state.message}</p>
        <p>
          Questions? Email us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and quote your booking ID:{' '}
          <strong>{bookingId ?? 'unknown'}</strong>.
        </p>
        <p>
          <Link href="/public-classes">Back to Classes</Link>
        </p>
      </main>
    )
  }

  if (state.phase === 'error') {
    return (
      <main id="main" className={form.center}>
        <h1>Almost there</h1>
        <p role="alert">We completed your payment, but couldn&apos;t load your booking details.</p>
        <p>
          Please email us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and quote your booking ID:{' '}
          <strong>{bookingId ?? 'unknown'}</strong>.
        </p>
        <p className={form.hint}>{state.reason}</p>
        <p>
          <Link href="/public-classes">Back to Classes</Link>
        </p>
      </main>
    )
  }

  const { booking } = state
  const event = {
    title: booking.className,
    start: new Date(booking.startTime ?? `${booking.classDate}T12:00:00Z`),
    end: booking.endTime ? new Date(booking.endTime) : null,
    location: booking.location,
    details: `Booking ${booking.bookingNumber}. Prepare for class: ${window.location.origin}${booking.classPrepUrl}`,
  }

  function downloadIcs() {
    const { error, value } = createEvent(icsAttributes(event, `${booking.bookingNumber}@swsd`))
    if (error || !value) return
    const url = URL.createObjectURL(new Blob([value], { type: 'text/calendar;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = `${booking.className.replace(/[^\w-]+/g, '-')}.ics`
    document.body.appendChild(link)
    link.click()
    link.remove()
    URL.revokeObjectURL(url)
  }

  return (
    <main id="main" className={form.center}>
      <h1>Booking Confirmed!</h1>
      <p role="status">Thank you! Your payment was received and your seats are reserved.</p>
      <section className={form.card} aria-label="Your booking">
        <h2>{booking.className}</h2>
        <dl className={styles.panel}>
          <dt>Booking number</dt>
          <dd>{booking.bookingNumber}</dd>
          <dt>Date</dt>
          <dd>{booking.classDate ? formatClassDate(booking.classDate) : ''}</dd>
          <dt>Time</dt>
          <dd>{formatTimeRange(booking.startTime, booking.endTime)}</dd>
          <dt>Location</dt>
          <dd>{booking.location}</dd>
          <dt>Participants</dt>
          <dd>{booking.participantCount}</dd>
          {booking.creditAmount > 0 && (
            <>
              <dt>Class credit applied</dt>
              <dd>{formatCents(Math.round(booking.creditAmount * 100))}</dd>
            </>
          )}
          <dt>Total paid</dt>
          <dd>{formatCents(Math.round(booking.totalAmount * 100))}</dd>
        </dl>
        <p>
          <Link href={booking.classPrepUrl}>Prepare for your class</Link>
        </p>
        {booking.manageUrl && (
          <p>
            <Link href={booking.manageUrl}>Manage your booking</Link> (cancel, move or change participants, as our policies allow).
            Keep this link private: it is also in your confirmation email.
          </p>
        )}
        <p>
          <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            Add to Google Calendar
          </a>
        </p>
        <button type="button" className={form.secondary} onClick={downloadIcs}>
          Download calendar file (.ics)
        </button>
      </section>
      <p>
        <Link href="/public-classes">Back to Classes</Link>
      </p>
    </main>
  )
}
