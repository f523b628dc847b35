import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { checkoutExpiresAt } from '@/domain/bookings/holds'
import { isProposalOpen, PRIVATE_PROGRAM_LABELS } from '@/domain/privateSessions/privateSession'
import { DEMO_SESSION_PREFIX } from '@/domain/bookings/sessionIds'
import { formatCents } from '@/domain/bookings/pricing'
import { formatClassDate } from '@/domain/time/format'
import { AppError } from '@/lib/errors'
import type { PrivateSession } from '@/payload-types'

import { lockNames } from '../db/advisoryLocks'
import { paymentIntentIdOf } from '../payments/stripe'
import { inTransaction } from '../transaction'
import { type DepositCodes, type DepositWithCodes, holdDepositCodes, releaseDepositCodes } from './depositCodes'
import { issueDepositReceipt } from './invoices/issueDepositReceipt'
import { queuePrivateConfirmationEmail } from './privateSessionEmails'
import { privateLink } from './privateLink'

export const PRIVATE_DEPOSIT_PURPOSE = 'private-deposit'

export const PROPOSAL_CLOSED_MESSAGE = 'This proposal has expired and can no longer be accepted. Please contact us for a new date.'

/**
 * The organizer's 'Pay the deposit': with the private policies accepted and the proposal still open, a Stripe
 * Checkout for the deposit (half; the full price when the session is less than 336 hours away) that saves the card for
 * the balance (a customer, setup_future_usage off_session). A promo code comes off the total first; a gift
 * certificate or class credit pays what it covers of what is due now, and the card the rest: both are held with the
 * checkout (holdDepositCodes) and given back if it lapses. Without Stripe (the demo site), or when the codes cover all
 * that is due now, the deposit is taken as paid at once, through the same fulfilment. Answers where the browser goes.
 */
export async function openDepositCheckout(
  payload: Payload,
  token: string,
  { accepted, now, stripe, codes = {} }: { accepted: boolean; now: Date; stripe: Stripe | null; codes?: DepositCodes },
): Promise<string> {
  const found = await privateLink('organizer').sessionOrRefusal(payload, token)
  if (found.status === 'confirmed') return privateLink('organizer').path(found.tokenNonce!)
  if (!accepted) throw new AppError('INVALID_INPUT', 'Please accept the private class policies to continue.')
  if (!isProposalOpen(found, now)) throw new AppError('PROPOSAL_CLOSED', PROPOSAL_CLOSED_MESSAGE)
  // Never past the proposal's end: a deposit paid is always one for an open proposal.
  const expiresAt = checkoutExpiresAt(new Date(Math.min(new Date(found.openUntil).getTime(), now.getTime() + 23 * 3_600_000)), now)
  const { session, price } = await inTransaction(payload, async (tx) => {
    await lockNames(tx.db, [`private-session:${found.id}`])
    const locked = await payload.findByID({ collection: 'private-sessions', id: found.id, depth: 0, req: tx.req, overrideAccess: true }) // system call: the link's holder, under the session's lock
    const held = await holdDepositCodes(payload, tx, locked, codes, { now, heldUntil: new Date(expiresAt * 1000) })
    await payload.update({
      collection: 'private-sessions',
      id: found.id,
      data: { policiesAcceptedAt: now.toISOString() },
      req: tx.req,
      overrideAccess: true, // system call: the holder of the private link accepted the policies
    })
    return { session: locked, price: held }
  })
  const page = privateLink('organizer').url(found.tokenNonce!)
  // Without Stripe (the demo site), or with codes that cover all that is due now: confirmed at once, no checkout.
  if (!stripe || price.cardCents <= 0) {
    const sessionId = stripe ? null : `${DEMO_SESSION_PREFIX}private_${session.id}`
    await fulfilPrivateDeposit(payload, { privateSessionId: session.id, sessionId, amountCents: price.cardCents }, now)
    return privateLink('organizer').path(found.tokenNonce!)
  }
  const what = `${PRIVATE_PROGRAM_LABELS[session.program]}, ${formatClassDate(session.startTime)}`
  const checkout = await stripe.checkout.sessions
    .create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: price.cardCents, product_data: { name: `${price.fullPriceNow ? what : `${what} — 50% deposit`}${depositLineNote(price)}` } } }],
        customer_email: session.organizerEmail,
        customer_creation: 'always',
        client_reference_id: `private-${session.id}`,
        metadata: { purpose: PRIVATE_DEPOSIT_PURPOSE, privateSessionId: String(session.id), amountCents: String(price.cardCents) },
        payment_intent_data: { setup_future_usage: 'off_session', metadata: { privateSessionId: String(session.id) } },
        expires_at: expiresAt,
        success_url: `${page}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: page,
      },
      // One checkout per minute of asking and amount: a double click opens one, a return after the checkout lapsed (or other codes) a new one.
      { idempotencyKey: `private-deposit-${session.id}-${price.cardCents}-${now.toISOString().slice(0, 16)}` },
    )
    .catch(async (error: unknown) => {
      await releaseLapsedDeposit(payload, session.id, null, now)
      throw error
    })
  if (!checkout.url) throw new AppError('PAYMENT_UNAVAILABLE', 'There was an error processing your payment.')
  await payload.update({ collection: 'private-sessions', id: session.id, data: { stripeSessionId: checkout.id }, overrideAccess: true }) // system call: the checkout just opened
  return checkout.url
}

/** The Stripe line's note of what the codes took off, e.g. " (less promo discount $60.00 and $50.00 paid with a code)". */
function depositLineNote(price: DepositWithCodes): string {
  const parts = [
    ...(price.discountCents > 0 ? [`promo discount ${formatCents(price.discountCents)}`] : []),
    ...(price.creditCents > 0 ? [`${formatCents(price.creditCents)} paid with a code`] : []),
  ]
  return parts.length ? ` (less ${parts.join(' and ')})` : ''
}

/**
 * A deposit checkout that lapsed (Stripe's checkout.session.expired) or could not be opened: its codes are given back.
 * Only for the session's current checkout (`checkoutId`, null for one that never opened), and never once paid.
 */
export async function releaseLapsedDeposit(payload: Payload, privateSessionId: number, checkoutId: string | null, now: Date): Promise<boolean> {
  return inTransaction(payload, async (tx) => {
    await lockNames(tx.db, [`private-session:${privateSessionId}`])
    const session = await payload.findByID({ collection: 'private-sessions', id: privateSessionId, depth: 0, req: tx.req, overrideAccess: true, disableErrors: true }) // system call: Stripe says the checkout lapsed
    if (!session || (checkoutId != null && session.stripeSessionId !== checkoutId)) return false
    return releaseDepositCodes(payload, tx, session, now, 'Deposit checkout lapsed: the codes were given back')
  })
}

export type DepositPayment = {
  privateSessionId: number
  /** Null when the codes paid everything due and no checkout was opened. */
  sessionId: string | null
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
    // What was due now: the card's part and what a gift certificate or class credit paid; the promo's discount is off the total.
    const depositCents = paid.amountCents + (session.creditCents ?? 0)
    const balanceCents = Math.max(0, (session.totalCents ?? 0) - (session.discountCents ?? 0) - depositCents)
    await payload.update({
      collection: 'private-sessions',
      id: session.id,
      data: {
        status: 'confirmed',
        depositPaidAt: now.toISOString(),
        depositCents,
        balanceCents,
        stripeSessionId: paid.sessionId,
        stripePaymentIntentId: paid.paymentIntentId ?? null,
        stripeCustomerId: paid.customerId ?? null,
        stripePaymentMethodId: paid.paymentMethodId ?? null,
        history: [...(session.history ?? []), { at: now.toISOString(), what: `${balanceCents > 0 ? 'Deposit paid: confirmed' : 'Paid in full: confirmed'}${paidWithCodes(session)}` }],
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

/** The history's note of what the codes did, e.g. "; promo code $60.00 off; $50.00 paid by gift certificate". */
function paidWithCodes(session: PrivateSession): string {
  const discount = session.discountCents ?? 0
  const credit = session.creditCents ?? 0
  return `${discount > 0 ? `; promo code ${formatCents(discount)} off` : ''}${credit > 0 ? `; ${formatCents(credit)} paid with a code` : ''}`
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
