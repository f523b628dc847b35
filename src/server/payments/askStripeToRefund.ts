import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { nextRefundRetryAt, refundIdempotencyKey, type RefundPurpose } from '@/domain/payments/refundRetry'
import type { Booking } from '@/payload-types'

import { lockBooking } from '@/server/db/bookings'
import { sendRefundFailedNotice } from '../email/refundEmails'
import { type InRequest, inTransaction } from '../transaction'

/** A refund owed on one payment of a booking: in full, or `partCents` of it (the owner's part refund). */
export type RefundOrder = {
  bookingId: number
  purpose: RefundPurpose
  paymentIntentId: string
  amountCents?: number | null
  partCents?: number
  /** A part refund that keeps the booking has a key of its own (partRefundKey); the others' is derived. */
  idempotencyKey?: string
}

const keyOf = (order: RefundOrder) => order.idempotencyKey ?? refundIdempotencyKey(order.purpose, order.bookingId, order.paymentIntentId, order.partCents)

export type RefundAnswer = { ok: true; refund: Stripe.Refund } | { ok: false; reason: string }

const REFUSED: ReadonlySet<Stripe.Refund['status']> = new Set(['failed', 'canceled'])

const describe = (refund: Stripe.Refund) => `refund ${refund.id} is ${refund.status}${refund.failure_reason ? ` (${refund.failure_reason})` : ''}`

/**
 * The one way a refund is asked of Stripe: with the refund's one idempotency key (so any number of asks make at most
 * one refund), and what Stripe answers is recorded. A refusal — an error, or a refund Stripe reports failed — becomes
 * a state on the booking (`failedRefunds`: retried by the job, or by the owner in /cms) and one email to the owner; an
 * accepted refund clears it. Call it under the booking's row lock (`req`'s transaction).
 */
export async function askStripeToRefund(payload: Payload, stripe: Stripe, order: RefundOrder, now: Date, req?: InRequest): Promise<RefundAnswer> {
  const idempotencyKey = keyOf(order)
  const owed = await failedRefundOf(payload, order.bookingId, idempotencyKey, req)
  let reason: string
  try {
    let refund = await stripe.refunds.create(
      { payment_intent: order.paymentIntentId, ...(order.partCents ? { amount: order.partCents } : {}), reason: 'requested_by_customer', metadata: { bookingId: String(order.bookingId), purpose: order.purpose, ...(order.idempotencyKey ? { refundKey: order.idempotencyKey } : {}) } },
      { idempotencyKey },
    )
    // Stripe replays a key's first answer for a day: after a refusal, the refund's own state is what counts.
    if (owed?.attempts && !REFUSED.has(refund.status)) refund = await stripe.refunds.retrieve(refund.id)
    if (!REFUSED.has(refund.status)) {
      if (owed) await clearFailedRefund(payload, order.bookingId, owed, req)
      return { ok: true, refund }
    }
    reason = describe(refund)
  } catch (error) {
    reason = error instanceof Error ? error.message : String(error)
  }
  payload.logger.error({ bookingId: order.bookingId, purpose: order.purpose, paymentIntentId: order.paymentIntentId, reason }, 'Stripe refused a refund: kept on the booking to retry')
  await recordFailedRefund(payload, order, reason, now, req)
  return { ok: false, reason }
}

type FailedRefund = NonNullable<Booking['failedRefunds']>[number]

async function failedRefundOf(payload: Payload, bookingId: number, idempotencyKey: string, req?: InRequest): Promise<FailedRefund | null> {
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, req: req as Partial<PayloadRequest> })
  return booking.failedRefunds?.find((f) => f.idempotencyKey === idempotencyKey) ?? null
}

/**
 * Keeps a refused refund on its booking (attempts, what Stripe said, when it is asked again) and emails the owner once
 * per refund (dedupe key). Also the path of a refund Stripe reports failed later (refund.updated).
 */
export async function recordFailedRefund(payload: Payload, order: RefundOrder, reason: string, now: Date, req?: InRequest): Promise<void> {
  const idempotencyKey = keyOf(order)
  const booking = await payload.findByID({ collection: 'bookings', id: order.bookingId, depth: 0, overrideAccess: true, req: req as Partial<PayloadRequest> })
  const others = (booking.failedRefunds ?? []).filter((f) => f.idempotencyKey !== idempotencyKey)
  const prior = booking.failedRefunds?.find((f) => f.idempotencyKey === idempotencyKey)
  const attempts = (prior?.attempts ?? 0) + 1
  const amountCents = order.partCents ?? order.amountCents ?? prior?.amountCents ?? (order.purpose === 'booking' ? booking.totalCents : null)
  const entry = {
    purpose: order.purpose,
    paymentIntentId: order.paymentIntentId,
    idempotencyKey,
    amountCents,
    attempts,
    lastError: reason.slice(0, 500),
    firstFailedAt: prior?.firstFailedAt ?? now.toISOString(),
    nextRetryAt: nextRefundRetryAt(attempts, now).toISOString(),
  }
  await payload.update({
    collection: 'bookings',
    id: order.bookingId,
    data: { failedRefunds: [...others, entry] },
    context: { bookingEvent: { action: `refund refused by Stripe (attempt ${attempts}): ${entry.lastError}`, actor: 'Stripe', amountCents: amountCents ?? undefined, stripePaymentIntentId: order.paymentIntentId } },
    overrideAccess: true, // system call: recording what Stripe answered
    req: req as Partial<PayloadRequest>,
  })
  await sendRefundFailedNotice(payload, order.bookingId, { purpose: order.purpose, amountCents, reason: entry.lastError, contactEmail: booking.contactEmail, idempotencyKey }, req)
}

/** Stripe accepted a refund kept on the booking (due since its cancellation, or refused before): it is no longer kept. */
async function clearFailedRefund(payload: Payload, bookingId: number, owed: FailedRefund, req?: InRequest): Promise<void> {
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, req: req as Partial<PayloadRequest> })
  await payload.update({
    collection: 'bookings',
    id: bookingId,
    data: { failedRefunds: (booking.failedRefunds ?? []).filter((f) => f.idempotencyKey !== owed.idempotencyKey) },
    ...(owed.attempts > 0 ? { context: { bookingEvent: { action: 'refund accepted by Stripe after a refusal', actor: 'Stripe' } } } : {}),
    overrideAccess: true, // system call: recording what Stripe answered
    req: req as Partial<PayloadRequest>,
  })
}

/**
 * Stripe reported later that a refund it had accepted failed (refund.updated / refund.failed): the refund is kept on
 * its booking to retry, and the owner is emailed, as when Stripe refuses at once. A redelivered event changes nothing
 * more. False when the refund names no booking of this site.
 */
export async function recordRefundFailedAtStripe(payload: Payload, refund: Stripe.Refund, now = new Date()): Promise<boolean> {
  const bookingId = Number(refund.metadata?.bookingId)
  const paymentIntentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null)
  if (!Number.isInteger(bookingId) || bookingId <= 0 || !paymentIntentId) return false
  // A part refund that kept the booking names its own key (it cannot be derived); the others' keys are derived.
  const partKey = refund.metadata?.purpose === 'booking-part' ? refund.metadata.refundKey : undefined
  const purpose: RefundPurpose = partKey ? 'booking-part' : refund.metadata?.purpose === 'move-fee' ? 'move-fee' : 'booking'
  return inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, bookingId)
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, disableErrors: true, req: tx.req })
    if (!booking) return false
    const key = partKey ?? refundIdempotencyKey(purpose, bookingId, paymentIntentId)
    if (booking.failedRefunds?.some((f) => f.idempotencyKey === key && f.lastError?.includes(refund.id))) return true
    const order = { bookingId, purpose, paymentIntentId, amountCents: refund.amount, ...(partKey ? { partCents: refund.amount, idempotencyKey: partKey } : {}) }
    await recordFailedRefund(payload, order, `Stripe reported that ${describe(refund)}`, now, tx.req)
    return true
  })
}
