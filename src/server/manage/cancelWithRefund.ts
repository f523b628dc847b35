import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { bookingCancelledEmail, type CustomerRefund } from '@/domain/email/bookingChangeEmails'
import { HISTORY } from '@/domain/manage/historyActions'
import { paidWithFees } from '@/domain/payments/paidTotal'
import type { BookingStatus } from '@/domain/values'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { moveCreditWithBooking } from '../credits/creditLedger'
import { loadBookingForEmail } from '../email/bookingEmailData'
import { queueEmail } from '../email/outbox'
import { moveFeesPaidCents } from '../payments/moveFeesPaid'
import { markRefunded, refundInFull } from '../payments/refunds'
import { isLocalSessionId, stripeClient } from '../payments/stripe'
import { inTransaction } from '../transaction'
import { CUSTOMER } from '../bookings/bookingHistory'
import { hasHistory } from '../bookings/hasHistory'
import { lockBooking } from '../bookings/lockBooking'
import { requireAction } from './manageContext'
import { openManagedBooking } from './openManagedBooking'

export type RefundProgress = CustomerRefund
export type CancelOutcome = { status: BookingStatus; refund: RefundProgress }

type Options = { now?: Date; stripe?: Stripe | null; address?: string | null }

/**
 * 14 or more days before class: the customer cancels and gets a full refund. The booking (and its class) row is locked,
 * the booking becomes `cancelled` — its seats are free from that commit — and then its payment is refunded in full at
 * Stripe (`refunded` when Stripe confirms). A second click, a second tab or a retry after a failed refund lands on the
 * same booking and the same refund: one refund per payment, ever.
 */
export async function cancelWithRefund(payload: Payload, token: unknown, { now = new Date(), stripe = stripeClient(), address = null }: Options = {}): Promise<CancelOutcome> {
  const { id } = await openManagedBooking(payload, token, address)
  const cancelled = await inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, id, { withSchedule: true })
    const current = await payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true, req: tx.req })
    if (current.status === 'cancelled' || current.status === 'refunded') {
      if (await hasHistory(payload, id, HISTORY.cancelledForRefund, tx.req)) return current
      throw new AppError('ACTION_NOT_ALLOWED', 'This booking is already cancelled.')
    }
    await requireAction(payload, id, 'cancel-refund', now, tx.req, 'A full refund is available only 14 or more days before class.')
    // The part a class credit paid goes back onto that credit; Stripe refunds the card part (the total).
    await moveCreditWithBooking(tx, { creditId: relationId(current.classCredit), creditCents: current.creditCents ?? 0 }, current.status, 'cancelled', now)
    return payload.update({
      collection: 'bookings',
      id,
      data: { status: 'cancelled' },
      context: { bookingEvent: { action: HISTORY.cancelledForRefund, actor: CUSTOMER } },
      overrideAccess: true, // system call: the holder of the booking's private link, within the policy's tier
      req: tx.req,
    })
  })
  const refund = await refundCancelled(payload, stripe, cancelled.id, now)
  await tellCustomer(payload, cancelled.id, refund)
  return { status: refund === 'refunded' ? 'refunded' : cancelled.status, refund }
}

/** One cancellation email per booking, however many requests cancelled it (dedupe key). */
async function tellCustomer(payload: Payload, bookingId: number, refund: RefundProgress): Promise<void> {
  const loaded = await loadBookingForEmail(payload, bookingId)
  if (!loaded) return
  await queueEmail(payload, {
    kind: 'other',
    to: loaded.booking.contactEmail,
    ...bookingCancelledEmail(loaded.data, refund, paidWithFees(loaded.booking.totalCents, await moveFeesPaidCents(payload, bookingId))),
    bookingId,
    dedupeKey: `booking-cancelled:${bookingId}`,
  })
}

/**
 * The refund of a booking the customer cancelled, under its row lock so that two requests never both ask Stripe.
 * Nothing to refund for a free class; the demo checkout charged nothing, so its booking is refunded at once.
 */
async function refundCancelled(payload: Payload, stripe: Stripe | null, bookingId: number, now: Date): Promise<RefundProgress> {
  return inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, bookingId)
    const booking: Booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, req: tx.req })
    if (booking.status === 'refunded') return 'refunded'
    if (booking.stripeRefundId) return 'pending'
    const sessionId = booking.stripeSessionId
    if (booking.totalCents === 0 || !sessionId || !booking.paidAt) return 'not-needed'
    if (!stripe || isLocalSessionId(sessionId)) {
      await markRefunded(payload, { bookingId }, now, tx.req)
      return 'refunded'
    }
    try {
      return await refundInFull(payload, stripe, { bookingId, sessionId, paymentIntentId: booking.stripePaymentIntentId }, now, tx.req)
    } catch (error) {
      payload.logger.error({ err: error, bookingId }, 'customer cancellation: the refund failed; asking again repeats it with the same key')
      return 'failed'
    }
  })
}
