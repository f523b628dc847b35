import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { z } from 'zod'

import { promoRowOf } from '@/domain/promos/promoCode'
import { STRIPE_LOOKUP_PER_SESSION, VERIFY_PAYMENT_PER_ADDRESS } from '@/domain/limits/publicLimits'
import { placeOfSchedule } from '@/domain/schedule/place'
import { type BookingAftermath, notConfirmed } from '@/domain/bookings/notConfirmed'
import { HISTORY } from '@/domain/manage/historyActions'
import { needsWaiver } from '@/domain/waivers/waiverSigning'
import { paidInDemo } from '@/domain/payments/demoPayment'
import type { CreditKind } from '@/domain/credits/classCredit'
import { AppError } from '@/lib/errors'
import type { Booking, Class, Schedule } from '@/payload-types'

import { hasHistory } from '../bookings/hasHistory'
import { managePath } from '../bookings/manageToken'
import { consumeLimit, withinLimit } from '../limits/limiter'
import { fulfil } from './fulfilment'
import { classFilledRefundKey } from './refunds'
import { bookingIdOfSession, isLocalSessionId, paidNoLaterThan, paymentIntentIdOf, stripeClient } from './stripe'

export const verifyPaymentInput = z.object({
  session_id: z.string({ error: 'Missing session_id' }).trim().min(1, 'Missing session_id').max(255),
  booking_id: z.coerce.number({ error: 'Missing booking_id' }).int().positive('Missing booking_id'),
})

/** What /stripe-success shows (spec §3 "Booking (returned by verification)"). */
export type ConfirmedBooking = {
  bookingNumber: string
  className: string
  classDate: string
  startTime: string | null
  endTime: string | null
  location: string
  participantCount: number
  totalAmount: number
  /** The part a class credit (or gift certificate) paid. */
  creditAmount: number
  /** The promo code and its discount, in words (label and -$ amount), when one was used. */
  promo: { label: string; value: string } | null
  /** What paid `creditAmount`: the page names a gift certificate as one. */
  creditKind: CreditKind | null
  classPrepUrl: string
  /** The booking's private manage page (a path), or null when it has none or the owner revoked the one this checkout gave. */
  manageUrl: string | null
  /** The owner revoked the manage link: the page sends the visitor to their most recent email instead. */
  manageLinkRevoked: boolean
  /** The studio cancelled the class (maybe while the visitor was paying): they were emailed the choice of a refund or a move. */
  classCancelled: boolean
  /** Paid through the demo checkout: no card was charged. */
  demoCheckout: boolean
  /** Its participants sign the liability waiver before class (through the manage page's link). */
  signsWaiver: boolean
}

/**
 * POST /api/verify-payment: finds the booking by the pair (booking id, its own checkout session) first, so a session id
 * no booking carries never reaches Stripe. Once the booking recorded the payment, whatever became of the booking since
 * (cancelled for a credit, refunded, moved), Stripe is not asked and nothing is applied again; the booking's state
 * answers. While the payment is not recorded, asks Stripe for the session at most once
 * per STRIPE_LOOKUP_PER_SESSION window (a paid answer is kept by fulfil in the booking itself; in between, the booking's
 * state answers), checks it was opened for this booking and is paid, and confirms through the same fulfil function as
 * the webhook. A forged or mismatched pair confirms nothing.
 * For the demo checkout and free classes it only reads: the demo Pay button, or the booking itself, already confirmed it.
 * `address` (when known) is limited to VERIFY_PAYMENT_PER_ADDRESS calls.
 */
export async function verifyPayment(
  payload: Payload,
  input: unknown,
  { stripe = stripeClient(), address = null }: { stripe?: Stripe | null; address?: string | null } = {},
): Promise<ConfirmedBooking> {
  const parsed = verifyPaymentInput.safeParse(input)
  if (!parsed.success) throw new AppError('INVALID_INPUT', parsed.error.issues[0]?.message ?? 'Invalid request')
  const { session_id: sessionId, booking_id: bookingId } = parsed.data
  if (address) await consumeLimit(payload, VERIFY_PAYMENT_PER_ADDRESS, address)

  let found = await findBooking(payload, bookingId, sessionId)
  // The booking is found by this session: a payment it recorded is this one, settled whatever became of the booking.
  const paymentRecorded = found.paidAt != null || found.status === 'confirmed'
  if (stripe && !isLocalSessionId(sessionId) && !paymentRecorded && (await withinLimit(payload, STRIPE_LOOKUP_PER_SESSION, sessionId))) {
    let session: Stripe.Checkout.Session
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId)
    } catch (error) {
      payload.logger.warn({ msg: 'verify-payment: session not retrievable', bookingId, error: String(error) })
      throw new AppError('PAYMENT_NOT_FOUND', 'Payment session not found')
    }
    if (bookingIdOfSession(session) !== bookingId || session.client_reference_id !== String(bookingId)) {
      throw new AppError('PAYMENT_NOT_FOUND', 'Payment session not found')
    }
    if (session.payment_status === 'paid') {
      await fulfil(payload, { bookingId, sessionId, outcome: 'paid', paymentIntentId: paymentIntentIdOf(session), paidAt: paidNoLaterThan(session, new Date()) }, { stripe })
      found = await findBooking(payload, bookingId, sessionId)
    }
  }

  if (found.status !== 'confirmed') {
    const { code, title, message } = notConfirmed(await aftermathOf(payload, found, found.status))
    throw new AppError(code, message, { title, bookingNumber: found.bookingNumber })
  }
  const manageLinkRevoked = await hasHistory(payload, found.id, HISTORY.manageLinkRevoked)
  const schedule = found.schedule as Schedule
  const cls = schedule.class as Class
  return {
    bookingNumber: found.bookingNumber ?? '',
    className: cls.name,
    classDate: schedule.date ?? '',
    startTime: schedule.startTime ?? null,
    endTime: schedule.endTime ?? null,
    location: placeOfSchedule(schedule, cls).text,
    participantCount: found.participantCount,
    totalAmount: found.totalCents / 100,
    creditAmount: (found.creditCents ?? 0) / 100,
    promo: promoRowOf(found),
    creditKind: typeof found.classCredit === 'object' ? (found.classCredit?.kind ?? null) : null,
    classPrepUrl: `/class-prep/${schedule.id}`,
    manageUrl: manageLinkRevoked ? null : managePath(found),
    manageLinkRevoked,
    classCancelled: schedule.isCancelled === true,
    demoCheckout: paidInDemo(sessionId),
    signsWaiver: needsWaiver(found),
  }
}

/** What became of a booking that is no longer (or not yet) confirmed: its class credit, a refund asked, the class filling up. */
async function aftermathOf(payload: Payload, booking: Booking, status: BookingAftermath['status']): Promise<BookingAftermath> {
  const [credits, filledEmails] = await Promise.all([
    payload.find({ collection: 'class-credits', where: { sourceBooking: { equals: booking.id } }, depth: 0, limit: 1, overrideAccess: true }), // system read: the credit this booking was cancelled for
    payload.count({ collection: 'emails', where: { dedupeKey: { equals: classFilledRefundKey(booking.id) } }, overrideAccess: true }), // system read: what the customer was told
  ])
  const credit = credits.docs[0]
  return {
    status,
    credit: credit?.expiresAt ? { amountCents: credit.amountCents, expiresAt: credit.expiresAt } : null,
    classFilled: filledEmails.totalDocs > 0,
    refundRequested: Boolean(booking.stripeRefundId),
    demo: paidInDemo(booking.stripeSessionId),
  }
}

async function findBooking(payload: Payload, bookingId: number, sessionId: string): Promise<Booking> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { and: [{ id: { equals: bookingId } }, { stripeSessionId: { equals: sessionId } }] },
    depth: 2,
    limit: 1,
    overrideAccess: true, // system call: the caller proved the pair (booking id, its own checkout session)
  })
  if (!docs[0]) throw new AppError('PAYMENT_NOT_FOUND', 'Payment session not found')
  return docs[0]
}
