'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** What a retry asks about: a booking or a private session (the endpoint picks which). */
export type RetryTarget = { bookingId: number } | { privateSessionId: number }

/**
 * The owner's "Retry refund now" for a refund Stripe refused: asks Stripe again at once, through the same code as the
 * retry job (same idempotency key, so a refund that went through meanwhile is never made twice). On the dashboard's
 * list and on the booking or private session itself; the screen is refreshed after, so a refund gone through leaves.
 */
export function RetryRefundNow({ target, label, showButton = true }: { target: RetryTarget; label?: string; showButton?: boolean }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  const retry = async () => {
    setBusy(true)
    setMessage(null)
    try {
      const res = await fetch('/api/owner/retry-refund', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(target),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
      setMessage(body.message ?? body.error ?? `The retry could not be made (${res.status}).`)
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      {showButton && (
        <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={retry} aria-label={label}>
          {busy ? 'Asking Stripe…' : 'Retry refund now'}
        </Button>
      )}
      {message && <p role="status">{message}</p>}
    </>
  )
}

/** On a booking or a private session in /cms with a refund Stripe refused. */
export function RetryRefundButton() {
  const { id, collectionSlug } = useDocumentInfo()
  const failed = useFormFields(([fields]) => Number(fields.failedRefunds?.value ?? 0))
  const [asked, setAsked] = useState(false)
  // Once the refund went through, the refreshed document has none left to retry: the answer stays in view all the same.
  if (!id || (failed === 0 && !asked)) return null
  const target: RetryTarget = collectionSlug === 'private-sessions' ? { privateSessionId: Number(id) } : { bookingId: Number(id) }
  return (
    <div style={{ marginBottom: '1.5rem' }} onClickCapture={() => setAsked(true)}>
      {failed > 0 && <p style={{ marginTop: 0 }}>Stripe refused a refund: it is kept under &apos;Refunds not gone through yet&apos; and asked again automatically.</p>}
      <RetryRefundNow target={target} showButton={failed > 0} />
    </div>
  )
}
