'use client'

import { Button, useAuth, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { dollarsToCents, OWNER_ACTION_LABELS, ownerActionQuestion, type OwnerAction } from '@/domain/admin/ownerBookingActions'

type Asked = { action: OwnerAction; amountCents?: number }
type Said = { tone: 'done' | 'refused'; text: string }

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem 1rem', marginBottom: '1.5rem' }
const resultKey = (id: string | number) => `booking-action-result:${id}`

/**
 * The owner's actions on a booking (its edit view in /cms): each asks first, in words, what will happen, then runs on
 * the server (POST /api/owner/booking-actions) and says what happened. The page reloads after an action, so the form
 * shows the booking as it now is and a stale status can never be saved over it.
 */
export function BookingActions() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { config } = useConfig()
  const figures = useFormFields(([fields]) => ({
    status: fields.status?.value as string | undefined,
    bookingNumber: (fields.bookingNumber?.value as string | undefined) ?? '',
    contactEmail: (fields.contactEmail?.value as string | undefined) ?? '',
    totalCents: Number(fields.totalCents?.value ?? 0),
    creditCents: Number(fields.creditCents?.value ?? 0),
  }))
  const [asked, setAsked] = useState<Asked | null>(null)
  const [partAmount, setPartAmount] = useState<string | null>(null)
  const [said, setSaid] = useState<Said | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (id == null) return
    const kept = sessionStorage.getItem(resultKey(id))
    if (!kept) return
    sessionStorage.removeItem(resultKey(id))
    // sessionStorage exists only in the browser: the result of the action before the reload is read once, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSaid({ tone: 'done', text: kept })
  }, [id])

  // On a phone the sidebar sits below the form: the result is brought to where the owner is looking, and focused. The
  // form above it (the history table, relationship fields) is still loading after the reload and pushes it down, so
  // it is brought back while the page grows (on a busy server for many seconds), until the owner scrolls, touches,
  // clicks or types.
  const showResult = useCallback((node: HTMLParagraphElement | null) => {
    if (!node) return
    const bring = () => node.scrollIntoView({ block: 'center' })
    bring()
    node.focus({ preventScroll: true })
    // Payload's admin keeps the body at the window's height: the page grows in the result's ancestors.
    const growing = new ResizeObserver(bring)
    for (let ancestor = node.parentElement; ancestor; ancestor = ancestor.parentElement) growing.observe(ancestor)
    const owner = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const
    const stop = () => {
      growing.disconnect()
      for (const event of owner) window.removeEventListener(event, stop)
    }
    for (const event of owner) window.addEventListener(event, stop, { once: true })
    window.setTimeout(stop, 20_000)
  }, [])

  if (id == null || (user as { role?: string } | null)?.role !== 'owner') return null
  const confirmed = figures.status === 'confirmed'

  const askPart = () => {
    const cents = dollarsToCents(partAmount ?? '')
    if (cents === null || cents <= 0) return setSaid({ tone: 'refused', text: 'Enter the amount to refund in dollars and cents, for example 40 or 40.50.' })
    setSaid(null)
    setAsked({ action: 'refund-part', amountCents: cents })
  }

  const run = async ({ action, amountCents }: Asked) => {
    setBusy(true)
    setSaid(null)
    try {
      const response = await fetch(`${config.serverURL}${config.routes.api}/owner/booking-actions`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action, bookingId: Number(id), ...(amountCents !== undefined ? { amount: (amountCents / 100).toFixed(2) } : {}) }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      if (!response.ok) {
        setSaid({ tone: 'refused', text: body.error ?? `The action could not be completed (${response.status}).` })
        return
      }
      sessionStorage.setItem(resultKey(id), body.message ?? 'Done.')
      // The reloaded page shows the result where it is; the browser's own restoring of the old scroll would hide it.
      window.history.scrollRestoration = 'manual'
      window.location.reload()
    } catch {
      setSaid({ tone: 'refused', text: 'The server could not be reached: nothing was changed. Please try again.' })
    } finally {
      setBusy(false)
      setAsked(null)
    }
  }

  return (
    <section style={box} aria-labelledby="booking-actions-heading" data-testid="booking-actions">
      <h3 id="booking-actions-heading" style={{ marginTop: 0 }}>
        Owner actions
      </h3>
      {said && (
        <p key={said.text} ref={showResult} tabIndex={-1} role={said.tone === 'refused' ? 'alert' : 'status'} style={{ color: said.tone === 'refused' ? 'var(--theme-error-500)' : undefined }}>
          {said.text}
        </p>
      )}
      {!confirmed ? (
        <p>Only a confirmed booking can be cancelled, refunded or sent its confirmation again.</p>
      ) : asked ? (
        <div role="group" aria-label="Confirm the action">
          <p>{ownerActionQuestion(asked.action, figures, asked.amountCents)}</p>
          <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => run(asked)}>
            {busy ? 'Working…' : `Yes: ${OWNER_ACTION_LABELS[asked.action].toLowerCase()}`}
          </Button>{' '}
          <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => setAsked(null)}>
            No, go back
          </Button>
        </div>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '0.25rem' }}>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setAsked({ action: 'refund-full' })}>
            {OWNER_ACTION_LABELS['refund-full']}
          </Button>
          {partAmount === null ? (
            <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setPartAmount('')}>
              {OWNER_ACTION_LABELS['refund-part']}
            </Button>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault()
                askPart()
              }}
            >
              <label htmlFor="refund-part-amount">Amount to refund, in dollars (at most what was paid by card)</label>
              <input id="refund-part-amount" inputMode="decimal" value={partAmount} onChange={(event) => setPartAmount(event.target.value)} style={{ display: 'block', margin: '0.25rem 0' }} />
              <Button buttonStyle="secondary" size="small" margin={false} type="submit">
                Continue
              </Button>{' '}
              <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setPartAmount(null)}>
                Cancel
              </Button>
            </form>
          )}
          <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setAsked({ action: 'credit' })}>
            {OWNER_ACTION_LABELS.credit}
          </Button>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setAsked({ action: 'resend-confirmation' })}>
            {OWNER_ACTION_LABELS['resend-confirmation']}
          </Button>
        </div>
      )}
    </section>
  )
}
