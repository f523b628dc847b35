import type { Ref } from 'react'

import form from '@/components/forms/form.module.css'

import styles from './booking.module.css'
import type { CheckoutReturn } from './useReturnFromCheckout'

/** The top of the booking form: what became of a checkout left unpaid, the server's refusal, the fields to fix. */
export function BookingFormMessages({
  ref,
  returned,
  serverError,
  problems,
}: {
  ref: Ref<HTMLDivElement>
  returned: CheckoutReturn | null
  serverError: string | null
  problems: string[]
}) {
  return (
    <div ref={ref} tabIndex={-1} className={styles.messages}>
      {returned?.kind === 'cancelled' && (
        <p role="status" className={form.note}>
          Checkout cancelled: nothing was charged and the seats were released.
          {returned.refilled && ' Your details are filled in below.'}
        </p>
      )}
      {returned?.kind === 'paid' && (
        <p role="status" className={form.note}>
          Your payment for this booking went through. <a href={returned.successPath}>See your booking confirmation</a>
        </p>
      )}
      {serverError && (
        <div role="alert" className={form.banner}>
          <strong>We couldn&apos;t complete your booking:</strong>
          <p>{serverError}</p>
        </div>
      )}
      {problems.length > 0 && (
        <div role="alert" className={styles.problems}>
          <strong>Please fix these issues:</strong>
          <ul>
            {problems.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
