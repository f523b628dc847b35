import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { checkoutExpiresAt } from '@/domain/bookings/holds'
import { privatePriceBreakdown } from '@/domain/privateSessions/privatePrice'
import { isProposalOpen, PRIVATE_PROGRAM_LABELS } from '@/domain/privateSessions/privateSession'
import { DEMO_SESSION_PREFIX } from '@/domain/bookings/sessionIds'
import { formatClassDate } from '@/domain/time/format'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import type { PrivateSession } from '@/payload-types'

import { lockNames } from '../db/advisoryLocks'
import { paymentIntentIdOf } from '../payments/stripe'
import { inTransaction } from '../transaction'
import { issueDepositReceipt } from './invoices/issueDepositReceipt'
import { queuePrivateConfirmationEmail } from './privateSessionEmails'
import { privateSessionOfToken, privateSessionPath } from './privateToken'

export const PRIVATE_DEPOSIT_PURPOSE = 'private-deposit'

export const PROPOSAL_CLOSED_MESSAGE = 'This proposal has expired and can no longer be accepted. Please contact us for a new date.'

/**
 * The organizer's 'Pay the deposit': with the private policies accepted and the proposal still open, a Stripe
 * Checkout for the deposit (half; the full price when the session is less than 336 hours away) that saves the card for
 * the balance (a customer, setup_future_usage off_session). Without Stripe (the demo site) the deposit is taken as
 * paid at once, through the same fulfilment. Answers where the browser goes.
 */
export async function openDepositCheckout(
  payload: Payload,
  token: string,
  { accepted, now, stripe }: { accepted: boolean; now: Date; stripe: Stripe | null },
): Promise<string> {
  const session = await privateSessionOfToken(payload, token)
  if (!session) throw new AppError('NOT_FOUND', 'This link is not valid.')
  if (session.status === 'confirmed') return privateSessionPath(session.tokenNonce!)
  if (!accepted) throw new AppError('INVALID_INPUT', 'Please accept the private class policies to continue.')
  if (!isProposalOpen(session, now)) throw new AppError('PROPOSAL_CLOSED', PROPOSAL_CLOSED_MESSAGE)
  const price = privatePriceBreakdown(session.totalCents ?? 0, new Date(session.startTime), now)
  await payload.update({
    collection: 'private-sessions',
    id: session.id,
    data: { policiesAcceptedAt: now.toISOString() },
    overrideAccess: true, // system call: the holder of the private link accepted the policies
  })
  const page = `${env.SERVER_URL}${privateSessionPath(session.tokenNonce!)}`
  if (!stripe) {
    await fulfilPrivateDeposit(payload, { privateSessionId: session.id, sessionId: `${DEMO_SESSION_PREFIX}private_${session.id}`, amountCents: price.dueNowCents }, now)
    return privateSessionPath(session.tokenNonce!)
  }
  const what = `${PRIVATE_PROGRAM_LABELS[session.program]}, ${formatClassDate(session.startTime)}`
  const checkout = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: price.dueNowCents, product_data: { name: price.fullPriceNow ? what : `${what} — 50% deposit` } } }],
      customer_email: session.organizerEmail,
      customer_creation: 'always',
      client_reference_id: `private-${session.id}`,
      metadata: { purpose: PRIVATE_DEPOSIT_PURPOSE, privateSessionId: String(session.id), amountCents: String(price.dueNowCents) },
      payment_intent_data: { setup_future_usage: 'off_session', metadata: { privateSessionId: String(session.id) } },
      // Never past the proposal's end: a deposit paid is always one for an open proposal.
      expires_at: checkoutExpiresAt(new Date(Math.min(new Date(session.openUntil).getTime(), now.getTime() + 23 * 3_600_000)), now),
      success_url: `${page}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: page,
    },
    // One checkout per minute of asking: a double click opens one, a return after the checkout lapsed opens a new one.
    { idempotencyKey: `private-deposit-${session.id}-${now.toISOString().slice(0, 16)}` },
  )
  if (!checkout.url) throw new AppError('PAYMENT_UNAVAILABLE', 'There was an error processing your payment.')
  await payload.update({ collection: 'private-sessions', id: session.id, data: { stripeSessionId: checkout.id }, overrideAccess: true }) // system call: the checkout just opened
  return checkout.url
}

export type DepositPayment = {
  privateSessionId: number
  sessionId: string
  amountCents: number
  paymentIntentId?: string | null
  customerId?: string | null
  paymentMethodId?: string | null
}

/**
 * The one place a deposit confirms a private session (the webhook, the return to the page, the demo). Idempotent:
 * under a lock per session, a deposit already recorded changes nothing, whatever became of the session since; the
 * confirmation email has its own dedupe key, so a repeat that follows a failed queueing repairs it. True when this
 * call recorded the payment.
 */
export async function fulfilPrivateDeposit(payload: Payload, paid: DepositPayment, now: Date): Promise<boolean> {
  const recorded = await inTransaction(payload, async (tx) => {
    await lockNames(tx.db, [`private-session:${paid.privateSessionId}`])
    const session = await payload.findByID({ collection: 'private-sessions', id: paid.privateSessionId, req: tx.req, depth: 0, overrideAccess: true }) // system call: a verified payment
    if (session.depositPaidAt) return false
    const balanceCents = Math.max(0, (session.totalCents ?? 0) - paid.amountCents)
    await payload.update({
      collection: 'private-sessions',
      id: session.id,
      data: {
        status: 'confirmed',
        depositPaidAt: now.toISOString(),
        depositCents: paid.amountCents,
        balanceCents,
        stripeSessionId: paid.sessionId,
        stripePaymentIntentId: paid.paymentIntentId ?? null,
        stripeCustomerId: paid.customerId ?? null,
        stripePaymentMethodId: paid.paymentMethodId ?? null,
        history: [...(session.history ?? []), { at: now.toISOString(), what: balanceCents > 0 ? 'Deposit paid: confirmed' : 'Paid in full: confirmed' }],
      },
      req: tx.req,
      overrideAccess: true, // system call: a verified payment
    })
    return true
  })
  const session = await payload.findByID({ collection: 'private-sessions', id: paid.privateSessionId, depth: 0, overrideAccess: true, showHiddenFields: true }) // system read: for the email
  if (session.status === 'confirmed') {
    await queuePrivateConfirmationEmail(payload, session).catch((error) =>
      payload.logger.error({ err: error, privateSessionId: session.id }, 'private session confirmed: confirmation email not queued'),
    )
    await issueDepositReceipt(payload, session).catch((error) =>
      payload.logger.error({ err: error, privateSessionId: session.id }, 'private session confirmed: receipt not issued'),
    )
  }
  return recorded
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null))

/** A paid Checkout of a private deposit, as fulfilPrivateDeposit takes it (the webhook's and the return page's). */
export function depositPaymentOf(checkout: Stripe.Checkout.Session): DepositPayment | null {
  const id = Number(checkout.metadata?.privateSessionId)
  if (checkout.metadata?.purpose !== PRIVATE_DEPOSIT_PURPOSE || !Number.isInteger(id) || checkout.payment_status !== 'paid') return null
  const intent = typeof checkout.payment_intent === 'object' ? checkout.payment_intent : null
  return {
    privateSessionId: id,
    sessionId: checkout.id,
    amountCents: checkout.amount_total ?? Number(checkout.metadata?.amountCents),
    paymentIntentId: paymentIntentIdOf(checkout),
    customerId: idOf(checkout.customer),
    paymentMethodId: idOf(intent?.payment_method),
  }
}

/** The return from Stripe's Checkout to the proposal page: the deposit applied if Stripe says it is paid. True when this call recorded it. */
export async function applyReturnedCheckout(payload: Payload, session: PrivateSession, checkoutId: string, { stripe, now }: { stripe: Stripe | null; now: Date }): Promise<boolean> {
  if (!stripe || session.depositPaidAt || checkoutId !== session.stripeSessionId) return false
  const checkout = await stripe.checkout.sessions.retrieve(checkoutId, { expand: ['payment_intent'] })
  const paid = depositPaymentOf(checkout)
  return paid != null && paid.privateSessionId === session.id && (await fulfilPrivateDeposit(payload, paid, now))
}
