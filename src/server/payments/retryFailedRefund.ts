import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { HISTORY } from '@/domain/manage/historyActions'
import { AppError } from '@/lib/errors'
import type { Booking } from '@/payload-types'

import { lockBooking } from '@/server/db/bookings'
import { sendRefundCompleted } from '../email/refundEmails'
import { inTransaction } from '../transaction'
import { askStripeToRefund } from './askStripeToRefund'
import { refundMoveFee } from './moveFee'
import { recordPartRefund } from './recordPartRefund'
import { refundPayment } from './refunds'
import { stripeClient } from './stripe'

type FailedRefund = NonNullable<Booking['failedRefunds']>[number]

export type RetryResult = { retried: number; refunded: number; stillFailed: number }

type Options = { stripe?: Stripe | null; now?: Date; /** Only the refunds whose next retry is due at `now` (the job); else all (the owner's button). */ dueOnly?: boolean }

/**
 * Asks Stripe again for the refunds it refused on a booking, through the code that asked first and with the same
 * idempotency key, so a payment is never refunded twice however often this runs (the retry job, the owner's "Retry
 * refund now" in /cms, an owner action that cancels and refunds). A refund that now goes through clears the booking's
 * flag and the customer is told once; one refused again waits longer (askStripeToRefund).
 */
export async function retryFailedRefund(payload: Payload, bookingId: number, { stripe = stripeClient(), now = new Date(), dueOnly = false }: Options = {}): Promise<RetryResult> {
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, disableErrors: true }) // system read: the retry of a refund owed
  if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'Booking not found', { bookingId })
  const owed = (booking.failedRefunds ?? []).filter((f) => !dueOnly || !f.nextRetryAt || new Date(f.nextRetryAt) <= now)
  const result: RetryResult = { retried: 0, refunded: 0, stillFailed: 0 }
  if (!stripe) return { ...result, stillFailed: owed.length }
  for (const refund of owed) {
    const ok =
      refund.purpose === 'booking'
        ? await retryBookingRefund(payload, stripe, booking, refund, now)
        : refund.purpose === 'booking-part'
          ? await retryPartRefund(payload, stripe, booking.id, refund, now)
          : await retryFeeRefund(payload, stripe, booking.id, refund, now)
    if (ok === null) continue
    result.retried += 1
    if (!ok) {
      result.stillFailed += 1
      continue
    }
    result.refunded += 1
    await sendRefundCompleted(payload, bookingId, refund)
  }
  payload.logger.info({ bookingId, ...result }, 'refunds Stripe refused: asked again')
  return result
}

/** Every booking with a refund due to be asked again at `now` (the retry job's list). */
export async function bookingsWithRefundsDue(payload: Payload, now: Date): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { 'failedRefunds.nextRetryAt': { less_than_equal: now.toISOString() } },
    depth: 0,
    limit: 100,
    overrideAccess: true, // system read: the retry job
  })
  return docs.map((b) => b.id)
}

async function retryBookingRefund(payload: Payload, stripe: Stripe, booking: Booking, refund: FailedRefund, now: Date): Promise<boolean | null> {
  return inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, booking.id)
    // Read again under the lock: the cancellation that made it due may have had it accepted meanwhile.
    const current = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0, overrideAccess: true, req: tx.req })
    if (!current.failedRefunds?.some((f) => f.idempotencyKey === refund.idempotencyKey)) return null
    const part = refund.amountCents && refund.amountCents < booking.totalCents ? refund.amountCents : undefined
    const answer = await refundPayment(payload, stripe, { bookingId: booking.id, sessionId: booking.stripeSessionId ?? '', paymentIntentId: refund.paymentIntentId }, now, tx.req, part)
    return answer !== 'failed'
  })
}

/** A part refund that keeps the booking, asked again with its own key; recorded on the booking once Stripe takes it. */
async function retryPartRefund(payload: Payload, stripe: Stripe, bookingId: number, refund: FailedRefund, now: Date): Promise<boolean | null> {
  return inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, bookingId)
    const current = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, req: tx.req })
    if (!current.failedRefunds?.some((f) => f.idempotencyKey === refund.idempotencyKey)) return null
    const part = { bookingId, purpose: 'booking-part' as const, paymentIntentId: refund.paymentIntentId, partCents: refund.amountCents ?? 0, idempotencyKey: refund.idempotencyKey }
    const answer = await askStripeToRefund(payload, stripe, part, now, tx.req)
    if (!answer.ok) return false
    await recordPartRefund(payload, { ...part, amountCents: part.partCents, stripeRefundId: answer.refund.id, actor: 'Stripe (asked again)' }, tx.req)
    return true
  })
}

async function retryFeeRefund(payload: Payload, stripe: Stripe, bookingId: number, refund: FailedRefund, now: Date): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'booking-events',
    where: { and: [{ booking: { equals: bookingId } }, { action: { equals: HISTORY.moveFeeRefundDue } }, { stripePaymentIntentId: { equals: refund.paymentIntentId } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true, // system read: the booking's own history
  })
  const due = docs[0]
  if (!due?.stripeSessionId) {
    payload.logger.error({ bookingId, paymentIntentId: refund.paymentIntentId }, 'a refused fee refund without its move in the history: refund it in the Stripe dashboard')
    return false
  }
  return refundMoveFee(payload, stripe, { bookingId, sessionId: due.stripeSessionId, paymentIntentId: refund.paymentIntentId, amountCents: due.amountCents ?? refund.amountCents ?? 0 }, now)
}
