import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { privateCancelledEmail } from '@/domain/email/privatePolicyEmails'
import { formatCents } from '@/domain/bookings/pricing'
import { refundSentence, sessionPolicy } from '@/domain/privateSessions/privatePolicy'
import { paidWithOf, splitPrivateRefund } from '@/domain/privateSessions/privateRefundSplit'
import { relationId } from '@/lib/relationId'

import { giveBackToCredit } from '../credits/creditLedger'
import { queueEmail } from '../email/outbox'
import { inTransaction } from '../transaction'
import { emailData } from './privateSessionEmails'
import { refuseUnlessManageable } from './privatePolicyState'
import { askPrivateRefunds, lockPrivateSession, privateRefundDue } from './privateRefunds'

export type PrivateCancellation = { refundCents: number; refund: string }

/**
 * Cancels a confirmed session before its start: by the organizer (the private policies decide what comes back) or by
 * the studio when the instructor cannot teach (everything paid comes back). Under the session's lock: the status, the
 * history and the refund owed are written together, so a second click refunds nothing more; after the commit the
 * refund is asked of Stripe (askPrivateRefunds: recorded once Stripe answered, refused ones kept and retried) and the
 * organizer is told exactly what comes back. Not `confirmed` any more, the unpaid balance is never charged.
 */
export async function cancelPrivateSession(
  payload: Payload,
  sessionId: number,
  { by, now, stripe }: { by: 'organizer' | 'studio'; now: Date; stripe: Stripe | null },
): Promise<PrivateCancellation> {
  const cancellation = await inTransaction(payload, async (tx) => {
    await lockPrivateSession(tx, sessionId)
    const session = await payload.findByID({ collection: 'private-sessions', id: sessionId, depth: 0, overrideAccess: true, req: tx.req }) // system call: the organizer's or the owner's cancellation
    refuseUnlessManageable(session, now)
    const decision = sessionPolicy(session, now, { studioCancels: by === 'studio' })
    const split = splitPrivateRefund(decision.refundCents, paidWithOf(session))
    const refund = refundSentence(decision, split.creditCents)
    const owed = split.card.map((part) => privateRefundDue(sessionId, { purpose: 'private-session', paymentIntentId: part.paymentIntentId, amountCents: part.cents }, now))
    const creditId = relationId(session.classCredit as number | { id: number } | null)
    const codeBack = creditId != null && split.creditCents > 0
    if (codeBack) await giveBackToCredit(tx, creditId, split.creditCents, now)
    const who = by === 'studio' ? 'Cancelled by the studio (the instructor cannot teach)' : 'Cancelled by the organizer'
    await payload.update({
      collection: 'private-sessions',
      id: sessionId,
      data: {
        status: by === 'studio' ? 'cancelled-by-studio' : 'cancelled',
        cancelledAt: now.toISOString(),
        failedRefunds: [...(session.failedRefunds ?? []), ...owed],
        refundsMade: [...(session.refundsMade ?? []), ...(codeBack ? [{ at: now.toISOString(), amountCents: split.creditCents, to: 'code' as const }] : [])],
        history: [...(session.history ?? []), { at: now.toISOString(), what: `${who}: ${formatCents(decision.refundCents)} to refund${split.creditCents > 0 ? `, of which ${formatCents(split.creditCents)} back on the code that paid it` : ''}` }],
      },
      overrideAccess: true, // system call: the cancellation decided above
      req: tx.req,
    })
    return { refundCents: decision.refundCents, refund }
  })
  await askPrivateRefunds(payload, sessionId, { stripe, now })
  const session = await payload.findByID({ collection: 'private-sessions', id: sessionId, depth: 0, overrideAccess: true, showHiddenFields: true }) // system read: for the email
  await queueEmail(payload, {
    kind: 'private-cancelled',
    to: session.organizerEmail,
    ...privateCancelledEmail(await emailData(payload, session), { byStudio: by === 'studio', refund: cancellation.refund }),
    dedupeKey: `private-cancelled:${sessionId}`,
  }).catch((error) => payload.logger.error({ err: error, sessionId }, 'private session cancelled: email not queued'))
  return cancellation
}
