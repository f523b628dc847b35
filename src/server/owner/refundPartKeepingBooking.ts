import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { formatCents } from '@/domain/bookings/pricing'
import { cardRefundableCents, partRefundKeptWords } from '@/domain/cms/ownerBookingActions'
import { HISTORY } from '@/domain/manage/historyActions'
import { paidInDemo } from '@/domain/payments/demoPayment'
import { partRefundKey, refundWaitingRefusal } from '@/domain/payments/refundRetry'
import { AppError } from '@/lib/errors'

import type { StaffUser } from '../auth/requireStaff'
import { actorOf, recordBookingEvent } from '../bookings/bookingHistory'
import { lockBooking } from '../db/bookings'
import { sendPartRefundKept } from '../email/refundEmails'
import { askStripeToRefund } from '../payments/askStripeToRefund'
import { recordedPartRefundCents, recordPartRefund } from '../payments/recordPartRefund'
import { isLocalSessionId, paymentIntentIdOf, stripeClient } from '../payments/stripe'
import { inTransaction } from '../transaction'

type Options = {
  amountCents: number
  reason: string
  /** Made when the owner opened the action: the same request sent again is the same refund. */
  requestId: string
  now?: Date
  stripe?: Stripe | null
}

type Outcome = { refund: 'refunded' | 'pending' | 'failed' | 'repeated'; amountCents: number; failure?: string }

/**
 * The owner gives back part of a booking's card payment and keeps the booking (confirmed, its seats held). Under the
 * booking's row lock: a request already recorded (its key in the history) is answered as it was; otherwise the amount
 * is at most what is left on the card, Stripe is asked with the refund's own key (partRefundKey) and, once Stripe took
 * it, the booking's "Refunded by card so far" and its history record it. A refusal is kept on the booking and retried
 * like any refund (failedRefunds, retryFailedRefund). The customer is emailed the amount and the reason, once per refund.
 */
export async function refundPartKeepingBooking(payload: Payload, bookingId: number, owner: StaffUser, { amountCents, reason, requestId, now = new Date(), stripe = stripeClient() }: Options) {
  const actor = actorOf(owner)
  const { outcome, key, bookingNumber, demo } = await inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, bookingId)
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, disableErrors: true, req: tx.req }) // system read: under the lock
    if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'Booking not found', { bookingId })
    const sessionId = booking.stripeSessionId ?? ''
    const local = isLocalSessionId(sessionId)
    if (!local && !stripe) throw new AppError('PAYMENT_UNAVAILABLE', 'The payment service is not set up, so nothing can be refunded to the card.', { bookingId })
    const paymentIntentId = local ? sessionId : (booking.stripePaymentIntentId ?? (sessionId ? paymentIntentIdOf(await stripe!.checkout.sessions.retrieve(sessionId)) : null))
    if (!paymentIntentId) throw new AppError('INVALID_INPUT', 'Nothing was paid by card for this booking, so there is nothing to refund.', { bookingId })
    const key = partRefundKey(bookingId, paymentIntentId, requestId)
    const said = { key, bookingNumber: booking.bookingNumber ?? `#${bookingId}`, demo: paidInDemo(sessionId) }

    const recorded = await recordedPartRefundCents(payload, key, tx.req)
    if (recorded !== null) return { ...said, outcome: { refund: 'repeated', amountCents: recorded } satisfies Outcome }
    if (booking.status !== 'confirmed') throw new AppError('ACTION_NOT_ALLOWED', 'Only a confirmed booking can be refunded in part and kept.', { bookingId })
    const refusal = refundWaitingRefusal(bookingId, booking.failedRefunds, { idempotencyKey: key })
    if (refusal) throw new AppError('PAYMENT_REFUNDING', refusal, { bookingId })
    const retried = booking.failedRefunds?.find((f) => f.idempotencyKey === key)
    const amount = retried?.amountCents ?? amountCents
    if (!retried) assertLeftOnCard(cardRefundableCents(booking), amount, bookingId)

    const record = { bookingId, amountCents: amount, idempotencyKey: key, actor, reason }
    if (local) {
      await recordPartRefund(payload, { ...record, paymentIntentId: null, stripeRefundId: null }, tx.req)
      return { ...said, outcome: { refund: 'refunded', amountCents: amount } satisfies Outcome }
    }
    const answer = await askStripeToRefund(payload, stripe!, { bookingId, purpose: 'booking-part', paymentIntentId, partCents: amount, idempotencyKey: key }, now, tx.req)
    if (!answer.ok) {
      await recordBookingEvent(payload, bookingId, { action: HISTORY.ownerPartRefundRefused, actor, amountCents: amount, reason }, tx.req)
      return { ...said, outcome: { refund: 'failed', amountCents: amount, failure: answer.reason } satisfies Outcome }
    }
    await recordPartRefund(payload, { ...record, paymentIntentId, stripeRefundId: answer.refund.id }, tx.req)
    return { ...said, outcome: { refund: answer.refund.status === 'succeeded' ? 'refunded' : 'pending', amountCents: amount } satisfies Outcome }
  })
  if (outcome.refund !== 'repeated') await sendPartRefundKept(payload, bookingId, { amountCents: outcome.amountCents, refund: outcome.refund, reason, idempotencyKey: key })
  const after = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true }) // system read: what is left, for the owner's words
  const leftCents = cardRefundableCents(after)
  return { ...outcome, status: after.status, leftCents, message: partRefundKeptWords(bookingNumber, { ...outcome, leftCents }, demo) }
}

function assertLeftOnCard(leftCents: number, amountCents: number, bookingId: number): void {
  if (leftCents <= 0) throw new AppError('INVALID_INPUT', 'Nothing is left on the card for this booking, so there is nothing to refund.', { bookingId })
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > leftCents) {
    throw new AppError('INVALID_INPUT', `The refund must be more than $0.00 and at most ${formatCents(leftCents)}, what is left of the card payment.`, { bookingId, field: 'amount' })
  }
}
