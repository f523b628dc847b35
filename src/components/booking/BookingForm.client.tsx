'use client'

import Link from 'next/link'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { Captcha, type CaptchaHandle } from '@/components/captcha/Captcha.client'
import {
  adultBookingSchema,
  communityBookingSchema,
  formProblems,
  motherDaughterBookingSchema,
} from '@/domain/bookings/bookingRequest'
import { seatConflictMessage } from '@/domain/bookings/holds'
import { formatCents, quoteBooking } from '@/domain/bookings/pricing'
import { AGE_GROUPS, type BookingKind } from '@/domain/values'

import type { ClassSummary } from '@/server/bookingOffer'

import { CreditCodeField } from './CreditCodeField.client'
import { forgetCheckout, readCheckout, releaseCheckout, rememberCheckout } from './pendingCheckout'
import styles from './booking.module.css'

const SCHEMAS = {
  adult: adultBookingSchema,
  'mother-daughter': motherDaughterBookingSchema,
  'community-mother-daughter': communityBookingSchema,
} as const

type Row = { key: number; firstName: string; lastName: string; ageGroup: string }
type Contact = { firstName: string; lastName: string; email: string; phone: string }

const TEXT: Record<
  BookingKind,
  { contactHeading: string; rowsHeading: string; addLabel: string; rowLabel: (i: number) => string; fallbackError: string }
> = {
  adult: {
    contactHeading: 'Primary Attendee',
    rowsHeading: 'Additional Participants',
    addLabel: '+ Add Adult',
    rowLabel: (i) => `Participant ${i + 2}`,
    fallbackError: 'There was an error processing your booking.',
  },
  'mother-daughter': {
    contactHeading: 'Mother or Female Guardian (Contact)',
    rowsHeading: 'Daughters',
    addLabel: '+ Add Daughter',
    rowLabel: (i) => `Participant ${i + 2} (daughter)`,
    fallbackError: 'There was an error processing your booking.',
  },
  'community-mother-daughter': {
    contactHeading: 'Mother/Guardian',
    rowsHeading: 'Daughter(s)',
    addLabel: 'Add Another Daughter',
    rowLabel: (i) => `Daughter ${i + 1}`,
    fallbackError: 'An error occurred. Please try again.',
  },
}

const newRow = (key: number): Row => ({ key, firstName: '', lastName: '', ageGroup: '' })

type Return = { kind: 'cancelled'; refilled: boolean } | { kind: 'paid'; successPath: string }

/** The booking form of all three kinds: fields, rows, side panel, live validation, captcha, submit to checkout. */
export function BookingForm({ summary, siteKey, checkoutCancelled }: { summary: ClassSummary; siteKey: string | null; checkoutCancelled: boolean }) {
  const { kind } = summary
  const text = TEXT[kind]
  const withAgeGroup = kind !== 'adult'
  const uid = useId()
  const topRef = useRef<HTMLDivElement>(null)
  const captchaRef = useRef<CaptchaHandle>(null)

  const [contact, setContact] = useState<Contact>({ firstName: '', lastName: '', email: '', phone: '' })
  // Row keys count per form (not per module), so the server and the browser render the same ids.
  const lastKey = useRef(0)
  const [rows, setRows] = useState<Row[]>(() => (kind === 'adult' ? [] : [newRow(0)]))
  const [token, setToken] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [creditCode, setCreditCode] = useState('')
  const [creditRefused, setCreditRefused] = useState(false)
  const [returned, setReturned] = useState<Return | null>(checkoutCancelled ? { kind: 'cancelled', refilled: false } : null)
  const onCaptcha = useCallback((value: string | null) => setToken(value), [])

  // Back from the checkout (a fresh load, or this page restored from the back-forward cache) or its Cancel: give this
  // tab's unpaid seats back and refill the form with what was sent.
  useEffect(() => {
    const resume = async () => {
      setBusy(false)
      const pending = readCheckout(summary.scheduleId)
      if (!pending) return
      setContact(pending.contact)
      setRows(pending.participants.map((p) => ({ ...p, key: ++lastKey.current })))
      setToken(null)
      captchaRef.current?.reset()
      const released = await releaseCheckout(pending)
      if (!released) return
      forgetCheckout(summary.scheduleId)
      setReturned(
        released.status === 'confirmed' && released.successPath
          ? { kind: 'paid', successPath: released.successPath }
          : { kind: 'cancelled', refilled: true },
      )
    }
    void resume()
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void resume()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [summary.scheduleId])

  const request = {
    classType: kind,
    classScheduleId: summary.scheduleId,
    contactInfo: contact,
    participants: rows.map(({ firstName, lastName, ageGroup }) => (withAgeGroup ? { firstName, lastName, ageGroup } : { firstName, lastName })),
    recaptchaToken: token ?? '',
    ...(creditCode.trim() ? { creditCode: creditCode.trim() } : {}),
  }
  const parsed = SCHEMAS[kind].safeParse(request)
  // Shown only after the first submit attempt, then refreshed live on every change.
  const problems = submitted && !parsed.success ? formProblems(parsed.error) : { messages: [] as string[], fields: new Set<string>() }
  const quote = quoteBooking(kind, summary.priceCents, rows.length)

  const invalid = (path: string) => problems.fields.has(path)
  const fieldProps = (path: string, id: string) => ({
    id,
    'aria-invalid': invalid(path) || undefined,
    className: invalid(path) ? `${styles.input} ${styles.invalid}` : styles.input,
  })

  const scrollToTop = () => {
    topRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    topRef.current?.focus()
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    setServerError(null)
    setCreditRefused(false)
    if (!parsed.success) {
      scrollToTop()
      return
    }
    setBusy(true)
    try {
      const response = await fetch('/api/create-booking', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...request, participantCount: quote.participantCount, totalAmount: quote.totalCents / 100 }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        checkoutUrl?: string
        bookingId?: number
        cancelToken?: string
        error?: string
        code?: string
        remaining?: number
      }
      if (response.ok) {
        if (!body.checkoutUrl) throw new Error('No checkout URL received')
        if (body.bookingId && body.cancelToken) {
          rememberCheckout(summary.scheduleId, {
            bookingId: body.bookingId,
            token: body.cancelToken,
            contact,
            participants: rows.map(({ firstName, lastName, ageGroup }) => ({ firstName, lastName, ageGroup })),
          })
        }
        setReturned(null)
        window.location.assign(body.checkoutUrl)
        return
      }
      if (response.status === 409 && typeof body.remaining === 'number') throw new Error(seatConflictMessage(body.remaining))
      if (body.code === 'CREDIT_REFUSED') setCreditRefused(true)
      if (body.error) throw new Error(body.error)
      throw new Error(kind === 'community-mother-daughter' ? 'Booking failed' : `Unexpected booking error (${response.status})`)
    } catch (error) {
      setServerError(error instanceof Error && error.message && error.name !== 'TypeError' ? error.message : text.fallbackError)
      captchaRef.current?.reset()
      setBusy(false)
      scrollToTop()
    }
  }

  const setContactField = (field: keyof Contact) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setContact((c) => ({ ...c, [field]: e.target.value }))
  const setRowField = (key: number, field: 'firstName' | 'lastName' | 'ageGroup') => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, [field]: e.target.value } : r)))
  const canRemove = (index: number) => (kind === 'adult' ? true : kind === 'mother-daughter' ? index > 0 : rows.length > 1)
  const ageOptions = kind === 'community-mother-daughter' ? (['12-15'] as const) : AGE_GROUPS

  return (
    <form className={styles.layout} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <div className={styles.main}>
        <div ref={topRef} tabIndex={-1} className={styles.messages}>
          {returned?.kind === 'cancelled' && (
            <p role="status" className={styles.note}>
              Checkout cancelled: nothing was charged and the seats were released.
              {returned.refilled && ' Your details are filled in below.'}
            </p>
          )}
          {returned?.kind === 'paid' && (
            <p role="status" className={styles.note}>
              Your payment for this booking went through. <a href={returned.successPath}>See your booking confirmation</a>
            </p>
          )}
          {serverError && (
            <div role="alert" className={styles.banner}>
              <strong>We couldn&apos;t complete your booking:</strong>
              <p>{serverError}</p>
            </div>
          )}
          {problems.messages.length > 0 && (
            <div role="alert" className={styles.problems}>
              <strong>Please fix these issues:</strong>
              <ul>
                {problems.messages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
          )}
        </div>

        <fieldset className={styles.section}>
          <legend>{text.contactHeading}</legend>
          <div className={styles.grid}>
            <label htmlFor={`${uid}-first`}>
              First name
              <input {...fieldProps('contactInfo.firstName', `${uid}-first`)} autoComplete="given-name" value={contact.firstName} onChange={setContactField('firstName')} required />
            </label>
            <label htmlFor={`${uid}-last`}>
              Last name
              <input {...fieldProps('contactInfo.lastName', `${uid}-last`)} autoComplete="family-name" value={contact.lastName} onChange={setContactField('lastName')} required />
            </label>
            <label htmlFor={`${uid}-email`}>
              Email
              <input {...fieldProps('contactInfo.email', `${uid}-email`)} type="email" autoComplete="email" value={contact.email} onChange={setContactField('email')} required />
            </label>
            <label htmlFor={`${uid}-phone`}>
              Phone
              <input {...fieldProps('contactInfo.phone', `${uid}-phone`)} type="tel" autoComplete="tel" value={contact.phone} onChange={setContactField('phone')} required />
            </label>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>{text.rowsHeading}</legend>
          {kind === 'adult' && <p className={styles.hint}>Optional: add anyone coming with you (ages 15+).</p>}
          {kind !== 'adult' && <p className={styles.hint}>Daughters must be 12-15 years old.</p>}
          {rows.map((row, index) => (
            <div key={row.key} className={styles.row} role="group" aria-label={text.rowLabel(index)}>
              <p className={styles.rowTitle}>{text.rowLabel(index)}</p>
              <div className={styles.grid}>
                <label htmlFor={`${uid}-r${row.key}-first`}>
                  First name
                  <input {...fieldProps(`participants.${index}.firstName`, `${uid}-r${row.key}-first`)} value={row.firstName} onChange={setRowField(row.key, 'firstName')} />
                </label>
                <label htmlFor={`${uid}-r${row.key}-last`}>
                  Last name
                  <input {...fieldProps(`participants.${index}.lastName`, `${uid}-r${row.key}-last`)} value={row.lastName} onChange={setRowField(row.key, 'lastName')} />
                </label>
                {withAgeGroup && (
                  <label htmlFor={`${uid}-r${row.key}-age`}>
                    Age group
                    <select
                      {...fieldProps(`participants.${index}.ageGroup`, `${uid}-r${row.key}-age`)}
                      value={row.ageGroup}
                      onChange={setRowField(row.key, 'ageGroup')}
                    >
                      <option value="">Select age group</option>
                      {ageOptions.map((age) => (
                        <option key={age} value={age}>
                          {age}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
              </div>
              {canRemove(index) && (
                <button type="button" className={styles.secondary} onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}>
                  Remove
                </button>
              )}
            </div>
          ))}
          <button type="button" className={styles.secondary} onClick={() => setRows((list) => [...list, newRow(++lastKey.current)])}>
            {text.addLabel}
          </button>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>Security check</legend>
          <div className={invalid('recaptchaToken') ? styles.invalid : undefined}>
            <Captcha ref={captchaRef} siteKey={siteKey} onChange={onCaptcha} />
          </div>
          <p className={styles.hint}>
            By booking you agree to our{' '}
            <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">
              privacy policy
            </a>{' '}
            and our{' '}
            <a href="/public-class-policies" target="_blank" rel="noopener noreferrer">
              cancellation policies
            </a>
            .
          </p>
        </fieldset>
      </div>

      <aside className={styles.panel} aria-label="Booking summary">
        <h2>Booking Summary</h2>
        <dl>
          <dt>Date</dt>
          <dd>{summary.date}</dd>
          <dt>Time</dt>
          <dd>{summary.time}</dd>
          <dt>Location</dt>
          <dd>{summary.location}</dd>
          <dt>Participants</dt>
          <dd data-testid="participant-count">{quote.participantCount}</dd>
          <dt>{quote.unit === 'pair' ? 'Price per pair' : 'Price per person'}</dt>
          <dd>{formatCents(quote.unitCents)}</dd>
          <dt>Total</dt>
          <dd data-testid="total">{formatCents(quote.totalCents)}</dd>
        </dl>
        <CreditCodeField
          value={creditCode}
          onChange={(code) => {
            setCreditCode(code)
            setCreditRefused(false)
          }}
          invalid={creditRefused}
          open={creditRefused || creditCode !== ''}
        />
        {quote.unit === 'pair' && <p className={styles.hint}>One pair is the mother with one daughter.</p>}
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? 'Processing...' : 'Proceed to Payment'}
        </button>
        {kind === 'community-mother-daughter' && <p className={styles.hint}>Secure payment powered by Stripe</p>}
        {kind !== 'community-mother-daughter' && (
          <Link href="/public-classes" className={styles.back}>
            Back to Classes
          </Link>
        )}
      </aside>
    </form>
  )
}
