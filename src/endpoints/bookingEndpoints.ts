import type { Endpoint, PayloadRequest } from 'payload'

import { env } from '@/lib/env'

import { createBooking } from '@/server/bookings/createBooking'
import { clientAddress } from '@/server/http/clientAddress'
import { cancelCheckout } from '@/server/payments/cancelCheckout'
import { completeDemoCheckout } from '@/server/payments/demoCheckout'
import { constructWebhookEvent, stripeClient } from '@/server/payments/stripe'
import { handleStripeEvent } from '@/server/payments/stripeEvents'
import { verifyPayment } from '@/server/payments/verifyPayment'
import { releaseExpiredHoldsOnRequest } from '@/server/payments/releaseExpiredHoldsOnRequest'

import { readJson } from './input'
import { endpoint } from './respond'

/** POST /api/create-booking — anyone may book; the captcha, the client's limits, the seat count and the price are checked here. */
export const createBookingEndpoint: Endpoint = {
  path: '/create-booking',
  method: 'post',
  handler: endpoint(
    async (req) => {
      const { checkoutUrl, bookingId, cancelToken } = await createBooking(req.payload, await readJson(req), {
        address: clientAddress(req.headers),
      })
      return Response.json({ checkoutUrl, bookingId, cancelToken })
    },
    { fallback: 'There was an error processing your booking.' },
  ),
}

/** POST /api/verify-payment — { session_id, booking_id } from /stripe-success; confirms only what Stripe says is paid. */
export const verifyPaymentEndpoint: Endpoint = {
  path: '/verify-payment',
  method: 'post',
  handler: endpoint(
    async (req) => {
      const booking = await verifyPayment(req.payload, await readJson(req), { address: clientAddress(req.headers) })
      return Response.json({ success: true, booking })
    },
    { fallback: 'Unable to verify the payment.' },
  ),
}

/** POST /api/webhooks/stripe — the signature is verified on the raw body; a bad one is a 400 and writes nothing. */
export const stripeWebhookEndpoint: Endpoint = {
  path: '/webhooks/stripe',
  method: 'post',
  handler: endpoint(
    async (req) => {
      const stripe = stripeClient()
      if (!stripe) return Response.json({ error: 'Stripe is not configured' }, { status: 404 })
      let event
      try {
        const raw = await req.text!()
        event = constructWebhookEvent(stripe, raw, req.headers.get('stripe-signature'))
      } catch (error) {
        req.payload.logger.warn({ msg: 'Stripe webhook refused: bad signature', err: String(error) })
        return Response.json({ error: 'Invalid signature' }, { status: 400 })
      }
      const result = await handleStripeEvent(req.payload, event, { stripe })
      return Response.json({ received: true, result })
    },
    // A 5xx makes Stripe deliver the event again later; fulfil is idempotent.
    { fallback: 'Webhook handling failed' },
  ),
}

/** POST /api/cleanup-expired-bookings — the silent call from /public-classes; idempotent, limited, reveals nothing. */
export const cleanupExpiredBookingsEndpoint: Endpoint = {
  path: '/cleanup-expired-bookings',
  method: 'post',
  handler: endpoint(async (req) => Response.json(await releaseExpiredHoldsOnRequest(req.payload, { address: clientAddress(req.headers) })), { fallback: 'Cleanup failed' }),
}

/** POST /api/cancel-checkout — { bookingId, token }: the visitor came back to the form without paying (Back). */
export const cancelCheckoutEndpoint: Endpoint = {
  path: '/cancel-checkout',
  method: 'post',
  handler: endpoint(async (req) => Response.json(await cancelCheckout(req.payload, await readJson(req))), { fallback: 'The checkout could not be cancelled.' }),
}

/**
 * GET /api/checkout-cancelled?booking=&token= — Stripe's cancel_url: gives the seats back, then shows the form again
 * (the browser refills it from what it kept). The token never reaches the page's address or history.
 */
export const checkoutCancelledEndpoint: Endpoint = {
  path: '/checkout-cancelled',
  method: 'get',
  handler: async (req) => {
    const query = req.searchParams
    try {
      const { bookingPath } = await cancelCheckout(req.payload, { bookingId: query.get('booking'), token: query.get('token') })
      return redirectTo(req, `${bookingPath}?checkout=cancelled`)
    } catch (error) {
      req.payload.logger.warn({ msg: 'checkout cancel link refused', err: String(error) })
      return redirectTo(req, '/public-classes')
    }
  },
}

export const redirectTo = (req: PayloadRequest, path: string) =>
  new Response(null, { status: 303, headers: { Location: new URL(path, env.SERVER_URL).toString(), 'Cache-Control': 'no-store' } })

/** POST /api/demo-checkout — Pay or Cancel on the demo checkout page (no Stripe key configured; no card charged). */
export const demoCheckoutEndpoint: Endpoint = {
  path: '/demo-checkout',
  method: 'post',
  handler: endpoint(async (req) => Response.json(await completeDemoCheckout(req.payload, await readJson(req))), { fallback: 'The demo checkout failed.' }),
}

export const bookingEndpoints: Endpoint[] = [
  createBookingEndpoint,
  verifyPaymentEndpoint,
  stripeWebhookEndpoint,
  cleanupExpiredBookingsEndpoint,
  demoCheckoutEndpoint,
  cancelCheckoutEndpoint,
  checkoutCancelledEndpoint,
]
