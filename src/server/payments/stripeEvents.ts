import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { PaymentOutcome } from '@/domain/bookings/fulfilment'
import { AppError } from '@/lib/errors'

import { clockNow } from '../clock/clock'
import { fulfilGiftPurchase } from '../gifts/fulfilGiftPurchase'
import { fulfil, type FulfilResult } from './fulfilment'
import { applyPaidMove, type PaidMoveOutcome } from './moveFee'
import { recordRefundFailedAtStripe } from './askStripeToRefund'
import { markRefunded } from './refunds'
import { applyPaidPrivateMove, PRIVATE_MOVE_FEE_PURPOSE } from '../privateSessions/movePrivateSession'
import { depositPaymentOf, fulfilPrivateDeposit, PRIVATE_DEPOSIT_PURPOSE, releaseLapsedDeposit } from '../privateSessions/payDeposit'
import { PRIVATE_BALANCE_PURPOSE } from '../privateSessions/chargeBalance'
import { balancePaymentOf, fulfilPrivateBalance } from '../privateSessions/payBalanceByLink'
import { bookingIdOfSession, paidNoLaterThan, paymentIntentIdOf } from './stripe'

const OUTCOMES: Partial<Record<Stripe.Event.Type, PaymentOutcome>> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null))

/** The payment intent a refund event says is refunded in full (charge.refunded, or a refund that succeeded); else null. */
function refundedPaymentIntentOf(event: Stripe.Event): string | null {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object
    return charge.refunded ? idOf(charge.payment_intent) : null
  }
  if (event.type === 'refund.updated' || event.type === 'refund.created') {
    const refund = event.data.object
    return refund.status === 'succeeded' ? idOf(refund.payment_intent) : null
  }
  return null
}

/** A refund Stripe reports failed after accepting it; else null. */
const failedRefundOf = (event: Stripe.Event): Stripe.Refund | null =>
  (event.type === 'refund.updated' || event.type === 'refund.failed') && event.data.object.status === 'failed' ? event.data.object : null

/**
 * A verified Stripe event, applied: a refund that failed is kept on its booking to retry (and the owner told); a confirmed refund moves a booking in review (or cancelled) to refunded; a paid
 * reschedule fee makes its move; completed-and-paid and async success confirm, expiry and async failure release the hold. A completed session still awaiting an asynchronous payment changes nothing yet.
 */
export async function handleStripeEvent(
  payload: Payload,
  event: Stripe.Event,
  options: { stripe?: Stripe | null } = {},
): Promise<FulfilResult | { refunded: boolean } | { refundFailed: boolean } | { move: PaidMoveOutcome } | { gift: number | null } | { privateDeposit: boolean } | { privateBalance: boolean } | { privateMove: boolean } | { ignored: string }> {
  const failedRefund = failedRefundOf(event)
  if (failedRefund) return { refundFailed: await recordRefundFailedAtStripe(payload, failedRefund) }
  const refundedIntent = refundedPaymentIntentOf(event)
  if (refundedIntent) return { refunded: await markRefunded(payload, { paymentIntentId: refundedIntent }) }
  const outcome = OUTCOMES[event.type]
  if (!outcome) return { ignored: event.type }
  const session = event.data.object as Stripe.Checkout.Session
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') return { ignored: 'awaiting payment' }
  if (session.metadata?.purpose === 'gift-certificate') {
    if (outcome !== 'paid') return { ignored: 'gift certificate not paid' }
    return { gift: await fulfilGiftPurchase(payload, { sessionId: session.id, paymentIntentId: paymentIntentIdOf(session) }) }
  }
  if (session.metadata?.purpose === 'move-fee') {
    // A reschedule fee: paid, the move is made; an unpaid or expired fee checkout holds nothing and changes nothing.
    if (outcome !== 'paid') return { ignored: 'reschedule fee not paid' }
    return { move: await applyPaidMove(payload, { sessionId: session.id, paymentIntentId: paymentIntentIdOf(session) }, options) }
  }
  if (session.metadata?.purpose === PRIVATE_MOVE_FEE_PURPOSE) {
    if (outcome !== 'paid') return { ignored: 'private move fee not paid' }
    return { privateMove: await applyPaidPrivateMove(payload, session, { stripe: options.stripe ?? null, now: clockNow() }) }
  }
  if (session.metadata?.purpose === PRIVATE_DEPOSIT_PURPOSE) {
    // A private session's deposit: paid, it confirms the session; an expired or failed one leaves the proposal open and gives its codes back.
    const paid = depositPaymentOf(session)
    if (outcome !== 'paid') return { privateDeposit: await releaseLapsedDeposit(payload, Number(session.metadata.privateSessionId), session.id, clockNow()) }
    if (!paid) return { ignored: 'private deposit not paid' }
    return { privateDeposit: await fulfilPrivateDeposit(payload, paid, clockNow()) }
  }
  if (session.metadata?.purpose === PRIVATE_BALANCE_PURPOSE) {
    const paid = balancePaymentOf(session)
    return paid ? { privateBalance: await fulfilPrivateBalance(payload, paid, clockNow()) } : { ignored: 'private balance not paid' }
  }
  const bookingId = bookingIdOfSession(session)
  if (bookingId == null) return { ignored: 'no booking id' }
  try {
    const paidAt = outcome === 'paid' ? paidNoLaterThan(session, new Date(), event.created) : undefined
    return await fulfil(payload, { bookingId, sessionId: session.id, outcome, paymentIntentId: paymentIntentIdOf(session), paidAt }, options)
  } catch (error) {
    if (error instanceof AppError && (error.code === 'BOOKING_NOT_FOUND' || error.code === 'SESSION_MISMATCH')) {
      payload.logger.warn({ msg: 'Stripe event for an unknown booking or session', eventId: event.id, bookingId, code: error.code })
      return { ignored: error.code }
    }
    throw error
  }
}
