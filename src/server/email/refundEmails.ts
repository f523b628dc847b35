import type { Payload } from 'payload'

import { bookingCancelledByStudioEmail, bookingCancelledEmail } from '@/domain/email/bookingChangeEmails'
import { when } from '@/domain/email/bookingEmails'
import { moveFeeRefundedEmail } from '@/domain/email/moveFeeRefundedEmail'
import { partRefundKeptEmail, type PartRefundState } from '@/domain/email/partRefundKeptEmail'
import { refundCompletedEmail, refundFailedNoticeEmail } from '@/domain/email/refundRetryEmails'
import type { CustomerRefund } from '@/domain/payments/customerRefund'
import { paidInDemo } from '@/domain/payments/demoPayment'
import { paidWithFees } from '@/domain/payments/paidTotal'
import type { RefundPurpose } from '@/domain/payments/refundRetry'
import { env } from '@/lib/env'
import type { Booking } from '@/payload-types'

import type { FeeCheckout } from '../payments/feeCheckouts'
import { moveFeesPaidCents } from '../payments/moveFeesPaid'
import { toOccurrence } from '../schedule/occurrences'
import type { InRequest } from '../transaction'
import { queueBookingEmail } from './queueBookingEmail'

type FailedRefund = NonNullable<Booking['failedRefunds']>[number]

/** The customer cancelled: where their refund stands. One per booking, however many requests cancelled it. */
export async function sendBookingCancelled(payload: Payload, bookingId: number, refund: CustomerRefund): Promise<void> {
  await queueBookingEmail(payload, bookingId, async (loaded) => ({
    kind: 'booking-cancelled',
    ...bookingCancelledEmail(loaded.data, refund, paidWithFees(loaded.booking.totalCents, await moveFeesPaidCents(payload, bookingId))),
    dedupeKey: `booking-cancelled:${bookingId}`,
  }))
}

/** The studio cancelled and refunded: what went back to the card, with the owner's reason. One per booking. */
export async function sendCancelledByStudio(
  payload: Payload,
  bookingId: number,
  outcome: { refund: CustomerRefund; refundCents: number },
  reason: string,
): Promise<void> {
  await queueBookingEmail(payload, bookingId, (loaded) => ({
    kind: 'cancelled-by-studio',
    ...bookingCancelledByStudioEmail(loaded.data, outcome.refund, outcome.refundCents, reason),
    dedupeKey: `booking-cancelled:${bookingId}`,
  }))
}

/** The owner gave back part of the payment and kept the booking: the amount and the reason. One per part refund. */
export async function sendPartRefundKept(payload: Payload, bookingId: number, refund: { amountCents: number; refund: PartRefundState; reason: string; idempotencyKey: string }): Promise<void> {
  await queueBookingEmail(payload, bookingId, (loaded) => ({
    kind: 'part-refund',
    ...partRefundKeptEmail(loaded.data, refund),
    dedupeKey: `part-refund:${refund.idempotencyKey}`,
  }))
}

/** A refund kept on the booking (due since its cancellation, or refused before) went through at last. */
export async function sendRefundCompleted(payload: Payload, bookingId: number, refund: FailedRefund): Promise<void> {
  await queueBookingEmail(payload, bookingId, (loaded) => ({
    kind: 'refund-completed',
    ...refundCompletedEmail(loaded.data, { purpose: refund.purpose, amountCents: refund.amountCents ?? null, refusedBefore: refund.attempts > 0 }),
    dedupeKey: `refund-completed:${refund.idempotencyKey}`,
  }))
}

/** To the owner: Stripe refused a refund, which is kept on the booking and retried. One per idempotency key. */
export async function sendRefundFailedNotice(
  payload: Payload,
  bookingId: number,
  refused: { purpose: RefundPurpose; amountCents: number | null; reason: string; contactEmail: string; idempotencyKey: string },
  req?: InRequest,
): Promise<void> {
  const { idempotencyKey, ...notice } = refused
  await queueBookingEmail(
    payload,
    bookingId,
    (loaded) => ({
      kind: 'refund-failed-notice',
      to: loaded.data.business.email,
      ...refundFailedNoticeEmail(loaded.data, { ...notice, bookingUrl: `${env.SERVER_URL}/cms/collections/bookings/${bookingId}` }),
      dedupeKey: `refund-failed:${idempotencyKey}`,
    }),
    req,
  )
}

/** A paid reschedule fee whose move could not be made: why, and that the fee goes back. One per fee checkout. */
export async function sendMoveFeeRefunded(
  payload: Payload,
  fee: FeeCheckout,
  why: Parameters<typeof moveFeeRefundedEmail>[1]['why'],
  refunded: boolean,
): Promise<void> {
  await queueBookingEmail(payload, fee.bookingId, async (loaded) => {
    const target = await payload.findByID({ collection: 'schedules', id: fee.toScheduleId, depth: 1, overrideAccess: true, disableErrors: true }) // system read: the class the fee was for
    const occurrence = target ? toOccurrence(target) : null
    if (!occurrence) return null
    return {
      kind: 'move-fee-refunded',
      ...moveFeeRefundedEmail(loaded.data, { target: { className: occurrence.className, when: when(occurrence) }, why, feeCents: fee.amountCents, refunded, demo: paidInDemo(fee.sessionId) }),
      dedupeKey: `move-fee-refunded:${fee.sessionId}`,
    }
  })
}
