import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { cardRefundableCents } from '@/domain/admin/ownerBookingActions'
import type { CustomerRefund } from '@/domain/email/bookingChangeEmails'
import { formatCents } from '@/domain/bookings/pricing'
import type { BookingStatus } from '@/domain/values'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import type { BookingEventNote } from '../bookings/bookingHistory'
import { hasHistory } from '../bookings/hasHistory'
import { lockBooking } from '../bookings/lockBooking'
import { moveCreditWithBooking } from '../credits/creditLedger'
import { inTransaction, type Tx } from '../transaction'
import { markRefunded, refundPayment } from './refunds'
import { isLocalSessionId } from './stripe'

export type RefundProgress = CustomerRefund

export type CancelledAndRefunded = {
  booking: Booking
  status: BookingStatus
  refund: RefundProgress
  /** What goes back to the card, in cents. */
  refundCents: number
  /** Why Stripe refused the refund, when it did. */
  failure?: string
}

type Options = {
  /** The cancellation's history entry; a repeated request recognises its own cancellation by this action. */
  note: BookingEventNote
  /** Part of the card payment to refund; all of it when not given. */
  amountCents?: number
  /** The caller's policy (the customer's tier), asked under the row lock; the owner passes none. */
  allowed?: (tx: Tx, booking: Booking) => Promise<void>
  now: Date
  stripe: Stripe | null
}

export const CANCEL_REFUSALS = {
  alreadyCancelled: 'This booking is already cancelled.',
  notConfirmed: 'Only a confirmed booking can be cancelled.',
  nothingPaid: 'Nothing was paid by card for this booking, so there is nothing to refund.',
} as const

/**
 * Cancels a confirmed booking and refunds its card payment (or `amountCents` of it). The booking (and its class) row is
 * locked, the booking becomes `cancelled` — its seats are free from that commit, and a class credit it used gets its
 * part back — and then the payment is refunded at Stripe under the row lock again (`refunded` when Stripe confirms).
 * A second click, a second tab or a retry after a failed refund lands on the same booking and the same refund: one
 * refund per payment, ever. A refund Stripe refuses is answered as 'failed' with Stripe's reason; the booking stays
 * cancelled.
 */
export async function cancelAndRefund(payload: Payload, bookingId: number, { note, amountCents, allowed, now, stripe }: Options): Promise<CancelledAndRefunded> {
  const cancelled = await inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, bookingId, { withSchedule: true })
    const current = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, disableErrors: true, req: tx.req })
    if (!current) throw new AppError('BOOKING_NOT_FOUND', 'Booking not found', { bookingId })
    if (current.status === 'cancelled' || current.status === 'refunded') {
      if (await hasHistory(payload, bookingId, note.action, tx.req)) return current
      throw new AppError('ACTION_NOT_ALLOWED', CANCEL_REFUSALS.alreadyCancelled, { bookingId })
    }
    await allowed?.(tx, current)
    if (current.status !== 'confirmed') throw new AppError('BOOKING_NOT_CANCELLABLE', CANCEL_REFUSALS.notConfirmed, { bookingId })
    if (amountCents !== undefined) assertRefundable(current, amountCents)
    // The part a class credit paid goes back onto that credit; Stripe refunds the card part (the total).
    await moveCreditWithBooking(tx, { creditId: relationId(current.classCredit), creditCents: current.creditCents ?? 0 }, current.status, 'cancelled', now)
    return payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { status: 'cancelled' },
      context: { bookingEvent: amountCents === undefined ? note : { ...note, amountCents } },
      overrideAccess: true, // system call: the caller's policy allows this cancellation (checked above)
      req: tx.req,
    })
  })
  const part = amountCents !== undefined && amountCents < cancelled.totalCents ? amountCents : undefined
  const { refund, failure } = await refundCancelled(payload, stripe, cancelled.id, now, part)
  const refundCents = refund === 'not-needed' ? 0 : (part ?? cancelled.totalCents)
  return { booking: cancelled, status: refund === 'refunded' ? 'refunded' : cancelled.status, refund, refundCents, failure }
}

/** A part refund is at most what was paid by card and not refunded yet. */
function assertRefundable(booking: Booking, amountCents: number): void {
  const left = cardRefundableCents(booking)
  if (left <= 0) throw new AppError('INVALID_INPUT', CANCEL_REFUSALS.nothingPaid, { bookingId: booking.id })
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > left) {
    throw new AppError('INVALID_INPUT', `The refund must be more than $0.00 and at most ${formatCents(left)}, what was paid by card.`, { bookingId: booking.id, field: 'amount' })
  }
}

/**
 * The refund of a cancelled booking, under its row lock so that two requests never both ask Stripe.
 * Nothing to refund for a free class; the demo checkout charged nothing, so its booking is refunded at once.
 */
async function refundCancelled(payload: Payload, stripe: Stripe | null, bookingId: number, now: Date, amountCents?: number): Promise<{ refund: RefundProgress; failure?: string }> {
  return inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, bookingId)
    const booking: Booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, req: tx.req })
    if (booking.status === 'refunded') return { refund: 'refunded' }
    if (booking.stripeRefundId) return { refund: 'pending' }
    const sessionId = booking.stripeSessionId
    if (booking.totalCents === 0 || !sessionId || !booking.paidAt) return { refund: 'not-needed' }
    if (!stripe || isLocalSessionId(sessionId)) {
      await markRefunded(payload, { bookingId }, now, tx.req)
      return { refund: 'refunded' }
    }
    try {
      return { refund: await refundPayment(payload, stripe, { bookingId, sessionId, paymentIntentId: booking.stripePaymentIntentId }, now, tx.req, amountCents) }
    } catch (error) {
      payload.logger.error({ err: error, bookingId }, 'cancellation: the refund failed; asking again repeats it with the same key')
      return { refund: 'failed', failure: error instanceof Error ? error.message : String(error) }
    }
  })
}
