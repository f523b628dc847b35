'use client'

import { useState } from 'react'

import form from '@/components/forms/form.module.css'

import { type DepositCodeValues, DepositCodes } from './DepositCodes.client'

/** The required "I accept the private class policies" and 'Pay the deposit' (to Stripe's Checkout). */
export function PayDeposit({ token, label }: { token: string; label: string }) {
  const [accepted, setAccepted] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [codes, setCodes] = useState<DepositCodeValues>({ promoCode: '', creditCode: '' })

  const pay = async () => {
    if (!accepted) return setError('Please accept the private class policies to continue.')
    setBusy(true)
    setError(null)
    const response = await fetch('/api/private-deposit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, accepted, ...codes }),
    }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { redirectTo?: string; error?: string } | null
    if (!response?.ok || !body?.redirectTo) {
      setBusy(false)
      return setError(body?.error ?? 'There was an error processing your payment. Please try again.')
    }
    window.location.assign(body.redirectTo)
  }

  return (
    <div>
      <DepositCodes token={token} value={codes} onChange={setCodes} />
      <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start', margin: '1rem 0' }}>
        <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} required />
        <span>I accept the private class policies</span>
      </label>
      {error && (
        <p role="alert" className={form.note}>
          {error}
        </p>
      )}
      <button type="button" className={form.primary} disabled={busy} onClick={() => void pay()}>
        {label}
      </button>
    </div>
  )
}
