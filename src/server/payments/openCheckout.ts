import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { checkoutExpiresAt } from '@/domain/bookings/holds'
import { formatCents, type Quote } from '@/domain/bookings/pricing'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import type { Booking } from '@/payload-types'

import { fulfil } from './fulfilment'

/** What a checkout shows and records of a held booking. */
export type CheckoutBooking = Pick<Booking, 'id' | 'bookingNumber' | 'contactEmail' | 'totalCents' | 'creditCents' | 'discountCents' | 'stripeSessionId' | 'holdExpiresAt'>

/** A booking just held, with the price and the class name its checkout shows. */
export type HeldBooking = { booking: CheckoutBooking; quote: Quote; className: string; promoCode?: string }

/**
 * Opens the checkout of a booking just held and answers where to send the visitor: the Stripe Checkout, which ends
 * when the hold does; the demo checkout when Stripe is not configured; or, with nothing to pay, straight to the
 * confirmation. `cancelToken` lets the checkout's Cancel give the seats back. A checkout that cannot be opened
 * releases the hold.
 */
export async function openCheckout(
  payload: Payload,
  held: HeldBooking,
  cancelToken: string,
  { now, stripe }: { now: Date; stripe: Stripe | null },
): Promise<string> {
  const { booking } = held
  if (booking.totalCents === 0) {
    // Stripe cannot take a $0 payment, and there is nothing to take (a free class, or a class credit paid it all):
    // confirm through the same path as a payment.
    const sessionId = booking.stripeSessionId!
    await fulfil(payload, { bookingId: booking.id, sessionId, outcome: 'paid' }, { now, stripe: null })
    return `/stripe-success?session_id=${encodeURIComponent(sessionId)}&booking_id=${booking.id}`
  }
  if (!stripe) return `/demo-checkout/${booking.stripeSessionId}`

  try {
    const session = await createCheckoutSession(stripe, held, cancelToken, `checkout-session-${booking.id}`)
    await payload.update({
      collection: 'bookings',
      id: booking.id,
      data: { stripeSessionId: session.id },
      overrideAccess: true, // system call: recording the checkout of the booking just created
    })
    return session.url
  } catch (error) {
    payload.logger.error({ msg: 'checkout session failed; releasing the hold', bookingId: booking.id, err: error })
    // Through fulfil, like Stripe's own expiry: the seats, and any class credit, are given back under the row lock.
    // No session id was stored (that is the last step above), so the booking has none to match.
    await fulfil(payload, { bookingId: booking.id, sessionId: '', outcome: 'expired' }, { now, stripe: null })
    throw new AppError('PAYMENT_UNAVAILABLE', 'There was an error processing your booking.', { bookingId: booking.id })
  }
}

/**
 * Creates the Stripe Checkout Session of a held booking, ending when its hold does (never sooner than Stripe
 * accepts). Records nothing: the caller stores the session id. Throws on any Stripe error.
 */
export async function createCheckoutSession(
  stripe: Stripe,
  { booking, quote, className, promoCode }: HeldBooking,
  cancelToken: string,
  idempotencyKey: string,
): Promise<Stripe.Checkout.Session & { url: string }> {
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [checkoutLine(className, quote, booking, promoCode)],
      customer_email: booking.contactEmail,
      client_reference_id: String(booking.id),
      metadata: { bookingId: String(booking.id), bookingNumber: booking.bookingNumber ?? '' },
      payment_intent_data: { metadata: { bookingId: String(booking.id) } },
      expires_at: checkoutExpiresAt(new Date(booking.holdExpiresAt!), new Date()),
      success_url: `${env.SERVER_URL}/stripe-success?session_id={CHECKOUT_SESSION_ID}&booking_id=${booking.id}`,
      cancel_url: `${env.SERVER_URL}/api/checkout-cancelled?booking=${booking.id}&token=${cancelToken}`,
    },
    { idempotencyKey },
  )
  if (!session.url) throw new Error('Stripe answered without a checkout URL')
  return session as Stripe.Checkout.Session & { url: string }
}

/**
 * What the checkout charges: the class price per unit, or, when a promo code or a class credit took part of it, one
 * line for the rest that says what was taken (Stripe has no negative lines).
 */
function checkoutLine(className: string, quote: Quote, booking: CheckoutBooking, promoCode = ''): Stripe.Checkout.SessionCreateParams.LineItem {
  const per = quote.unit === 'pair' ? 'mother & daughter pair' : 'per person'
  if (!booking.creditCents && !booking.discountCents) {
    return { quantity: quote.units, price_data: { currency: 'usd', unit_amount: quote.unitCents, product_data: { name: `${className} — ${per}` } } }
  }
  const less = [
    booking.discountCents ? `less promo code ${promoCode} ${formatCents(booking.discountCents)}` : '',
    booking.creditCents ? `less class credit ${formatCents(booking.creditCents)}` : '',
  ].filter(Boolean)
  return {
    quantity: 1,
    price_data: {
      currency: 'usd',
      unit_amount: booking.totalCents,
      product_data: { name: `${className} — ${quote.units} x ${formatCents(quote.unitCents)} ${per}, ${less.join(', ')}` },
    },
  }
}

