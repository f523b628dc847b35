import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Quote } from '@/domain/bookings/pricing'

import { postgresOf } from '../db/postgres'
import { hasLiveEntries } from '../db/waitlistEntries'
import { newCheckoutCancelToken } from '../payments/checkoutCancelToken'
import { openCheckout } from '../payments/openCheckout'
import { stripeClient } from '../payments/stripe'
import { inTransaction } from '../transaction'
import { offerFreedSeats } from '../waitlist/offerFreedSeats'
import { openTxOf } from '../transaction'
import { admitBookingRequest } from './admitBookingRequest'
import { holdSeats } from './holdSeats'

/** `cancelToken` lets the browser that opened the checkout give its seats back (Back, or Cancel on the checkout). */
export type CreatedBooking = { bookingId: number; bookingNumber: string; checkoutUrl: string; cancelToken: string; quote: Quote }

/**
 * POST /api/create-booking: admit the request (its shape, the captcha, the client's hourly limits), offer seats freed
 * by holds that ran out to the class's waitlist first (committed even if this booking is then refused: they are the
 * waiting parties' before they are the public's), hold the seats in one transaction, then open the checkout (Stripe, or the demo checkout when Stripe is not configured).
 * `address` is the caller's network address when known (clientAddress), else null.
 */
export async function createBooking(
  payload: Payload,
  input: unknown,
  {
    now = new Date(),
    address = null,
    stripe = stripeClient(),
  }: { now?: Date; address?: string | null; stripe?: Stripe | null } = {},
): Promise<CreatedBooking> {
  const { request, client } = await admitBookingRequest(payload, input, address)
  const cancel = newCheckoutCancelToken()
  // Read outside any lock: a class with nobody waiting has nothing to offer, and one who joins after this read joins
  // after this booking's offer round, as they would have had the round run under the lock a moment sooner.
  if (await hasLiveEntries(postgresOf(payload).drizzle, request.classScheduleId)) {
    await inTransaction(payload, (tx) => offerFreedSeats(payload, openTxOf(tx), request.classScheduleId, now))
  }
  const held = await holdSeats(payload, request, client, now, stripe, cancel.hash)
  const checkoutUrl = await openCheckout(payload, held, cancel.token, { now, stripe })
  return { bookingId: held.booking.id, bookingNumber: held.booking.bookingNumber!, checkoutUrl, cancelToken: cancel.token, quote: held.quote }
}
