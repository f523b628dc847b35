import type { Payload } from 'payload'
import Stripe from 'stripe'

import { formatCents } from '@/domain/bookings/pricing'
import { BALANCE_REMINDER_EVERY_HOURS, balanceStep, declineInWords } from '@/domain/privateSessions/balance'
import type { PrivateSession } from '@/payload-types'

import { lockNames } from '../db/advisoryLocks'
import { inTransaction, type Tx } from '../transaction'
import { queueBalanceLinkEmail } from './balanceEmails'
import { receiptPaymentsOf } from './invoices/issuePaymentReceipts'
import { recordBalancePaid } from './recordBalancePaid'

export const PRIVATE_BALANCE_PURPOSE = 'private-balance'

/** One off-session charge per session, whoever asks and however often: a rerun, a second worker or a retry. */
export const balanceChargeKey = (privateSessionId: number): string => `private-balance-${privateSessionId}`

type ChargeAnswer = { kind: 'paid'; paymentIntentId: string } | { kind: 'declined'; reason: string; paymentIntentId: string | null } | { kind: 'no-answer' }

const HOUR = 3_600_000

/** The card saved with the deposit: recorded then, or read from the deposit's payment (the webhook does not expand it). */
async function savedCardOf(stripe: Stripe, s: PrivateSession): Promise<string | null> {
  if (s.stripePaymentMethodId) return s.stripePaymentMethodId
  if (!s.stripePaymentIntentId) return null
  const deposit = await stripe.paymentIntents.retrieve(s.stripePaymentIntentId)
  return typeof deposit.payment_method === 'string' ? deposit.payment_method : (deposit.payment_method?.id ?? null)
}

/**
 * Charges the balance to the saved card, off-session. A decline or an authentication Stripe asks for is an answer
 * (the organizer then pays through the link); Stripe unreachable or failing (network, 5xx, rate limit) is no answer:
 * nothing is recorded and the next run asks again with the same key.
 */
async function chargeSavedCard(stripe: Stripe, s: PrivateSession): Promise<ChargeAnswer> {
  try {
    const paymentMethod = await savedCardOf(stripe, s)
    if (!s.stripeCustomerId || !paymentMethod) return { kind: 'declined', reason: 'no card was saved with the deposit', paymentIntentId: null }
    const intent = await stripe.paymentIntents.create(
      {
        amount: s.balanceCents ?? 0,
        currency: 'usd',
        customer: s.stripeCustomerId,
        payment_method: paymentMethod,
        off_session: true,
        confirm: true,
        metadata: { purpose: PRIVATE_BALANCE_PURPOSE, privateSessionId: String(s.id) },
      },
      { idempotencyKey: balanceChargeKey(s.id) },
    )
    if (intent.status === 'succeeded') return { kind: 'paid', paymentIntentId: intent.id }
    if (intent.status === 'processing') return { kind: 'no-answer' }
    const error = intent.last_payment_error
    const code = error?.code ?? (intent.status === 'requires_action' ? 'authentication_required' : 'card_declined')
    return { kind: 'declined', reason: declineInWords({ code, declineCode: error?.decline_code, message: error?.message }), paymentIntentId: intent.id }
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError) {
      return { kind: 'declined', reason: declineInWords({ code: error.code, declineCode: error.decline_code, message: error.message }), paymentIntentId: error.payment_intent?.id ?? null }
    }
    throw error
  }
}

export type BalanceOutcome = 'charged' | 'declined' | 'reminded' | 'no-answer' | null

/**
 * The balance of one private session, at `now`: charged to the saved card when due (the demo site, without Stripe,
 * takes it as paid), or the organizer reminded every 2 days after a decline. Under the session's lock, read fresh
 * (a move changes its due time, a cancellation its status), recorded only after Stripe answered.
 */
export async function settleBalance(payload: Payload, privateSessionId: number, { stripe, now }: { stripe: Stripe | null; now: Date }): Promise<BalanceOutcome> {
  const outcome = await inTransaction(payload, async (tx): Promise<BalanceOutcome> => {
    await lockNames(tx.db, [`private-session:${privateSessionId}`])
    const s = await payload.findByID({ collection: 'private-sessions', id: privateSessionId, req: tx.req, depth: 0, overrideAccess: true, showHiddenFields: true }) // system call: the balance job
    const step = balanceStep(s, now)
    if (step === 'remind') return remind(payload, tx, s, now)
    if (step !== 'charge') return null
    if (!stripe) {
      await recordBalancePaid(payload, tx, s, { paymentIntentId: null, savedCard: true }, now)
      return 'charged'
    }
    const answer = await chargeSavedCard(stripe, s).catch((error: unknown) => {
      payload.logger.warn({ err: error, privateSessionId }, 'private balance: Stripe gave no answer; the next run asks again')
      return { kind: 'no-answer' } as const
    })
    if (answer.kind === 'no-answer') return 'no-answer'
    if (answer.kind === 'paid') {
      await recordBalancePaid(payload, tx, s, { paymentIntentId: answer.paymentIntentId, savedCard: true }, now)
      return 'charged'
    }
    const updated = await payload.update({
      collection: 'private-sessions',
      id: s.id,
      data: {
        balanceDeclinedAt: now.toISOString(),
        balanceDeclineReason: answer.reason,
        balancePaymentIntentId: answer.paymentIntentId,
        history: [...(s.history ?? []), { at: now.toISOString(), what: `Balance of ${formatCents(s.balanceCents ?? 0)} not charged to the saved card: ${answer.reason}. The organizer was emailed a link to pay it.` }],
      },
      req: tx.req,
      depth: 0,
      overrideAccess: true, // system call: Stripe's answer to the balance charge
      showHiddenFields: true,
    })
    await queueBalanceLinkEmail(payload, updated, { reason: answer.reason, reminder: 0 }, tx.req)
    return 'declined'
  })
  if (outcome === 'charged') await receiptPaymentsOf(payload, privateSessionId)
  return outcome
}

async function remind(payload: Payload, tx: Tx, s: PrivateSession, now: Date): Promise<BalanceOutcome> {
  const number = Math.floor((now.getTime() - new Date(s.balanceDeclinedAt!).getTime()) / (BALANCE_REMINDER_EVERY_HOURS * HOUR))
  await queueBalanceLinkEmail(payload, s, { reason: s.balanceDeclineReason ?? '', reminder: number }, tx.req)
  await payload.update({
    collection: 'private-sessions',
    id: s.id,
    data: { balanceReminderSentAt: now.toISOString(), history: [...(s.history ?? []), { at: now.toISOString(), what: 'Reminder to pay the balance emailed' }] },
    req: tx.req,
    overrideAccess: true, // system call: the balance job
  })
  return 'reminded'
}

/** Sessions whose balance the job looks at: confirmed, owed and due (declined ones too, for their reminders). */
export async function sessionsWithBalanceDue(payload: Payload, now: Date): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'private-sessions',
    where: { status: { equals: 'confirmed' }, balanceCents: { greater_than: 0 }, balancePaidAt: { exists: false }, balanceDueAt: { less_than_equal: now.toISOString() } },
    depth: 0,
    limit: 200,
    pagination: false,
    select: {},
    overrideAccess: true, // system call: the balance job
  })
  return docs.map((d) => d.id)
}

/** Every due balance settled at `now`, one session at a time; one session's failure does not stop the others. */
export async function settleEachDueBalance(payload: Payload, { stripe, now }: { stripe: Stripe | null; now: Date }): Promise<{ privateSessionId: number; outcome: BalanceOutcome }[]> {
  const settled: { privateSessionId: number; outcome: BalanceOutcome }[] = []
  for (const id of await sessionsWithBalanceDue(payload, now)) {
    const outcome = await settleBalance(payload, id, { stripe, now }).catch((error: unknown) => {
      payload.logger.error({ err: error, privateSessionId: id }, 'private balance: not settled')
      return null
    })
    settled.push({ privateSessionId: id, outcome })
  }
  return settled
}

/** What a run did, counted (the job's output). */
export function countOutcomes(settled: { outcome: BalanceOutcome }[]): Record<'charged' | 'declined' | 'reminded', number> {
  const counts = { charged: 0, declined: 0, reminded: 0 }
  for (const { outcome } of settled) if (outcome === 'charged' || outcome === 'declined' || outcome === 'reminded') counts[outcome] += 1
  return counts
}
