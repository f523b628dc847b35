'use client'

import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/**
 * On a booking in /cms with a refund Stripe refused: asks Stripe again at once, through the same code as the retry job
 * (same idempotency key, so a refund that went through meanwhile is never made twice).
 */
export function RetryRefundButton() {
  const { id } = useDocumentInfo()
  const failed = useFormFields(([fields]) => Number(fields.failedRefunds?.value ?? 0))
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  // Once the refund went through, the refreshed booking has none left to retry: the answer stays in view all the same.
  if (!id || (failed === 0 && !message)) return null

  const retry = async () => {
    setBusy(true)
    setMessage(null)
    try {
      const res = await fetch('/api/owner/retry-refund', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ bookingId: Number(id) }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
      setMessage(body.message ?? body.error ?? `The retry could not be made (${res.status}).`)
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: '1.5rem' }}>
      {failed > 0 && (
        <Button buttonStyle="secondary" disabled={busy} onClick={retry}>
          {busy ? 'Asking Stripe…' : 'Retry refund now'}
        </Button>
      )}
      {message && <p role="status">{message}</p>}
    </div>
  )
}
