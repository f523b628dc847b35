import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { z } from 'zod'

import { STRIPE_LOOKUP_PER_SESSION, VERIFY_PAYMENT_PER_ADDRESS } from '@/domain/limits/publicLimits'
import { placeOfSchedule } from '@/domain/schedule/place'
import { AppError, type ErrorCode } from '@/lib/errors'
import type { Booking, Class, Schedule } from '@/payload-types'

import { managePath } from '../bookings/manageToken'
import { consumeLimit, withinLimit } from '../limits/limiter'
import { fulfil } from './fulfilment'
import { bookingIdOfSession, isLocalSessionId, paymentIntentIdOf, stripeClient } from './stripe'

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
  /** The part a class credit paid. */
  creditAmount: number
  classPrepUrl: string
  /** The booking's private manage page (a path), or null when it has none. */
  manageUrl: string | null
}

const SEATS_TAKEN = 'Someone else took the last seats while you were paying, so we could not reserve them for you.'

/** Why a booking found by its own checkout is not confirmed, in the visitor's words. */
const NOT_CONFIRMED: Record<Exclude<Booking['status'], 'confirmed'>, [ErrorCode, string]> = {
  held: ['PAYMENT_PENDING', 'Your payment is still being processed.'],
  'needs-review': ['PAYMENT_REFUNDING', `${SEATS_TAKEN} Your payment is being refunded in full; we have emailed you the details.`],
  refunded: ['PAYMENT_REFUNDED', `${SEATS_TAKEN} Your payment has been refunded in full; your bank shows it within 5-10 business days.`],
  expired: ['PAYMENT_NOT_COMPLETED', 'This checkout ended without a payment, so nothing was charged. You are welcome to book again.'],
  cancelled: ['BOOKING_CANCELLED', 'This booking has been cancelled. If you were charged, your refund is on its way.'],
}

/** A booking in one of these states has seen its payment already: Stripe has nothing more to tell. */
const SETTLED: ReadonlySet<Booking['status']> = new Set(['confirmed', 'needs-review', 'refunded'])

/**
 * POST /api/verify-payment: finds the booking by the pair (booking id, its own checkout session) first, so a session id
 * no booking carries never reaches Stripe. While the payment is not settled, asks Stripe for the session at most once
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
  if (stripe && !isLocalSessionId(sessionId) && !SETTLED.has(found.status) && (await withinLimit(payload, STRIPE_LOOKUP_PER_SESSION, sessionId))) {
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
      await fulfil(payload, { bookingId, sessionId, outcome: 'paid', paymentIntentId: paymentIntentIdOf(session) }, { stripe })
      found = await findBooking(payload, bookingId, sessionId)
    }
  }

  if (found.status !== 'confirmed') {
    const [code, message] = NOT_CONFIRMED[found.status]
    throw new AppError(code, message, { bookingNumber: found.bookingNumber })
  }
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
    classPrepUrl: `/class-prep/${schedule.id}`,
    manageUrl: managePath(found),
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
