'use client'

import { useId } from 'react'

import form from '@/components/forms/form.module.css'

import styles from './promo.module.css'
import type { PromoCodeState } from './usePromoCode'

/** 'Promo code': one per booking; Apply asks the server what it takes off, and a refusal is shown under the field. */
export function PromoCodeField({ promo }: { promo: PromoCodeState }) {
  const id = useId()
  const invalid = promo.error !== null
  return (
    <div className={styles.promo}>
      <label htmlFor={`${id}-promo`}>Promo code</label>
      <div className={styles.row}>
        <input
          id={`${id}-promo`}
          name="promoCode"
          className={invalid ? `${form.input} ${form.invalid}` : form.input}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-promo-status`}
          value={promo.code}
          onChange={(e) => promo.change(e.target.value)}
          onKeyDown={(e) => {
            // Enter applies the code rather than sending the whole form.
            if (e.key === 'Enter') {
              e.preventDefault()
              void promo.apply()
            }
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
        <button type="button" className={form.secondary} onClick={() => void promo.apply()} disabled={promo.checking || !promo.code.trim()}>
          {promo.checking ? 'Checking...' : 'Apply'}
        </button>
      </div>
      <p id={`${id}-promo-status`} role="status" className={invalid ? styles.refused : form.hint}>
        {promo.error ??
          (promo.applied
            ? `${promo.applied.code} applied.`
            : promo.stale
              ? 'The number of people changed: press Apply again to see the discount.'
              : 'Optional. One code per booking.')}
      </p>
    </div>
  )
}
