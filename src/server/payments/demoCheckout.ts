import type { Payload } from 'payload'
import { z } from 'zod'

import { bookingPath } from '@/domain/bookings/bookingKind'
import { when } from '@/domain/email/bookingEmails'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { managePath } from '../bookings/manageToken'
import { GIFT_DEMO_PREFIX } from '../gifts/buyGiftCertificate'
import { completeDemoGiftCheckout } from '../gifts/giftCheckout'
import { toOccurrence } from '../schedule/occurrences'
import { cancelFeeCheckout } from './cancelFeeCheckout'
import { feeCheckouts } from './feeCheckouts'
import { fulfil } from './fulfilment'
import { applyPaidMove, paidMoveNotice } from './moveFee'
import { DEMO_SESSION_PREFIX, MOVE_FEE_DEMO_PREFIX, stripeClient } from './stripe'

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
  const sessionId = parsed.data.sessionId
  if (sessionId.startsWith(MOVE_FEE_DEMO_PREFIX)) return completeDemoMoveFee(payload, sessionId, parsed.data.action)
  if (sessionId.startsWith(GIFT_DEMO_PREFIX)) return completeDemoGiftCheckout(payload, sessionId, parsed.data.action, now)
  const booking = await findDemoBooking(payload, sessionId)
  if (!booking) throw new AppError('PAYMENT_NOT_FOUND', 'Checkout not found')
  if (parsed.data.action === 'pay') {
    await fulfil(payload, { bookingId: booking.id, sessionId, outcome: 'paid', paymentIntentId: null }, { now, stripe: null })
    return { redirectTo: `/stripe-success?session_id=${encodeURIComponent(sessionId)}&booking_id=${booking.id}` }
  }
  await fulfil(payload, { bookingId: booking.id, sessionId, outcome: 'expired' }, { now, stripe: null })
  return { redirectTo: `${bookingPath(booking.classType, relationId(booking.schedule))}?checkout=cancelled` }
}

/** A reschedule fee's demo checkout: its booking, the class it moves to, and whether it can still be paid. */
export type DemoMoveFee = { booking: Booking; amountCents: number; open: boolean; target: { className: string; when: string } | null }

/** The demo checkout of a reschedule fee, found by its unguessable session id; null when Stripe is configured or none. */
export async function findDemoMoveFee(payload: Payload, sessionId: string): Promise<DemoMoveFee | null> {
  if (stripeClient() || !sessionId.startsWith(MOVE_FEE_DEMO_PREFIX)) return null
  const [fee] = await feeCheckouts(payload, { sessionId })
  if (!fee) return null
  // System reads: the holder of the fee's session id, and the class it moves to.
  const [booking, to] = await Promise.all([
    payload.findByID({ collection: 'bookings', id: fee.bookingId, depth: 0, overrideAccess: true, disableErrors: true }),
    payload.findByID({ collection: 'schedules', id: fee.toScheduleId, depth: 1, overrideAccess: true, disableErrors: true }),
  ])
  const occurrence = to && toOccurrence(to)
  return booking ? { booking, amountCents: fee.amountCents, open: fee.open, target: occurrence ? { className: occurrence.className, when: when(occurrence) } : null } : null
}

/**
 * Pay makes the move as Stripe's payment event would; Cancel closes the fee's checkout (as Stripe's cancel_url does)
 * and goes back to the manage page. A closed one is not paid: Pay shows its page again, which says it closed.
 */
async function completeDemoMoveFee(payload: Payload, sessionId: string, action: 'pay' | 'cancel'): Promise<{ redirectTo: string }> {
  const fee = await findDemoMoveFee(payload, sessionId)
  if (!fee) throw new AppError('PAYMENT_NOT_FOUND', 'Checkout not found')
  const back = managePath(fee.booking) ?? '/public-classes'
  if (action === 'cancel') return { redirectTo: `${back}?move=${await cancelFeeCheckout(payload, fee.booking.id, { stripe: null })}` }
  if (!fee.open) return { redirectTo: `/demo-checkout/${encodeURIComponent(sessionId)}` }
  const outcome = await applyPaidMove(payload, { sessionId, paymentIntentId: null }, { stripe: null })
  return { redirectTo: `${back}?move=${paidMoveNotice(outcome)}` }
}
