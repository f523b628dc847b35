import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { HISTORY } from '@/domain/manage/historyActions'
import type { BookingStatus } from '@/domain/bookings/bookingStatus'

import { CUSTOMER } from '../bookings/bookingHistory'
import { sendBookingCancelled } from '../email/refundEmails'
import { cancelAndRefund, type RefundProgress } from '../payments/cancelAndRefund'
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
  await sendBookingCancelled(payload, id, refund)
  return { status, refund }
}
