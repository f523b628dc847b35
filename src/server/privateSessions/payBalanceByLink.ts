import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { checkoutExpiresAt } from '@/domain/bookings/holds'
import { DEMO_SESSION_PREFIX } from '@/domain/bookings/sessionIds'
import { balanceAwaitingCustomer } from '@/domain/privateSessions/balance'
import { PRIVATE_PROGRAM_LABELS } from '@/domain/privateSessions/privateSession'
import { formatClassDate } from '@/domain/time/format'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import type { PrivateSession } from '@/payload-types'

import { lockNames } from '../db/advisoryLocks'
import { paymentIntentIdOf } from '../payments/stripe'
import { inTransaction } from '../transaction'
import { PRIVATE_BALANCE_PURPOSE } from './chargeBalance'
import { privateLink } from './privateLink'
import { receiptPaymentsOf } from './invoices/issuePaymentReceipts'
import { recordBalancePaid } from './recordBalancePaid'

const CHECKOUT_OPEN_MS = 23 * 3_600_000

/**
 * The organizer's 'Pay the balance' after the saved card was declined: a Stripe Checkout for the balance (the demo
 * site, without Stripe, takes it as paid at once through the same recording). Answers where the browser goes.
 */
export async function openBalanceCheckout(payload: Payload, token: string, { now, stripe }: { now: Date; stripe: Stripe | null }): Promise<string> {
  const session = await privateLink('organizer').sessionOrRefusal(payload, token)
  const page = privateLink('organizer').path(session.tokenNonce!)
  if (!balanceAwaitingCustomer(session)) return page
  if (!stripe) {
    await fulfilPrivateBalance(payload, { privateSessionId: session.id, checkoutSessionId: `${DEMO_SESSION_PREFIX}private_balance_${session.id}`, paymentIntentId: null }, now)
    return page
  }
  const amountCents = session.balanceCents ?? 0
  const checkout = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name: `${PRIVATE_PROGRAM_LABELS[session.program]}, ${formatClassDate(session.startTime)} — balance` } } }],
      ...(session.stripeCustomerId ? { customer: session.stripeCustomerId } : { customer_email: session.organizerEmail }),
      client_reference_id: `private-${session.id}`,
      metadata: { purpose: PRIVATE_BALANCE_PURPOSE, privateSessionId: String(session.id), amountCents: String(amountCents) },
      payment_intent_data: { metadata: { purpose: PRIVATE_BALANCE_PURPOSE, privateSessionId: String(session.id) } },
      expires_at: checkoutExpiresAt(new Date(now.getTime() + CHECKOUT_OPEN_MS), now),
      success_url: `${env.SERVER_URL}${page}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${env.SERVER_URL}${page}`,
    },
    // One checkout per minute of asking, as the deposit's.
    { idempotencyKey: `private-balance-link-${session.id}-${now.toISOString().slice(0, 16)}` },
  )
  if (!checkout.url) throw new AppError('PAYMENT_UNAVAILABLE', 'There was an error processing your payment.')
  await payload.update({ collection: 'private-sessions', id: session.id, data: { balanceCheckoutSessionId: checkout.id }, overrideAccess: true }) // system call: the checkout just opened
  return checkout.url
}

export type LinkPayment = { privateSessionId: number; checkoutSessionId: string; paymentIntentId: string | null }

/**
 * The balance paid through the link (the webhook, the return to the page, the demo). Idempotent: under the session's
 * lock, a balance already recorded changes nothing, whatever became of the session since. True when this call recorded it.
 */
export async function fulfilPrivateBalance(payload: Payload, paid: LinkPayment, now: Date): Promise<boolean> {
  const recorded = await inTransaction(payload, async (tx) => {
    await lockNames(tx.db, [`private-session:${paid.privateSessionId}`])
    const s = await payload.findByID({ collection: 'private-sessions', id: paid.privateSessionId, req: tx.req, depth: 0, overrideAccess: true, showHiddenFields: true }) // system call: a verified payment
    if (s.balancePaidAt) return false
    await recordBalancePaid(payload, tx, s, { paymentIntentId: paid.paymentIntentId, savedCard: false }, now)
    return true
  })
  // Every repeat asks for the receipt: one per payment, and a repeat after a failed issue repairs it.
  await receiptPaymentsOf(payload, paid.privateSessionId)
  return recorded
}

/** A paid Checkout of a private balance, as fulfilPrivateBalance takes it; else null. */
export function balancePaymentOf(checkout: Stripe.Checkout.Session): LinkPayment | null {
  const id = Number(checkout.metadata?.privateSessionId)
  if (checkout.metadata?.purpose !== PRIVATE_BALANCE_PURPOSE || !Number.isInteger(id) || checkout.payment_status !== 'paid') return null
  return { privateSessionId: id, checkoutSessionId: checkout.id, paymentIntentId: paymentIntentIdOf(checkout) }
}

/** The return from the balance's Checkout to the session page: applied if Stripe says it is paid. True when this call recorded it. */
export async function applyReturnedBalanceCheckout(payload: Payload, session: PrivateSession, checkoutId: string, { stripe, now }: { stripe: Stripe | null; now: Date }): Promise<boolean> {
  if (!stripe || session.balancePaidAt || checkoutId !== session.balanceCheckoutSessionId) return false
  const paid = balancePaymentOf(await stripe.checkout.sessions.retrieve(checkoutId))
  return paid != null && paid.privateSessionId === session.id && (await fulfilPrivateBalance(payload, paid, now))
}
