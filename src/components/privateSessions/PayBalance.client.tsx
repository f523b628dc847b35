'use client'

import { useState } from 'react'

import form from '@/components/forms/form.module.css'

/** 'Pay the balance': to Stripe's Checkout for the balance the saved card did not take. */
export function PayBalance({ token }: { token: string }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const pay = async () => {
    setBusy(true)
    setError(null)
    const response = await fetch('/api/private-balance', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
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
      {error && (
        <p role="alert" className={form.note}>
          {error}
        </p>
      )}
      <button type="button" className={form.primary} disabled={busy} onClick={() => void pay()}>
        Pay the balance
      </button>
    </div>
  )
}
