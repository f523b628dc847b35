import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { cardRefundableCents } from '@/domain/cms/ownerBookingActions'
import type { CustomerRefund } from '@/domain/payments/customerRefund'
import { formatCents } from '@/domain/bookings/pricing'
import { refundDue, refundWaitingRefusal } from '@/domain/payments/refundRetry'
import type { BookingStatus } from '@/domain/bookings/bookingStatus'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import type { BookingEventNote } from '../bookings/bookingHistory'
import { hasHistory } from '../bookings/hasHistory'
import { lockBooking } from '@/server/db/bookings'
import { moveCreditWithBooking } from '../credits/creditLedger'
import { inTransaction, type Tx } from '../transaction'
import { offerFreedSeats, SEATS_OFFERED_BY_CALLER } from '../waitlist/offerFreedSeats'
import { openTxOf } from '../transaction'
import { markRefunded, refundPayment } from './refunds'
import { isLocalSessionId, paymentIntentIdOf } from './stripe'

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
 * locked, the booking becomes `cancelled` — its seats go down the class's waitlist in the same transaction, and a class
 * credit it used gets its part back — and then the payment is refunded at Stripe under the row lock again (`refunded` when Stripe confirms).
 * The refund is kept on the booking as due in the cancelling transaction (the retry job asks it if this process stops
 * before Stripe is). A second click, a second tab or a retry after a failed refund lands on the same booking and the
 * same refund: one refund per payment, ever; any other refund of that payment is refused while this one waits. A
 * refund Stripe refuses is answered as 'failed' with Stripe's reason; the booking stays cancelled.
 */
export async function cancelAndRefund(payload: Payload, bookingId: number, { note, amountCents, allowed, now, stripe }: Options): Promise<CancelledAndRefunded> {
  const cancelled = await inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, bookingId, { withSchedule: true })
    const current = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, disableErrors: true, req: tx.req })
    if (!current) throw new AppError('BOOKING_NOT_FOUND', 'Booking not found', { bookingId })
    const part = partOf(current, amountCents)
    if (current.status === 'cancelled' || current.status === 'refunded') {
      const repeated = await hasHistory(payload, bookingId, note.action, tx.req)
      refuseWhileRefundWaits(current, repeated ? part : null)
      if (repeated) return current
      throw new AppError('ACTION_NOT_ALLOWED', CANCEL_REFUSALS.alreadyCancelled, { bookingId })
    }
    await allowed?.(tx, current)
    if (current.status !== 'confirmed') throw new AppError('BOOKING_NOT_CANCELLABLE', CANCEL_REFUSALS.notConfirmed, { bookingId })
    if (amountCents !== undefined) assertRefundable(current, amountCents)
    refuseWhileRefundWaits(current, part)
    // The part a class credit paid goes back onto that credit; Stripe refunds the card part (the total).
    await moveCreditWithBooking(tx, { creditId: relationId(current.classCredit), creditCents: current.creditCents ?? 0, bookingId }, current.status, 'cancelled', now)
    // The refund is owed from this commit: kept on the booking with it, so that a stop before Stripe is asked below
    // leaves it to the retry job (same key) instead of losing it.
    const due = await refundDueOnCancel(stripe, current, part, now)
    const updated = await payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { status: 'cancelled', ...(due ? { failedRefunds: [...(current.failedRefunds ?? []), due] } : {}) },
      context: { bookingEvent: amountCents === undefined ? note : { ...note, amountCents }, ...SEATS_OFFERED_BY_CALLER },
      overrideAccess: true, // system call: the caller's policy allows this cancellation (checked above)
      req: tx.req,
    })
    await offerFreedSeats(payload, openTxOf(tx), relationId(current.schedule), now)
    return updated
  })
  const part = partOf(cancelled, amountCents)
  const { refund, failure } = await refundCancelled(payload, stripe, cancelled.id, now, part)
  const refundCents = refund === 'not-needed' ? 0 : (part ?? cancelled.totalCents)
  return { booking: cancelled, status: refund === 'refunded' ? 'refunded' : cancelled.status, refund, refundCents, failure }
}

/**
 * The part of the card payment asked back, or undefined for all of it. After part refunds that kept the booking, "all
 * of it" is the rest: what was paid by card and not refunded yet.
 */
function partOf(booking: Booking, amountCents: number | undefined): number | undefined {
  const part = amountCents ?? booking.totalCents - (booking.refundedCents ?? 0)
  return part < booking.totalCents ? part : undefined
}

/** Whether the booking's payment is refunded at Stripe (not a free class, nor the demo checkout, which charged nothing). */
const paidAtStripe = (stripe: Stripe | null, booking: Booking): stripe is Stripe =>
  Boolean(stripe && booking.totalCents - (booking.refundedCents ?? 0) > 0 && booking.stripeSessionId && booking.paidAt && !isLocalSessionId(booking.stripeSessionId))

/** While a refund of this payment is kept to be asked again, no other one is made (`part` null: not this same one). */
function refuseWhileRefundWaits(booking: Booking, part: number | undefined | null): void {
  const refusal = refundWaitingRefusal(booking.id, booking.failedRefunds, part === null ? null : { partCents: part })
  if (refusal) throw new AppError('PAYMENT_REFUNDING', refusal, { bookingId: booking.id })
}

/** The card refund a cancellation makes due, as kept on the booking until Stripe accepts it; null when none is asked of Stripe. */
async function refundDueOnCancel(stripe: Stripe | null, booking: Booking, part: number | undefined, now: Date) {
  if (!paidAtStripe(stripe, booking)) return null
  const paymentIntentId = booking.stripePaymentIntentId ?? paymentIntentIdOf(await stripe.checkout.sessions.retrieve(booking.stripeSessionId!))
  if (!paymentIntentId) return null
  return refundDue({ purpose: 'booking', bookingId: booking.id, paymentIntentId, amountCents: part ?? booking.totalCents, partCents: part }, now)
}

/** A part refund is at most what was paid by card and not refunded yet (by part refunds that kept the booking). */
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
    if (booking.totalCents - (booking.refundedCents ?? 0) <= 0 || !sessionId || !booking.paidAt) return { refund: 'not-needed' }
    if (!paidAtStripe(stripe, booking)) {
      await markRefunded(payload, { bookingId }, now, tx.req)
      return { refund: 'refunded' }
    }
    try {
      const due = booking.failedRefunds?.find((f) => f.purpose === 'booking')
      return { refund: await refundPayment(payload, stripe, { bookingId, sessionId, paymentIntentId: due?.paymentIntentId ?? booking.stripePaymentIntentId }, now, tx.req, amountCents) }
    } catch (error) {
      payload.logger.error({ err: error, bookingId }, 'cancellation: the refund failed; asking again repeats it with the same key')
      return { refund: 'failed', failure: error instanceof Error ? error.message : String(error) }
    }
  })
}
