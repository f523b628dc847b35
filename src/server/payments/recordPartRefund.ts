import type { Payload, PayloadRequest } from 'payload'

import { HISTORY } from '@/domain/manage/historyActions'

import type { InRequest } from '../transaction'

type PartRefund = {
  bookingId: number
  amountCents: number
  idempotencyKey: string
  paymentIntentId: string | null
  stripeRefundId: string | null
  /** Who asked for it: the owner, or the retry that got it through. */
  actor: string
  reason?: string
}

/** The amount of the part refund recorded under `key` (its history entry), or null when none is. */
export async function recordedPartRefundCents(payload: Payload, key: string, req: InRequest): Promise<number | null> {
  const { docs } = await payload.find({ collection: 'booking-events', where: { idempotencyKey: { equals: key } }, depth: 0, limit: 1, overrideAccess: true, req: req as Partial<PayloadRequest> }) // system read: the booking's own history
  return docs[0] ? (docs[0].amountCents ?? 0) : null
}

/**
 * A part refund that keeps the booking, recorded once Stripe took it (or at once in the demo, which charged nothing):
 * the booking's "Refunded by card so far" grows by it and its history says it, with the refund's key. Once per key: a
 * refund Stripe reported failed after accepting it, then retried, is not counted again. Call it under the row lock.
 */
export async function recordPartRefund(payload: Payload, refund: PartRefund, req: InRequest): Promise<void> {
  if ((await recordedPartRefundCents(payload, refund.idempotencyKey, req)) !== null) return
  const booking = await payload.findByID({ collection: 'bookings', id: refund.bookingId, depth: 0, overrideAccess: true, req: req as Partial<PayloadRequest> })
  await payload.update({
    collection: 'bookings',
    id: refund.bookingId,
    data: { refundedCents: (booking.refundedCents ?? 0) + refund.amountCents, ...(refund.paymentIntentId ? { stripePaymentIntentId: refund.paymentIntentId } : {}) },
    context: {
      bookingEvent: {
        action: HISTORY.ownerRefundedPartKept,
        actor: refund.actor,
        amountCents: refund.amountCents,
        reason: refund.reason,
        stripePaymentIntentId: refund.paymentIntentId,
        stripeRefundId: refund.stripeRefundId,
        idempotencyKey: refund.idempotencyKey,
      },
    },
    overrideAccess: true, // system call: recording the refund Stripe accepted
    req: req as Partial<PayloadRequest>,
  })
}
