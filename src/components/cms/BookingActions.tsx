'use client'

import { Button, useAuth, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { type KeyboardEvent, useEffect, useState } from 'react'

import {
  ACTIONS_WITH_REASON,
  type BookingFigures,
  cancelActions,
  cardRefundableCents,
  dollarsToCents,
  OWNER_ACTION_LABELS,
  ownerActionQuestion,
  type OwnerAction,
  REASON_MAX_LENGTH,
  REASON_REQUIRED,
  resendLabel,
} from '@/domain/cms/ownerBookingActions'
import { formatCents } from '@/domain/bookings/pricing'
import { paidInDemo } from '@/domain/payments/demoPayment'

import { ActionResult, keepResultForReload, useResultKeptForReload } from './ActionResult'

type MoveTarget = { id: number; label: string }

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem 1rem', marginBottom: '1.5rem' }
const input = { display: 'block', width: '100%', margin: '0.25rem 0 0.75rem', padding: '0.4rem', boxSizing: 'border-box' as const }
const column = { display: 'flex', flexDirection: 'column' as const, alignItems: 'flex-start', gap: '0.25rem' }
const ENTER_AMOUNT = 'Enter the amount in dollars and cents, for example 40 or 40.50.'

/**
 * The owner's actions on a booking (its edit view in /cms). Each opens its details (an amount, a reason, a class) with
 * the question of what will happen, in words; 'Yes' runs it on the server (POST /api/owner/booking-actions) and the page
 * reloads, so the form shows the booking as it now is, with the server's account of what happened and what went out.
 * Only buttons: this sits inside Payload's document form, where a form of its own would submit the document.
 */
export function BookingActions() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { config } = useConfig()
  const api = `${config.serverURL}${config.routes.api}`
  const fields = useFormFields(([f]) => ({
    status: f.status?.value as string | undefined,
    schedule: f.schedule?.value as number | { id: number } | undefined,
    bookingNumber: (f.bookingNumber?.value as string | undefined) ?? '',
    contactEmail: (f.contactEmail?.value as string | undefined) ?? '',
    totalCents: Number(f.totalCents?.value ?? 0),
    creditCents: Number(f.creditCents?.value ?? 0),
    refundedCents: Number(f.refundedCents?.value ?? 0),
    paidAt: f.paidAt?.value as string | undefined,
    stripeSessionId: f.stripeSessionId?.value as string | undefined,
    stripeRefundId: f.stripeRefundId?.value as string | undefined,
  }))
  const scheduleId = typeof fields.schedule === 'object' ? fields.schedule?.id : fields.schedule
  const classCancelled = useClassCancelled(api, scheduleId)
  const [chosen, setChosen] = useState<OwnerAction | null>(null)
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [targets, setTargets] = useState<MoveTarget[] | null>(null)
  const [target, setTarget] = useState('')
  const [said, setSaid] = useResultKeptForReload(id)
  const [busy, setBusy] = useState(false)
  // One per opened part refund: pressing 'Yes' again repeats that refund, never makes a second one.
  const [requestId, setRequestId] = useState('')

  if (id == null || (user as { role?: string } | null)?.role !== 'owner') return null
  const figures: BookingFigures = { ...fields, refundableCents: cardRefundableCents(fields), classCancelled, demo: paidInDemo(fields.stripeSessionId) }
  const confirmed = fields.status === 'confirmed'

  const choose = (action: OwnerAction | null) => {
    setSaid(null)
    setAmount('')
    setReason('')
    setTarget('')
    setChosen(action)
    setRequestId(newRequestId())
    if (action === 'move') void loadTargets()
  }

  const loadTargets = async () => {
    setTargets(null)
    const response = await fetch(`${api}/owner/booking-move-targets?bookingId=${id}`, { credentials: 'include' }).catch(() => null)
    const body = (await response?.json().catch(() => null)) as { targets?: MoveTarget[]; error?: string } | null
    if (!response?.ok || !body?.targets) return setSaid({ tone: 'refused', text: body?.error ?? 'The classes could not be loaded. Please try again.' })
    setTargets(body.targets)
  }

  const amountCents = dollarsToCents(amount)
  const needsAmount = chosen === 'refund-part' || chosen === 'refund-part-keep' || chosen === 'goodwill-credit'
  const needsReason = chosen !== null && ACTIONS_WITH_REASON.includes(chosen)
  const moveTo = targets?.find((t) => String(t.id) === target)

  const run = async () => {
    if (!chosen) return
    if (needsAmount && (amountCents === null || amountCents <= 0)) return setSaid({ tone: 'refused', text: ENTER_AMOUNT })
    if (needsReason && !reason.trim()) return setSaid({ tone: 'refused', text: REASON_REQUIRED })
    if (chosen === 'move' && !moveTo) return setSaid({ tone: 'refused', text: 'Choose the class to move to.' })
    setBusy(true)
    setSaid(null)
    try {
      const response = await fetch(`${api}/owner/booking-actions`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          action: chosen,
          bookingId: Number(id),
          ...(needsAmount ? { amount } : {}),
          ...(needsReason ? { reason } : {}),
          ...(moveTo ? { toScheduleId: moveTo.id } : {}),
          ...(chosen === 'refund-part-keep' ? { requestId } : {}),
        }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
      if (!response.ok) return setSaid({ tone: 'refused', text: body.error ?? `The action could not be completed (${response.status}).` })
      keepResultForReload(id, body.message ?? 'Done.')
      window.location.reload()
    } catch {
      setSaid({ tone: 'refused', text: 'The server could not be reached: nothing was changed. Please try again.' })
    } finally {
      setBusy(false)
    }
  }
  const runOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    // Enter would submit Payload's document form around this box.
    event.preventDefault()
    void run()
  }

  const ready = chosen !== null && (!needsAmount || (amountCents !== null && amountCents > 0)) && (chosen !== 'move' || moveTo !== undefined)
  const label = (action: OwnerAction) => (action === 'resend-confirmation' ? resendLabel(classCancelled) : OWNER_ACTION_LABELS[action])

  return (
    <section style={box} aria-labelledby="booking-actions-heading" data-testid="booking-actions">
      <h3 id="booking-actions-heading" style={{ marginTop: 0 }}>
        Owner actions
      </h3>
      {classCancelled && (
        <p role="note">
          <strong>The studio cancelled this class.</strong>{' '}
          {confirmed ? 'The customer was emailed the choice of a full refund or a free move, and has not chosen yet.' : 'This booking is no longer in it.'}
        </p>
      )}
      <ActionResult said={said} />
      {!confirmed ? (
        <p>Only a confirmed booking can be cancelled, refunded, moved or sent its confirmation again.</p>
      ) : chosen ? (
        <div role="group" aria-label={label(chosen)}>
          {needsAmount && (
            <>
              <label htmlFor="owner-action-amount">{chosen === 'goodwill-credit' ? 'Credit amount, in dollars' : `Amount to refund, in dollars (at most ${formatCents(figures.refundableCents)}, what is left of the card payment)`}</label>
              <input id="owner-action-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} onKeyDown={runOnEnter} style={input} />
            </>
          )}
          {chosen === 'move' && (
            <>
              <label htmlFor="owner-action-target">Move to (upcoming classes of the same kind with seats for this booking)</label>
              <select id="owner-action-target" value={target} onChange={(e) => setTarget(e.target.value)} disabled={!targets} style={input}>
                <option value="">{targets === null ? 'Loading classes…' : targets.length ? 'Choose a class' : 'No class can take this booking'}</option>
                {targets?.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.label}
                  </option>
                ))}
              </select>
            </>
          )}
          {needsReason && (
            <>
              <label htmlFor="owner-action-reason">Reason (kept in the history and told to the customer)</label>
              <textarea id="owner-action-reason" rows={3} maxLength={REASON_MAX_LENGTH} value={reason} onChange={(e) => setReason(e.target.value)} style={input} />
            </>
          )}
          {ready && <p>{ownerActionQuestion(chosen, figures, { amountCents: amountCents ?? undefined, target: moveTo?.label })}</p>}
          <Button buttonStyle="primary" size="small" disabled={busy} onClick={run}>
            {busy ? 'Working…' : `Yes: ${label(chosen).toLowerCase()}`}
          </Button>{' '}
          <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => choose(null)}>
            No, go back
          </Button>
        </div>
      ) : (
        <div style={column}>
          {[...cancelActions(figures.refundableCents), 'goodwill-credit' as const, 'move' as const, 'resend-confirmation' as const].map((action) => (
            <Button key={action} buttonStyle="secondary" size="small" margin={false} onClick={() => choose(action)}>
              {label(action)}
            </Button>
          ))}
        </div>
      )}
    </section>
  )
}

/** A random id for one request (crypto.randomUUID needs https; getRandomValues does not). */
const newRequestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')

/** Whether the booking's class was cancelled by the studio (read from the class, which the form does not hold). */
function useClassCancelled(api: string, scheduleId: number | undefined): boolean {
  const [cancelled, setCancelled] = useState(false)
  useEffect(() => {
    if (!scheduleId) return
    let current = true
    fetch(`${api}/schedules/${scheduleId}?depth=0&select[isCancelled]=true`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((schedule: { isCancelled?: boolean } | null) => {
        if (current) setCancelled(schedule?.isCancelled === true)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [api, scheduleId])
  return cancelled
}
