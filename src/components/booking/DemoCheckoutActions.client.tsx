'use client'

import { useState } from 'react'

import form from '@/components/forms/form.module.css'
import { useHydrated } from '@/components/states/useHydrated'

import styles from './booking.module.css'

/** Pay and Cancel of the demo checkout; both go through the server's fulfil function. */
export function DemoCheckoutActions({ sessionId }: { sessionId: string }) {
  const [busy, setBusy] = useState<null | 'pay' | 'cancel'>(null)
  const [error, setError] = useState<string | null>(null)
  // Until the page is interactive a press would do nothing: the buttons are enabled with their handlers.
  const ready = useHydrated()

  async function act(action: 'pay' | 'cancel') {
    setBusy(action)
    setError(null)
    try {
      const response = await fetch('/api/demo-checkout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sessionId, action }),
      })
      const body = (await response.json().catch(() => ({}))) as { redirectTo?: string; error?: string }
      if (!response.ok || !body.redirectTo) throw new Error(body.error ?? `The demo checkout failed (${response.status})`)
      window.location.assign(body.redirectTo)
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The demo checkout failed.')
      setBusy(null)
    }
  }

  return (
    <div>
      {error && (
        <p role="alert" className={form.banner}>
          {error}
        </p>
      )}
      <button type="button" className={form.primary} disabled={!ready || busy !== null} onClick={() => act('pay')}>
        {busy === 'pay' ? 'Processing...' : 'Pay (demo — no card is charged)'}
      </button>
      <button type="button" className={`${form.secondary} ${styles.back}`} disabled={!ready || busy !== null} onClick={() => act('cancel')}>
        Cancel
      </button>
    </div>
  )
}
