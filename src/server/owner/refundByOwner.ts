import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { cardRefundableCents, refundedEarlierWords, refundResultWords } from '@/domain/cms/ownerBookingActions'
import { HISTORY } from '@/domain/manage/historyActions'
import { paidInDemo } from '@/domain/payments/demoPayment'
import { AppError } from '@/lib/errors'

import type { StaffUser } from '../auth/requireStaff'
import { actorOf } from '../bookings/bookingHistory'
import { sendCancelledByStudio } from '../email/refundEmails'
import { cancelAndRefund } from '../payments/cancelAndRefund'
import { stripeClient } from '../payments/stripe'

type Options = { amountCents?: number; reason: string; now?: Date; stripe?: Stripe | null }

/**
 * The owner cancels a booking and refunds its card payment, in full or `amountCents` of it, at any time (the customer's
 * tiers do not bind the owner), through the customer's own cancelAndRefund: the same row lock, the same "already
 * cancelled?" check, the same idempotency keys. A booking with nothing on a card is only cancelled, and its history
 * says so. The history names the owner and keeps the reason; the customer is emailed once, with the reason.
 */
export async function refundByOwner(payload: Payload, bookingId: number, owner: StaffUser, { amountCents, reason, now = new Date(), stripe = stripeClient() }: Options) {
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, disableErrors: true }) // system read: what the card can get back
  if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'Booking not found', { bookingId })
  const onCard = cardRefundableCents(booking) > 0
  const action = !onCard ? HISTORY.ownerCancelledNothingPaid : amountCents === undefined ? HISTORY.ownerRefundedInFull : HISTORY.ownerRefundedPart
  const outcome = await cancelAndRefund(payload, bookingId, { note: { action, actor: actorOf(owner), reason }, amountCents: onCard ? amountCents : undefined, now, stripe })
  await sendCancelledByStudio(payload, bookingId, outcome, reason)
  const { status, refund, refundCents } = outcome
  const earlier = refund === 'not-needed' ? '' : refundedEarlierWords(booking.refundedCents, booking.totalCents)
  return { status, refund, refundCents, message: `${refundResultWords(outcome.booking.bookingNumber ?? `#${bookingId}`, outcome, paidInDemo(booking.stripeSessionId))}${earlier}` }
}
