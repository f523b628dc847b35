'use client'

import { useState } from 'react'

import form from '@/components/forms/form.module.css'

/**
 * A private session's payment button ('Pay the deposit', 'Pay the balance'): POSTs to its endpoint and goes where the
 * answer says (Stripe's Checkout, or back to the page on the demo site), or shows why not. `refusal`, when set, is
 * shown instead of asking (a required box not ticked).
 */
export function PayButton({ path, body, label, refusal }: { path: string; body: Record<string, unknown>; label: string; refusal?: string | null }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const pay = async () => {
    if (refusal) return setError(refusal)
    setBusy(true)
    setError(null)
    const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).catch(() => null)
    const answer = (await response?.json().catch(() => null)) as { redirectTo?: string; error?: string } | null
    if (!response?.ok || !answer?.redirectTo) {
      setBusy(false)
      return setError(answer?.error ?? 'There was an error processing your payment. Please try again.')
    }
    window.location.assign(answer.redirectTo)
  }

  return (
    <>
      {error && (
        <p role="alert" className={form.note}>
          {error}
        </p>
      )}
      <button type="button" className={form.primary} disabled={busy} onClick={() => void pay()}>
        {label}
      </button>
    </>
  )
}
