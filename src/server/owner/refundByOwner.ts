import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { refundResultWords } from '@/domain/admin/ownerBookingActions'
import { bookingCancelledByStudioEmail } from '@/domain/email/bookingChangeEmails'
import { HISTORY } from '@/domain/manage/historyActions'

import type { StaffUser } from '../auth/requireStaff'
import { actorOf } from '../bookings/bookingHistory'
import { loadBookingForEmail } from '../email/bookingEmailData'
import { queueEmail } from '../email/outbox'
import { cancelAndRefund, type CancelledAndRefunded } from '../payments/cancelAndRefund'
import { stripeClient } from '../payments/stripe'

type Options = { amountCents?: number; now?: Date; stripe?: Stripe | null }

/**
 * The owner cancels a booking and refunds its card payment, in full or `amountCents` of it, at any time (the customer's
 * tiers do not bind the owner), through the customer's own cancelAndRefund: the same row lock, the same "already
 * cancelled?" check, the same idempotency keys. The history names the owner; the customer is emailed once.
 */
export async function refundByOwner(payload: Payload, bookingId: number, owner: StaffUser, { amountCents, now = new Date(), stripe = stripeClient() }: Options = {}) {
  const outcome = await cancelAndRefund(payload, bookingId, {
    note: { action: amountCents === undefined ? HISTORY.ownerRefundedInFull : HISTORY.ownerRefundedPart, actor: actorOf(owner) },
    amountCents,
    now,
    stripe,
  })
  await tellCustomer(payload, bookingId, outcome)
  const { booking, status, refund, refundCents } = outcome
  return { status, refund, refundCents, message: refundResultWords(booking.bookingNumber ?? `#${booking.id}`, outcome) }
}

async function tellCustomer(payload: Payload, bookingId: number, outcome: CancelledAndRefunded): Promise<void> {
  const loaded = await loadBookingForEmail(payload, bookingId)
  if (!loaded) return
  await queueEmail(payload, {
    kind: 'other',
    to: loaded.booking.contactEmail,
    ...bookingCancelledByStudioEmail(loaded.data, outcome.refund, outcome.refundCents),
    bookingId,
    dedupeKey: `booking-cancelled:${bookingId}`,
  })
}
