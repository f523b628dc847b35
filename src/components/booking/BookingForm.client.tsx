'use client'

import { useId, useRef } from 'react'

import { Captcha, type CaptchaHandle } from '@/components/captcha/Captcha.client'
import form from '@/components/forms/form.module.css'

import type { ClassSummary } from '@/server/bookingOffer'

import { BookingFormMessages } from './BookingFormMessages'
import { BookingSummaryPanel } from './BookingSummaryPanel'
import { ContactFields } from './ContactFields'
import { ParticipantFields } from './ParticipantFields'
import styles from './booking.module.css'
import { BOOKING_FORM_TEXT } from './bookingFormText'
import { fieldAttributes } from './fieldAttributes'
import { useBookingForm } from './useBookingForm'

/** The booking form of all three kinds: fields, rows, side panel, live validation, captcha, submit to checkout (or to the waitlist). */
export function BookingForm({
  summary,
  siteKey,
  checkoutCancelled,
  waitlist = false,
}: {
  summary: ClassSummary
  siteKey: string | null
  checkoutCancelled: boolean
  waitlist?: boolean
}) {
  const { kind } = summary
  const uid = useId()
  const topRef = useRef<HTMLDivElement>(null)
  const captchaRef = useRef<CaptchaHandle>(null)
  const state = useBookingForm(summary, checkoutCancelled, { topRef, captchaRef }, waitlist)
  const field = fieldAttributes(state.problems.fields)

  return (
    <form className={styles.layout} onSubmit={state.submit} onFocus={state.prepareValidation} onPointerDown={state.prepareValidation} noValidate aria-busy={state.busy}>
      <div className={styles.main}>
        <BookingFormMessages ref={topRef} returned={state.returned} serverError={state.serverError} problems={state.problems.messages} />
        <ContactFields heading={BOOKING_FORM_TEXT[kind].contactHeading} uid={uid} contact={state.contact} field={field} onChange={state.setContactField} />
        <ParticipantFields kind={kind} uid={uid} rows={state.rows} field={field} onChange={state.setRowField} onAdd={state.addRow} onRemove={state.removeRow} seatLimitNote={state.seatLimitNote} />

        <fieldset className={styles.section}>
          <legend>Security check</legend>
          <div className={state.problems.fields.has('recaptchaToken') ? form.invalid : undefined}>
            <Captcha ref={captchaRef} siteKey={siteKey} onChange={state.onCaptcha} loadWhenFormFocused />
          </div>
          <p className={form.hint}>
            By {waitlist ? 'joining the waitlist' : 'booking'} you agree to our{' '}
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
        quote={state.quote}
        busy={state.busy}
        creditCode={state.creditCode}
        creditRefused={state.creditRefused}
        onCreditCode={state.changeCreditCode}
        promo={state.promo}
        waitlist={waitlist}
      />
    </form>
  )
}
