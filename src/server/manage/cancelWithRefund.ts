import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { bookingCancelledEmail } from '@/domain/email/bookingChangeEmails'
import { HISTORY } from '@/domain/manage/historyActions'
import { paidWithFees } from '@/domain/payments/paidTotal'
import type { BookingStatus } from '@/domain/bookings/bookingStatus'

import { CUSTOMER } from '../bookings/bookingHistory'
import { loadBookingForEmail } from '../email/bookingEmailData'
import { queueEmail } from '../email/outbox'
import { cancelAndRefund, type RefundProgress } from '../payments/cancelAndRefund'
import { moveFeesPaidCents } from '../payments/moveFeesPaid'
import { stripeClient } from '../payments/stripe'
import { requireAction } from './manageContext'
import { openManagedBooking } from './openManagedBooking'

export type CancelOutcome = { status: BookingStatus; refund: RefundProgress }

type Options = { now?: Date; stripe?: Stripe | null; address?: string | null }

/**
 * 14 or more days before class: the customer cancels and gets a full refund (cancelAndRefund, once the booking's tier
 * allows it under its row lock), and is emailed where the refund stands.
 */
export async function cancelWithRefund(payload: Payload, token: unknown, { now = new Date(), stripe = stripeClient(), address = null }: Options = {}): Promise<CancelOutcome> {
  const { id } = await openManagedBooking(payload, token, address)
  const { status, refund } = await cancelAndRefund(payload, id, {
    note: { action: HISTORY.cancelledForRefund, actor: CUSTOMER },
    allowed: async (tx) => {
      await requireAction(payload, id, 'cancel-refund', now, tx.req, 'A full refund is available only 14 or more days before class.')
    },
    now,
    stripe,
  })
  await tellCustomer(payload, id, refund)
  return { status, refund }
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
