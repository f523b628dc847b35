import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { z } from 'zod'

import { AppError } from '@/lib/errors'
import type { Booking, Class, Schedule } from '@/payload-types'

import { isLocalSessionId } from './sessionIds'
import { fulfil } from '../fulfilment'
import { stripeClient } from './stripe'
import { bookingIdOfSession, paymentIntentIdOf } from './stripeEvents'

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
  classPrepUrl: string
}

const SEATS_TAKEN = 'Someone else took the last seats while you were paying, so we could not reserve them for you.'

/** Why a booking found by its own checkout is not confirmed, in the visitor's words. */
const NOT_CONFIRMED: Record<Exclude<Booking['status'], 'confirmed'>, [string, string]> = {
  held: ['PAYMENT_PENDING', 'Your payment is still being processed.'],
  'needs-review': ['PAYMENT_REFUNDING', `${SEATS_TAKEN} Your payment is being refunded in full; we have emailed you the details.`],
  refunded: ['PAYMENT_REFUNDED', `${SEATS_TAKEN} Your payment has been refunded in full; your bank shows it within 5-10 business days.`],
  expired: ['PAYMENT_NOT_COMPLETED', 'This checkout ended without a payment, so nothing was charged. You are welcome to book again.'],
  cancelled: ['BOOKING_CANCELLED', 'This booking has been cancelled. If you were charged, your refund is on its way.'],
}

/**
 * POST /api/verify-payment: asks Stripe for the session, checks it was opened for this booking and is paid, and
 * confirms through the same fulfil function as the webhook. A forged or mismatched pair confirms nothing.
 * For the demo checkout and free classes it only reads: the demo Pay button, or the booking itself, already confirmed it.
 */
export async function verifyPayment(
  payload: Payload,
  input: unknown,
  { stripe = stripeClient() }: { stripe?: Stripe | null } = {},
): Promise<ConfirmedBooking> {
  const parsed = verifyPaymentInput.safeParse(input)
  if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'Invalid request')
  const { session_id: sessionId, booking_id: bookingId } = parsed.data

  if (stripe && !isLocalSessionId(sessionId)) {
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
    }
  }

  const booking = await payload.find({
    collection: 'bookings',
    where: { and: [{ id: { equals: bookingId } }, { stripeSessionId: { equals: sessionId } }] },
    depth: 2,
    limit: 1,
    overrideAccess: true, // system call: the caller proved the pair (booking id, its own checkout session)
  })
  const found = booking.docs[0]
  if (!found) throw new AppError('PAYMENT_NOT_FOUND', 'Payment session not found')
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
    location: schedule.location || cls.location || '',
    participantCount: found.participantCount,
    totalAmount: found.totalCents / 100,
    classPrepUrl: `/class-prep/${schedule.id}`,
  }
}
