import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { formatCents } from '@/domain/bookings/pricing'
import { privateRefundCompletedEmail } from '@/domain/email/privatePolicyEmails'
import { isLocalSessionId } from '@/domain/bookings/sessionIds'
import { nextRefundRetryAt, NOT_ASKED_YET } from '@/domain/payments/refundRetry'
import { env } from '@/lib/env'
import type { PrivateSession } from '@/payload-types'

import { lockNames } from '../db/advisoryLocks'
import { businessContact } from '../email/businessContact'
import { queueEmail } from '../email/outbox'
import { inTransaction, type Tx } from '../transaction'
import { emailData } from './privateSessionEmails'

type KeptRefund = NonNullable<PrivateSession['failedRefunds']>[number]
export type PrivateRefundPurpose = KeptRefund['purpose']

/** The one idempotency key of a private session's refund: per session, purpose and payment. */
export const privateRefundKey = (sessionId: number, purpose: PrivateRefundPurpose, paymentIntentId: string) => `private-refund-${sessionId}-${purpose}-${paymentIntentId}`

/**
 * A refund as it becomes owed, kept on the session in the transaction that makes it owed (attempts 0: not asked yet).
 * Asked at once after that commit (askPrivateRefunds); if that never happens, the retry job asks it with the same key.
 */
export function privateRefundDue(sessionId: number, order: { purpose: PrivateRefundPurpose; paymentIntentId: string; amountCents: number }, now: Date): KeptRefund {
  return {
    ...order,
    idempotencyKey: privateRefundKey(sessionId, order.purpose, order.paymentIntentId),
    attempts: 0,
    lastError: NOT_ASKED_YET,
    firstFailedAt: now.toISOString(),
    nextRetryAt: nextRefundRetryAt(0, now).toISOString(),
  }
}

export const lockPrivateSession = (tx: Tx, id: number) => lockNames(tx.db, [`private-session:${id}`])

const REFUSED = new Set(['failed', 'canceled'])

/**
 * Asks Stripe for the refunds kept on a private session (each with its one idempotency key, so any number of asks make
 * one refund) and records what Stripe answered, under the session's lock: accepted, the amount is added to the
 * refunded total and the refund leaves the list; refused, it stays with what Stripe said, is asked again later (the
 * job) and the owner is emailed once. A demo payment (no Stripe) is refunded at once. The first ask, the job and a
 * repeat all come here. Answers how many were asked and how many went through.
 */
export async function askPrivateRefunds(payload: Payload, sessionId: number, { stripe, now, dueOnly = false }: { stripe: Stripe | null; now: Date; dueOnly?: boolean }): Promise<{ asked: number; refunded: number }> {
  const refused: KeptRefund[] = []
  const completed: KeptRefund[] = []
  const result = await inTransaction(payload, async (tx) => {
    await lockPrivateSession(tx, sessionId)
    const session = await payload.findByID({ collection: 'private-sessions', id: sessionId, depth: 0, overrideAccess: true, req: tx.req }) // system call: a refund owed
    let refundedCents = session.refundedCents ?? 0
    const history = [...(session.history ?? [])]
    const refundsMade = [...(session.refundsMade ?? [])]
    const kept: KeptRefund[] = []
    let asked = 0
    for (const owed of session.failedRefunds ?? []) {
      if (dueOnly && owed.nextRetryAt && new Date(owed.nextRetryAt) > now) {
        kept.push(owed)
        continue
      }
      asked += 1
      const answer = await ask(stripe, sessionId, owed)
      if (answer.ok) {
        refundedCents += owed.amountCents ?? 0
        refundsMade.push({ at: now.toISOString(), amountCents: owed.amountCents ?? 0, to: 'card', stripeRefundId: answer.id })
        if (owed.attempts > 0) completed.push(owed)
        history.push({ at: now.toISOString(), what: `Refund of ${formatCents(owed.amountCents ?? 0)} accepted by Stripe${answer.id ? ` (${answer.id})` : ''}` })
        continue
      }
      const attempts = owed.attempts + 1
      const entry = { ...owed, attempts, lastError: answer.reason.slice(0, 500), nextRetryAt: nextRefundRetryAt(attempts, now).toISOString() }
      kept.push(entry)
      refused.push(entry)
      history.push({ at: now.toISOString(), what: `Refund of ${formatCents(owed.amountCents ?? 0)} refused by Stripe (attempt ${attempts}): ${entry.lastError}`.slice(0, 500) })
    }
    await payload.update({
      collection: 'private-sessions',
      id: sessionId,
      data: { refundedCents, failedRefunds: kept, history, refundsMade },
      overrideAccess: true, // system call: recording what Stripe answered
      req: tx.req,
    })
    return { asked, refunded: asked - refused.length }
  })
  for (const refund of refused) await tellOwnerOnce(payload, sessionId, refund)
  for (const refund of completed) await tellOrganizerItWentThrough(payload, sessionId, refund)
  return result
}

async function ask(stripe: Stripe | null, sessionId: number, owed: KeptRefund): Promise<{ ok: true; id: string | null } | { ok: false; reason: string }> {
  if (!stripe || isLocalSessionId(owed.paymentIntentId)) return { ok: true, id: null }
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: owed.paymentIntentId, amount: owed.amountCents ?? undefined, reason: 'requested_by_customer', metadata: { privateSessionId: String(sessionId), purpose: owed.purpose } },
      { idempotencyKey: owed.idempotencyKey },
    )
    // Stripe replays a key's first answer for a day: after a refusal, the refund's own state is what counts.
    const current = owed.attempts > 0 && !REFUSED.has(refund.status ?? '') ? await stripe.refunds.retrieve(refund.id) : refund
    return REFUSED.has(current.status ?? '') ? { ok: false, reason: `refund ${current.id} is ${current.status}` } : { ok: true, id: current.id }
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }
  }
}

async function tellOwnerOnce(payload: Payload, sessionId: number, refund: KeptRefund): Promise<void> {
  const business = await businessContact(payload)
  const link = `${env.SERVER_URL}/cms/collections/private-sessions/${sessionId}`
  const text = [
    `Stripe refused a refund of ${formatCents(refund.amountCents ?? 0)} for private session ${sessionId}: ${refund.lastError}`,
    'The site asks again on its own (same idempotency key, so never twice); it is listed under "Refunds not gone through yet" on the session.',
    link,
  ].join('\n\n')
  await queueEmail(payload, { kind: 'refund-failed-notice', to: business.email, subject: `A refund has not gone through – private session ${sessionId}`, text, html: text.split('\n\n').map((p) => `<p>${p}</p>`).join(''), dedupeKey: `refund-failed:${refund.idempotencyKey}` }).catch((error) =>
    payload.logger.error({ err: error, sessionId }, 'refused private refund: owner notice not queued'),
  )
}

/** A refund refused before has gone through: the organizer is told what came back, once per refund. */
async function tellOrganizerItWentThrough(payload: Payload, sessionId: number, refund: KeptRefund): Promise<void> {
  const session = await payload.findByID({ collection: 'private-sessions', id: sessionId, depth: 0, overrideAccess: true, showHiddenFields: true }) // system read: for the email
  await queueEmail(payload, {
    kind: 'refund-completed',
    to: session.organizerEmail,
    ...privateRefundCompletedEmail(await emailData(payload, session), { amountCents: refund.amountCents ?? 0, moveFee: refund.purpose === 'private-move-fee' }),
    dedupeKey: `refund-completed:${refund.idempotencyKey}`,
  }).catch((error) => payload.logger.error({ err: error, sessionId }, 'private refund gone through: email not queued'))
}

/** What of a private session's refunds Stripe has not accepted yet (kept under 'Refunds not gone through yet'). */
export async function refundsNotGoneThroughCents(payload: Payload, sessionId: number): Promise<number> {
  const session = await payload.findByID({ collection: 'private-sessions', id: sessionId, depth: 0, overrideAccess: true }) // system read: the owner's answer
  return (session.failedRefunds ?? []).reduce((n, r) => n + (r.amountCents ?? 0), 0)
}

/** Private sessions with a refund due to be asked (again) at `now`: the retry job's list. */
export async function privateSessionsWithRefundsDue(payload: Payload, now: Date): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'private-sessions',
    where: { 'failedRefunds.nextRetryAt': { less_than_equal: now.toISOString() } },
    depth: 0,
    limit: 100,
    overrideAccess: true, // system read: the retry job
  })
  return docs.map((s) => s.id)
}
