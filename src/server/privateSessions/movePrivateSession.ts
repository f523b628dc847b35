import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { formatCents } from '@/domain/bookings/pricing'
import { checkoutExpiresAt, holdExpiry } from '@/domain/bookings/holds'
import { DEMO_SESSION_PREFIX } from '@/domain/bookings/sessionIds'
import { privateMovedEmail } from '@/domain/email/privatePolicyEmails'
import { sessionPolicy } from '@/domain/privateSessions/privatePolicy'
import { balanceDueAt } from '@/domain/privateSessions/privatePrice'
import { PRIVATE_PROGRAM_LABELS } from '@/domain/privateSessions/privateSession'
import { formatClassDate, formatTimeRange } from '@/domain/time/format'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { PrivateSession } from '@/payload-types'

import { queueEmail } from '../email/outbox'
import { paymentIntentIdOf } from '../payments/stripe'
import { inTransaction, openTxOf } from '../transaction'
import { refuseIfInstructorBusy } from './instructorFree'
import { refuseUnlessManageable } from './privatePolicyState'
import { receiptPaymentsOf } from './invoices/issuePaymentReceipts'
import { askPrivateRefunds, lockPrivateSession, privateRefundDue } from './privateRefunds'
import { emailData, privateSessionIcs } from './privateSessionEmails'
import { privateLink } from './privateLink'

export const PRIVATE_MOVE_FEE_PURPOSE = 'private-move-fee'

export type MoveReason = 'organizer' | 'weather'
export type PaidFee = { stripeSessionId: string; paymentIntentId: string | null; amountCents: number }

const lengthOf = (s: PrivateSession) => new Date(s.endTime).getTime() - new Date(s.startTime).getTime()
const when = (start: Date, end: Date) => `${formatClassDate(start)}, ${formatTimeRange(start, end)}`

function refuseBadStart(s: PrivateSession, newStart: Date, now: Date): void {
  if (newStart.getTime() <= now.getTime()) throw new AppError('INVALID_INPUT', 'Please choose a date and time in the future.')
  if (newStart.getTime() === new Date(s.startTime).getTime()) throw new AppError('INVALID_INPUT', 'That is the date and time the session already has.')
}

/**
 * The organizer's 'Move to another date' (same length, a new start in Pacific time). Checked against the instructor's
 * calendar first (the conflict named). A free move (28+ days before, or offered by the studio) is made at once; one
 * with the $50 fee opens a Stripe Checkout for it and the move is made only once it is paid (the webhook or the return
 * to the page, applyPaidPrivateMove). Answers where the browser goes, or null when the move is made.
 */
export async function requestPrivateMove(
  payload: Payload,
  sessionId: number,
  newStart: Date,
  { now, stripe }: { now: Date; stripe: Stripe | null },
): Promise<{ moved: true } | { redirectTo: string }> {
  const session = await inTransaction(payload, async (tx) => {
    const s = await payload.findByID({ collection: 'private-sessions', id: sessionId, depth: 0, overrideAccess: true, showHiddenFields: true, req: tx.req }) // system call: the organizer's move
    refuseUnlessManageable(s, now)
    refuseBadStart(s, newStart, now)
    await refuseIfInstructorBusy(payload, openTxOf(tx), { instructorId: relationId(s.instructor)!, start: newStart, end: new Date(newStart.getTime() + lengthOf(s)), exceptId: s.id })
    return s
  })
  const { moveFeeCents } = sessionPolicy(session, now)
  if (moveFeeCents === 0) {
    await applyPrivateMove(payload, sessionId, { newStart, now, reason: 'organizer' })
    return { moved: true }
  }
  if (!stripe) {
    await applyPrivateMove(payload, sessionId, { newStart, now, reason: 'organizer', fee: { stripeSessionId: `${DEMO_SESSION_PREFIX}private_move_${sessionId}_${newStart.getTime()}`, paymentIntentId: null, amountCents: moveFeeCents } })
    return { moved: true }
  }
  const page = privateLink('organizer').url(session.tokenNonce!)
  const newEnd = new Date(newStart.getTime() + lengthOf(session))
  const checkout = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: moveFeeCents, product_data: { name: `Move fee: ${PRIVATE_PROGRAM_LABELS[session.program]} to ${when(newStart, newEnd)}` } } }],
      customer_email: session.organizerEmail,
      client_reference_id: `private-${session.id}`,
      metadata: { purpose: PRIVATE_MOVE_FEE_PURPOSE, privateSessionId: String(session.id), fromStart: session.startTime, newStart: newStart.toISOString(), amountCents: String(moveFeeCents) },
      expires_at: checkoutExpiresAt(holdExpiry(now), now),
      success_url: `${page}?moved={CHECKOUT_SESSION_ID}`,
      cancel_url: page,
    },
    // One checkout per move asked: a double click opens one, so one fee is paid for one move.
    { idempotencyKey: `private-move-fee-${session.id}-${session.startTime}-${newStart.toISOString()}` },
  )
  if (!checkout.url) throw new AppError('PAYMENT_UNAVAILABLE', 'There was an error processing your payment.')
  return { redirectTo: checkout.url }
}

/**
 * Moves a session to `newStart` (same length), under its lock: the new times (the collection's hook checks the
 * instructor's calendar again under the instructor's lock), the balance due 336 hours before the new start if it is
 * unpaid, the fee paid (once per fee checkout: a repeat changes nothing), a history sentence, then the organizer's
 * email with the new calendar file. True when this call moved it.
 */
export async function applyPrivateMove(
  payload: Payload,
  sessionId: number,
  { newStart, now, reason, fee }: { newStart: Date; now: Date; reason: MoveReason; fee?: PaidFee },
): Promise<boolean> {
  const moved = await inTransaction(payload, async (tx) => {
    await lockPrivateSession(tx, sessionId)
    const s = await payload.findByID({ collection: 'private-sessions', id: sessionId, depth: 0, overrideAccess: true, req: tx.req }) // system call: a move decided
    if (fee && s.moveFees?.some((f) => f.stripeSessionId === fee.stripeSessionId)) return false
    refuseUnlessManageable(s, now)
    const newEnd = new Date(newStart.getTime() + lengthOf(s))
    const balanceUnpaid = (s.balanceCents ?? 0) > 0 && !s.balancePaidAt
    const what = `Moved from ${when(new Date(s.startTime), new Date(s.endTime))} to ${when(newStart, newEnd)} (Pacific)`
    const why = reason === 'weather' ? ' by the studio for the weather, free' : fee ? `, fee ${formatCents(fee.amountCents)} paid` : ', free'
    await payload.update({
      collection: 'private-sessions',
      id: sessionId,
      data: {
        startTime: newStart.toISOString(),
        endTime: newEnd.toISOString(),
        ...(balanceUnpaid ? { balanceDueAt: balanceDueAt(newStart).toISOString() } : {}),
        freeMoveOffered: false,
        moveFees: [...(s.moveFees ?? []), ...(fee ? [{ ...fee, paidAt: now.toISOString(), movedTo: newStart.toISOString() }] : [])],
        history: [...(s.history ?? []), { at: now.toISOString(), what: `${what}${why}` }],
      },
      overrideAccess: true, // system call: a move decided above
      req: tx.req,
    })
    return true
  })
  if (moved) await emailMoved(payload, sessionId, { newStart, reason, feeCents: fee?.amountCents ?? 0 })
  if (moved && fee) await receiptPaymentsOf(payload, sessionId)
  return moved
}

async function emailMoved(payload: Payload, sessionId: number, move: { newStart: Date; reason: MoveReason; feeCents: number }): Promise<void> {
  const s = await payload.findByID({ collection: 'private-sessions', id: sessionId, depth: 0, overrideAccess: true, showHiddenFields: true }) // system read: for the email
  const data = await emailData(payload, s)
  const balance = (s.balanceCents ?? 0) > 0 && s.balanceDueAt ? { cents: s.balanceCents ?? 0, dueAt: new Date(s.balanceDueAt) } : null
  const ics = privateSessionIcs(s, data)
  await queueEmail(payload, {
    kind: 'private-moved',
    to: s.organizerEmail,
    ...privateMovedEmail(data, { feeCents: move.feeCents, weather: move.reason === 'weather', balance }),
    dedupeKey: `private-moved:${sessionId}:${move.newStart.toISOString()}`,
    ...(ics ? { attachments: [{ filename: 'session.ics', contentType: 'text/calendar; charset=utf-8', content: ics }] } : {}),
  }).catch((error) => payload.logger.error({ err: error, sessionId }, 'private session moved: email not queued'))
}

/**
 * A paid move-fee Checkout (the webhook's, the return page's): the move it paid for is made, once however often
 * this runs. If the move can no longer be made (the instructor's time was taken meanwhile, the session cancelled or
 * already moved), the fee is owed back: kept on the session and refunded through askPrivateRefunds.
 */
export async function applyPaidPrivateMove(payload: Payload, checkout: Stripe.Checkout.Session, { stripe, now }: { stripe: Stripe | null; now: Date }): Promise<boolean> {
  const sessionId = Number(checkout.metadata?.privateSessionId)
  if (checkout.metadata?.purpose !== PRIVATE_MOVE_FEE_PURPOSE || !Number.isInteger(sessionId) || checkout.payment_status !== 'paid') return false
  const fee: PaidFee = { stripeSessionId: checkout.id, paymentIntentId: paymentIntentIdOf(checkout), amountCents: checkout.amount_total ?? Number(checkout.metadata.amountCents) }
  const newStart = new Date(checkout.metadata.newStart)
  try {
    const current = await payload.findByID({ collection: 'private-sessions', id: sessionId, depth: 0, overrideAccess: true })
    const stale = new Date(current.startTime).getTime() !== new Date(checkout.metadata.fromStart).getTime()
    if (!stale || current.moveFees?.some((f) => f.stripeSessionId === fee.stripeSessionId)) return await applyPrivateMove(payload, sessionId, { newStart, now, reason: 'organizer', fee })
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    payload.logger.warn({ sessionId, code: error.code }, 'a paid private move could not be made: the fee is refunded')
  }
  return refundUnusedFee(payload, sessionId, fee, { stripe, now })
}

async function refundUnusedFee(payload: Payload, sessionId: number, fee: PaidFee, { stripe, now }: { stripe: Stripe | null; now: Date }): Promise<false> {
  const owed = fee.paymentIntentId
  if (!owed) return false
  const recorded = await inTransaction(payload, async (tx) => {
    await lockPrivateSession(tx, sessionId)
    const s = await payload.findByID({ collection: 'private-sessions', id: sessionId, depth: 0, overrideAccess: true, req: tx.req }) // system call: a fee owed back
    const due = privateRefundDue(sessionId, { purpose: 'private-move-fee', paymentIntentId: owed, amountCents: fee.amountCents }, now)
    if (s.failedRefunds?.some((f) => f.idempotencyKey === due.idempotencyKey) || s.history?.some((h) => h.what?.includes(fee.stripeSessionId))) return false
    await payload.update({
      collection: 'private-sessions',
      id: sessionId,
      data: { failedRefunds: [...(s.failedRefunds ?? []), due], history: [...(s.history ?? []), { at: now.toISOString(), what: `Move fee ${formatCents(fee.amountCents)} paid (${fee.stripeSessionId}) but the move could not be made: refunded` }] },
      overrideAccess: true, // system call: a fee owed back
      req: tx.req,
    })
    return true
  })
  if (recorded) await askPrivateRefunds(payload, sessionId, { stripe, now })
  return false
}

/** The return from the move fee's Checkout to the private link, maybe before its webhook: the move made here too (once). */
export async function applyReturnedMoveFee(payload: Payload, session: PrivateSession, checkoutId: string, { stripe, now }: { stripe: Stripe | null; now: Date }): Promise<boolean> {
  if (!stripe || session.moveFees?.some((f) => f.stripeSessionId === checkoutId)) return false
  const checkout = await stripe.checkout.sessions.retrieve(checkoutId).catch(() => null)
  return Number(checkout?.metadata?.privateSessionId) === session.id && checkout !== null && (await applyPaidPrivateMove(payload, checkout, { stripe, now }))
}
