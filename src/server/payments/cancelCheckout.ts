import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { z } from 'zod'

import { bookingPath } from '@/domain/bookings/bookingKind'
import type { BookingStatus } from '@/domain/bookings/bookingStatus'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'

import { cancelTokenMatches } from './checkoutCancelToken'
import { expireCheckoutSession } from './expireCheckoutSession'
import { fulfil } from './fulfilment'
import { isLocalSessionId, stripeClient } from './stripe'

export const cancelCheckoutInput = z.object({
  bookingId: z.coerce.number().int().positive(),
  token: z.string().min(16).max(128),
})

export type CancelledCheckout = {
  status: BookingStatus
  /** This call gave the seats back (false when they were already free, or the booking is paid). */
  released: boolean
  /** Where the visitor's form is. */
  bookingPath: string
  /** Set when the payment went through after all: the confirmation page of this booking. */
  successPath?: string
}

/**
 * The visitor left the checkout without paying (Stripe's cancel_url, the demo's Cancel, or Back to the form): the
 * Checkout Session is expired at Stripe, so it can no longer be paid, and the hold is released through fulfil, like
 * Stripe's own expiry event. If Stripe says the session was paid meanwhile, that payment is applied instead.
 * Only the holder of the token handed out with the checkout can do this; a second call changes nothing.
 */
export async function cancelCheckout(
  payload: Payload,
  input: unknown,
  { now = new Date(), stripe = stripeClient() }: { now?: Date; stripe?: Stripe | null } = {},
): Promise<CancelledCheckout> {
  const parsed = cancelCheckoutInput.safeParse(input)
  if (!parsed.success) throw new AppError('PAYMENT_NOT_FOUND', 'Checkout not found')
  const { bookingId, token } = parsed.data
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, disableErrors: true, overrideAccess: true }) // system read: the token is checked next
  if (!booking || !cancelTokenMatches(token, booking.checkoutCancelTokenHash)) throw new AppError('PAYMENT_NOT_FOUND', 'Checkout not found')

  const formPath = bookingPath(booking.classType, relationId(booking.schedule))
  const sessionId = booking.stripeSessionId
  let status: BookingStatus = booking.status
  let released = false
  if (status === 'held' && sessionId) {
    const outcome = stripe && !isLocalSessionId(sessionId) ? await expireCheckoutSession(payload, stripe, bookingId, sessionId) : { outcome: 'expired' as const }
    if (outcome) {
      const result = await fulfil(payload, { bookingId, sessionId, ...outcome }, { now, stripe })
      status = result.status
      released = result.decision === 'release'
    }
  }
  const successPath =
    status === 'confirmed' && sessionId ? `/stripe-success?session_id=${encodeURIComponent(sessionId)}&booking_id=${bookingId}` : undefined
  return { status, released, bookingPath: formPath, ...(successPath ? { successPath } : {}) }
}
