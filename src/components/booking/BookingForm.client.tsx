'use client'

import { useId } from 'react'

import { Captcha } from '@/components/captcha/Captcha.client'

import type { ClassSummary } from '@/server/bookingOffer'

import { BookingFormMessages } from './BookingFormMessages'
import { BookingSummaryPanel } from './BookingSummaryPanel'
import { ContactFields } from './ContactFields'
import { ParticipantFields } from './ParticipantFields'
import styles from './booking.module.css'
import { BOOKING_FORM_TEXT } from './bookingFormText'
import { fieldAttributes } from './fieldAttributes'
import { useBookingForm } from './useBookingForm'

/** The booking form of all three kinds: fields, rows, side panel, live validation, captcha, submit to checkout. */
export function BookingForm({ summary, siteKey, checkoutCancelled }: { summary: ClassSummary; siteKey: string | null; checkoutCancelled: boolean }) {
  const { kind } = summary
  const uid = useId()
  const {
    topRef,
    captchaRef,
    contact,
    rows,
    problems,
    quote,
    busy,
    serverError,
    returned,
    creditCode,
    creditRefused,
    onCaptcha,
    submit,
    setContactField,
    setRowField,
    addRow,
    removeRow,
    changeCreditCode,
  } = useBookingForm(summary, checkoutCancelled)
  const field = fieldAttributes(problems.fields)

  return (
    <form className={styles.layout} onSubmit={submit} noValidate aria-busy={busy}>
      <div className={styles.main}>
        <BookingFormMessages ref={topRef} returned={returned} serverError={serverError} problems={problems.messages} />
        <ContactFields heading={BOOKING_FORM_TEXT[kind].contactHeading} uid={uid} contact={contact} field={field} onChange={setContactField} />
        <ParticipantFields kind={kind} uid={uid} rows={rows} field={field} onChange={setRowField} onAdd={addRow} onRemove={removeRow} />

        <fieldset className={styles.section}>
          <legend>Security check</legend>
          <div className={problems.fields.has('recaptchaToken') ? styles.invalid : undefined}>
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

      <BookingSummaryPanel
        summary={summary}
        quote={quote}
        busy={busy}
        creditCode={creditCode}
        creditRefused={creditRefused}
        onCreditCode={changeCreditCode}
      />
    </form>
  )
}
