import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'

import { moveCreditWithBooking } from '../credits/creditLedger'
import { expireCheckoutSession } from '../payments/expireCheckoutSession'
import { isLocalSessionId, stripeClient } from '../payments/stripe'
import type { OpenTx } from '@/server/transaction'

/**
 * Ends the Stripe checkout an offer's booking opened, so the offer can no longer be paid (as `cancelCheckout` does for a
 * booking). Answers 'paid' when Stripe says it was paid before it could be ended (the payment's own event confirms the
 * booking); throws when Stripe cannot be reached. A demo or free booking has no checkout at Stripe: 'ended'.
 */
export async function endOfferCheckout(payload: Payload, booking: Pick<Booking, 'id' | 'stripeSessionId'>, stripe: Stripe | null): Promise<'ended' | 'paid'> {
  const sessionId = booking.stripeSessionId
  if (!stripe || !sessionId || isLocalSessionId(sessionId)) return 'ended'
  const ended = await expireCheckoutSession(payload, stripe, booking.id, sessionId)
  return ended?.outcome === 'expired' ? 'ended' : 'paid'
}

/**
 * Ends an offer's held booking (declined, withdrawn): its checkout is ended at Stripe first, then its seats are free at
 * once, and the bookings' hook offers them down the list in the same transaction. A booking no longer held (paid,
 * lapsed) is left as it is. True when released. When the checkout cannot be ended (Stripe unreachable), or was paid
 * meanwhile, nothing is released and the caller's change is refused with words it can show.
 * `checkoutEnded`: the caller ended it already (endOfferCheckout).
 */
export async function releaseOffer(
  payload: Payload,
  tx: OpenTx,
  bookingId: number,
  action: string,
  { stripe = stripeClient(), checkoutEnded = false }: { stripe?: Stripe | null; checkoutEnded?: boolean } = {},
): Promise<boolean> {
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, disableErrors: true, req: tx.req }) // system read: the offer's own booking
  if (booking?.status !== 'held') return false
  if (!checkoutEnded) {
    const ended = await endOfferCheckout(payload, booking, stripe).catch((error: unknown) => {
      payload.logger.error({ err: error, bookingId }, 'waitlist offer: its checkout could not be ended at Stripe')
      throw new AppError('PAYMENT_UNAVAILABLE', 'We could not close the checkout of this offer just now, so nothing was changed. Please try again in a minute.')
    })
    if (ended === 'paid') {
      throw new AppError('PAYMENT_PENDING', 'This offer has just been paid, so it can no longer be declined or withdrawn. The booking is confirmed as soon as the payment is recorded.')
    }
  }
  // A code that paid part of the offer (payForOffer) gets its money back.
  await moveCreditWithBooking(tx, { creditId: relationId(booking.classCredit), creditCents: booking.creditCents ?? 0, bookingId }, 'held', 'expired', new Date())
  await payload.update({
    collection: 'bookings',
    id: bookingId,
    data: { status: 'expired' },
    context: { bookingEvent: { action, actor: 'system (waitlist)' } },
    req: tx.req,
    overrideAccess: true, // system call: the waitlist gives back the seats of an offer that ended
  })
  return true
}
