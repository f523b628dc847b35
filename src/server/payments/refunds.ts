import type { Payload, PayloadRequest, Where } from 'payload'
import type Stripe from 'stripe'

import { classFilledRefundEmail, needsReviewNoticeEmail, type RefundState } from '@/domain/email/bookingChangeEmails'
import { env } from '@/lib/env'

import { loadBookingForEmail } from '../email/bookingEmailData'
import { queueEmail } from '../email/outbox'
import type { InRequest } from '../transaction'
import { askStripeToRefund } from './askStripeToRefund'
import { isLocalSessionId, paymentIntentIdOf } from './stripe'

/** The dedupe key of the email telling a customer the class filled up while they paid (and that they are refunded). */
export const classFilledRefundKey = (bookingId: number) => `class-filled-refund:${bookingId}`

type Unseated = { bookingId: number; sessionId: string; paymentIntentId?: string | null }

/**
 * A payment arrived for seats that were no longer free (the booking is `needs-review`): refund it in full and tell
 * the owner and the customer at once. Safe to run again for the same booking (a redelivered event, the success page):
 * the refund has an idempotency key and each email a dedupe key. The demo checkout charged nothing: refunded at once.
 */
export async function refundUnseatedPayment(payload: Payload, stripe: Stripe | null, event: Unseated, now = new Date()): Promise<RefundState> {
  const refund = stripe && !isLocalSessionId(event.sessionId) ? await refundAtStripe(payload, stripe, event, now) : await markRefunded(payload, { bookingId: event.bookingId }, now).then(() => 'refunded' as const)
  await tellOwnerAndCustomer(payload, event.bookingId, refund)
  return refund
}

async function refundAtStripe(payload: Payload, stripe: Stripe, event: Unseated, now: Date): Promise<RefundState> {
  try {
    const refund = await refundInFull(payload, stripe, event, now)
    return refund === 'failed' ? 'refused' : refund
  } catch (error) {
    payload.logger.error({ err: error, bookingId: event.bookingId }, 'refund of a payment without seats could not be asked: the owner is told to refund by hand')
    return 'not-started'
  }
}

/**
 * Refunds a booking's payment in full at Stripe — one refund per payment intent however often this runs (idempotency
 * key) — records the refund on the booking (and in its history), and marks the booking refunded when Stripe says the
 * refund succeeded; otherwise the charge.refunded / refund.updated webhook does. When Stripe refuses, the booking keeps
 * the refund to retry (askStripeToRefund) and this answers 'failed'.
 */
export const refundInFull = (payload: Payload, stripe: Stripe, payment: Unseated, now: Date, req?: InRequest): Promise<'refunded' | 'pending' | 'failed'> =>
  refundPayment(payload, stripe, payment, now, req)

/**
 * Refunds `amountCents` of a booking's payment (all of it when not given) as refundInFull does. A part has its own
 * idempotency key (the booking, the payment and the amount): asking again for the same part repeats the same refund.
 */
export async function refundPayment(
  payload: Payload,
  stripe: Stripe,
  { bookingId, sessionId, paymentIntentId }: Unseated,
  now: Date,
  req?: InRequest,
  amountCents?: number,
): Promise<'refunded' | 'pending' | 'failed'> {
  const intent = paymentIntentId ?? paymentIntentIdOf(await stripe.checkout.sessions.retrieve(sessionId))
  if (!intent) throw new Error('the checkout session has no payment intent')
  const answer = await askStripeToRefund(payload, stripe, { bookingId, purpose: 'booking', paymentIntentId: intent, partCents: amountCents }, now, req)
  if (!answer.ok) return 'failed'
  const { refund } = answer
  const what = amountCents === undefined ? 'full refund' : 'part refund'
  await payload.update({
    collection: 'bookings',
    id: bookingId,
    data: { stripePaymentIntentId: intent, stripeRefundId: refund.id },
    context: { bookingEvent: { action: `${what} requested at Stripe (${refund.status})`, actor: 'system', amountCents: refund.amount, stripePaymentIntentId: intent, stripeRefundId: refund.id } },
    overrideAccess: true, // system call: recording the refund Stripe accepted
    req: req as Partial<PayloadRequest>,
  })
  if (refund.status !== 'succeeded') return 'pending'
  await markRefunded(payload, { bookingId }, now, req)
  return 'refunded'
}

/**
 * A booking in review, or cancelled, whose refund Stripe confirmed (the refund's own answer, or the charge.refunded /
 * refund.updated webhook; the demo checkout, which charged nothing) becomes `refunded`. Only from those two states, so
 * a late event changes nothing else. True when it moved.
 */
export async function markRefunded(
  payload: Payload,
  match: { bookingId: number } | { paymentIntentId: string },
  now = new Date(),
  req?: InRequest,
): Promise<boolean> {
  const which: Where = 'bookingId' in match ? { id: { equals: match.bookingId } } : { stripePaymentIntentId: { equals: match.paymentIntentId } }
  const { docs } = await payload.update({
    collection: 'bookings',
    where: { and: [which, { status: { in: ['needs-review', 'cancelled'] } }] },
    data: { status: 'refunded', refundedAt: now.toISOString() },
    context: { bookingEvent: { action: 'refund confirmed', actor: 'Stripe (or the demo checkout)' } },
    overrideAccess: true, // system call: a refund confirmed by Stripe (or the demo checkout, which charged nothing)
    req: req as Partial<PayloadRequest>,
  })
  for (const booking of docs) payload.logger.info({ bookingId: booking.id }, 'refund confirmed: booking refunded')
  return docs.length > 0
}

async function tellOwnerAndCustomer(payload: Payload, bookingId: number, refund: RefundState): Promise<void> {
  const loaded = await loadBookingForEmail(payload, bookingId)
  if (!loaded) return
  const { booking, data } = loaded
  await queueEmail(payload, {
    kind: 'needs-review-notice',
    to: data.business.email,
    replyTo: booking.contactEmail,
    ...needsReviewNoticeEmail(data, { contactEmail: booking.contactEmail, refund, reviewUrl: `${env.SERVER_URL}/cms/collections/bookings/${bookingId}` }),
    bookingId,
    dedupeKey: `needs-review-notice:${bookingId}`,
  })
  await queueEmail(payload, {
    kind: 'class-filled-refund',
    to: booking.contactEmail,
    ...classFilledRefundEmail(data, refund),
    bookingId,
    dedupeKey: classFilledRefundKey(bookingId),
  })
}
