'use client'

import { createEvent } from 'ics'
import { Link } from '@/components/layout/Link'
import { useEffect, useState } from 'react'

import form from '@/components/forms/form.module.css'
import { googleCalendarUrl, icsAttributes } from '@/domain/bookings/calendar'
import { formatCents } from '@/domain/bookings/pricing'
import { formatClassDate, formatTimeRange } from '@/domain/time/format'
import type { ConfirmedBooking } from '@/server/payments/verifyPayment'

import styles from './booking.module.css'
import { forgetCheckoutOfBooking } from './pendingCheckout'
import { WaiverNotice } from './WaiverNotice'

type State =
  | { phase: 'verifying' }
  | { phase: 'confirmed'; booking: ConfirmedBooking }
  /** What became of the booking, or why it cannot be shown: in words, never a raw answer; its number when known. */
  | { phase: 'not-booked'; title: string; message: string; bookingNumber?: string }

const NOT_FOUND = {
  phase: 'not-booked',
  title: 'We could not find this booking',
  message:
    'This confirmation link does not match any booking, so nothing was confirmed here. If you paid, your confirmation email has your booking and its details.',
} as const

const UNAVAILABLE = {
  phase: 'not-booked',
  title: 'We could not load your booking just now',
  message: 'Please reload this page in a minute. If you paid, your confirmation email has your booking and its details.',
} as const

const STILL_PROCESSING = {
  phase: 'not-booked',
  title: 'Your payment is still being processed',
  message: 'This is taking longer than usual. We will email you your confirmation as soon as the payment goes through.',
} as const

const PENDING_RETRIES = 6
const RETRY_MS = 2500

type Refusal = { code?: string; error?: string; title?: string; bookingNumber?: string }

const parseJson = (text: string): Refusal | null => {
  try {
    return JSON.parse(text) as Refusal
  } catch {
    return null
  }
}

/** The first words of the confirmation: true to what was paid (a demo charges no card; a free booking pays nothing). */
function confirmedWords(booking: ConfirmedBooking): string {
  const paid = booking.demoCheckout
    ? 'This was a demo checkout: no card was charged.'
    : booking.totalAmount > 0
      ? 'Thank you! Your payment was received.'
      : ''
  if (booking.classCancelled) {
    return `${paid} We are sorry: the studio has cancelled this class. We have emailed you a link to choose a full refund or a free move to another class.`.trim()
  }
  return `${paid} Your seats are reserved.`.trim()
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
      if (!sessionId || !bookingId) return NOT_FOUND
      for (let attempt = 0; attempt <= PENDING_RETRIES; attempt++) {
        const response = await fetch('/api/verify-payment', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ session_id: sessionId, booking_id: bookingId }),
        })
        if (response.ok) {
          const body = (await response.json()) as { booking?: ConfirmedBooking }
          return body.booking ? { phase: 'confirmed', booking: body.booking } : UNAVAILABLE
        }
        const answer = parseJson(await response.text())
        // The payment may still be settling: ask again for a little while (the 10-15 seconds the page promises).
        if (answer?.code === 'PAYMENT_PENDING') {
          if (attempt === PENDING_RETRIES) return STILL_PROCESSING
          await sleep(RETRY_MS)
          continue
        }
        if (answer?.title && answer.error) return { phase: 'not-booked', title: answer.title, message: answer.error, bookingNumber: answer.bookingNumber }
        if (response.status === 404) return NOT_FOUND
        if (response.status === 429 && answer?.error) return { phase: 'not-booked', title: 'Too many attempts', message: answer.error }
        return UNAVAILABLE
      }
      return STILL_PROCESSING
    }
    verify()
      .catch((): State => UNAVAILABLE)
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
          Questions? Email us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>{' '}
          {state.bookingNumber ? (
            <>
              and quote your booking number: <strong style={{ whiteSpace: 'nowrap' }}>{state.bookingNumber}</strong>.
            </>
          ) : (
            'from the email address you booked with, and we will find your booking.'
          )}
        </p>
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
      <h1>{booking.classCancelled ? 'The studio has cancelled this class' : 'Booking Confirmed!'}</h1>
      <p role="status">{confirmedWords(booking)}</p>
      <section className={form.card} aria-label="Your booking">
        <h2>{booking.className}</h2>
        <dl className={styles.receipt}>
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
          {booking.promo && (
            <>
              <dt>{booking.promo.label}</dt>
              <dd>{booking.promo.value}</dd>
            </>
          )}
          {booking.creditAmount > 0 && (
            <>
              <dt>{booking.creditKind === 'gift-certificate' ? 'Gift certificate applied' : 'Class credit applied'}</dt>
              <dd>{formatCents(Math.round(booking.creditAmount * 100))}</dd>
            </>
          )}
          <dt>{booking.demoCheckout ? 'Total (demo: not charged)' : 'Total paid'}</dt>
          <dd>{formatCents(Math.round(booking.totalAmount * 100))}</dd>
        </dl>
        {booking.manageLinkRevoked && (
          <p>
            The link to manage this booking has changed. Please use the one in your most recent email from us, or contact us at{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
        )}
        {booking.classCancelled ? (
          booking.manageUrl && (
            <p>
              <Link href={booking.manageUrl}>Choose a refund or a new class</Link>. Keep this link private: it is also in the email we sent you.
            </p>
          )
        ) : (
          <>
            <p>
              <Link href={booking.classPrepUrl}>Prepare for your class</Link>
            </p>
            {booking.signsWaiver && <WaiverNotice manageUrl={booking.manageUrl} />}
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
          </>
        )}
      </section>
      <p>
        <Link href="/public-classes">Back to Classes</Link>
      </p>
    </main>
  )
}
