import type { Payload } from 'payload'
import { z } from 'zod'

import { bookingPath } from '@/domain/bookings/bookingKind'
import { AppError } from '@/lib/errors'
import type { Booking } from '@/payload-types'

import { DEMO_SESSION_PREFIX } from './sessionIds'
import { fulfil } from '../fulfilment'
import { stripeClient } from './stripe'

export const demoCheckoutInput = z.object({
  sessionId: z.string().startsWith(DEMO_SESSION_PREFIX, 'Checkout not found').max(80),
  action: z.enum(['pay', 'cancel']),
})

/** The demo checkout's booking, found by its unguessable session id; null when Stripe is configured or none. */
export async function findDemoBooking(payload: Payload, sessionId: string): Promise<Booking | null> {
  if (stripeClient() || !sessionId.startsWith(DEMO_SESSION_PREFIX)) return null
  const found = await payload.find({
    collection: 'bookings',
    where: { stripeSessionId: { equals: sessionId } },
    depth: 2,
    limit: 1,
    overrideAccess: true, // system call: the holder of the checkout session id pays for their own booking
  })
  return found.docs[0] ?? null
}

/**
 * The demo checkout's Pay and Cancel (only while STRIPE_SECRET_KEY is unset; no card is charged): they drive the
 * same fulfil function as Stripe's webhook. Answers where the browser goes next.
 */
export async function completeDemoCheckout(payload: Payload, input: unknown, now = new Date()): Promise<{ redirectTo: string }> {
  const parsed = demoCheckoutInput.safeParse(input)
  if (!parsed.success) throw new AppError('PAYMENT_NOT_FOUND', 'Checkout not found')
  const booking = await findDemoBooking(payload, parsed.data.sessionId)
  if (!booking) throw new AppError('PAYMENT_NOT_FOUND', 'Checkout not found')
  const sessionId = parsed.data.sessionId
  if (parsed.data.action === 'pay') {
    await fulfil(payload, { bookingId: booking.id, sessionId, outcome: 'paid', paymentIntentId: null }, { now, stripe: null })
    return { redirectTo: `/stripe-success?session_id=${encodeURIComponent(sessionId)}&booking_id=${booking.id}` }
  }
  await fulfil(payload, { bookingId: booking.id, sessionId, outcome: 'expired' }, { now, stripe: null })
  const scheduleId = typeof booking.schedule === 'object' ? booking.schedule.id : booking.schedule
  return { redirectTo: `${bookingPath(booking.classType, scheduleId)}?checkout=cancelled` }
}
