'use client'

import { useId, useState } from 'react'

import promoStyles from '@/components/booking/promo.module.css'
import form from '@/components/forms/form.module.css'
import { formatCents } from '@/domain/bookings/pricing'
import type { DepositPromoPreview } from '@/server/privateSessions/depositCodes'

export type DepositCodeValues = { promoCode: string; creditCode: string }

const NOT_CHECKED = 'The promo code could not be checked. It is checked again when you pay.'

/** What an applied promo code makes of the total and of what is due now. */
const previewWords = (p: DepositPromoPreview): string =>
  `${p.description}. The total is ${formatCents(p.totalCents)}; ${p.fullPriceNow ? 'due now' : '50% deposit now'} ${formatCents(p.dueNowCents)}${p.balanceCents > 0 ? `, balance ${formatCents(p.balanceCents)}` : ''}.`

/**
 * The deposit's codes on the private session page: a promo code (Apply shows the new deposit; nothing is held until
 * 'Pay the deposit') and a gift certificate or class credit code, which pays what it covers of what is due now.
 */
export function DepositCodes({ token, value, onChange }: { token: string; value: DepositCodeValues; onChange: (next: DepositCodeValues) => void }) {
  const id = useId()
  const [preview, setPreview] = useState<DepositPromoPreview | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)

  async function apply() {
    if (!value.promoCode.trim()) return
    setChecking(true)
    setError(null)
    const response = await fetch('/api/private-deposit/promo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, promoCode: value.promoCode.trim() }),
    }).catch(() => null)
    const answer = (await response?.json().catch(() => null)) as (DepositPromoPreview & { error?: string }) | null
    setChecking(false)
    if (response?.ok && answer) return setPreview(answer)
    setPreview(null)
    setError(answer?.error ?? NOT_CHECKED)
  }

  return (
    <div>
      <div className={promoStyles.promo}>
        <label htmlFor={`${id}-promo`}>Promo code</label>
        <div className={promoStyles.row}>
          <input
            id={`${id}-promo`}
            className={error ? `${form.input} ${form.invalid}` : form.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-promo-status`}
            value={value.promoCode}
            onChange={(e) => {
              setPreview(null)
              setError(null)
              onChange({ ...value, promoCode: e.target.value })
            }}
            onKeyDown={(e) => e.key === 'Enter' && void apply()}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
          />
          <button type="button" className={form.secondary} onClick={() => void apply()} disabled={checking || !value.promoCode.trim()}>
            {checking ? 'Checking...' : 'Apply'}
          </button>
        </div>
        <p id={`${id}-promo-status`} role="status" className={error ? promoStyles.refused : form.hint} data-testid="deposit-promo-status">
          {error ?? (preview ? previewWords(preview) : 'Optional. It comes off the total before the deposit.')}
        </p>
      </div>
      <div className={promoStyles.promo}>
        <label htmlFor={`${id}-credit`}>Gift certificate or class credit code</label>
        <input
          id={`${id}-credit`}
          className={form.input}
          aria-describedby={`${id}-credit-hint`}
          value={value.creditCode}
          onChange={(e) => onChange({ ...value, creditCode: e.target.value })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
        <p id={`${id}-credit-hint`} className={form.hint}>
          Optional. It pays what it covers of what is due now; your card pays the rest.
        </p>
      </div>
    </div>
  )
}
