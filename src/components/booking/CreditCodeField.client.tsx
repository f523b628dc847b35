'use client'

import { useId } from 'react'

import form from '@/components/forms/form.module.css'

import styles from './booking.module.css'

/**
 * 'Have a class credit?': a disclosure with the code input. The server checks the code and takes what it covers from
 * the total when the booking is made; a credit that covers everything confirms the booking without a payment.
 */
export function CreditCodeField({
  value,
  onChange,
  invalid,
  open,
}: {
  value: string
  onChange: (code: string) => void
  invalid: boolean
  /** Kept open while it holds a code or the server refused it. */
  open: boolean
}) {
  const id = useId()
  return (
    <details className={styles.credit} open={open || undefined}>
      <summary>Have a class credit?</summary>
      <label htmlFor={`${id}-code`}>
        Class credit code
        <input
          id={`${id}-code`}
          className={invalid ? `${form.input} ${form.invalid}` : form.input}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="CR-XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
      </label>
      <p id={`${id}-hint`} className={form.hint}>
        The credit is taken off the total when you continue; whatever it does not use stays on it.
      </p>
    </details>
  )
}
