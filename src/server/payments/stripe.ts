import Stripe from 'stripe'
import { z } from 'zod'

import { DEMO_SESSION_PREFIX } from '@/domain/payments/demoPayment'
import { env } from '@/lib/env'

let client: Stripe | null | undefined

/** SDK options for a Stripe API at another address (the tests' fake Stripe server). */
export function apiBaseOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
    maxNetworkRetries: 0,
  }
}

/** The Stripe client, or null when STRIPE_SECRET_KEY is not set: bookings then go through the demo checkout. */
export function stripeClient(): Stripe | null {
  if (client === undefined) {
    client = env.STRIPE_SECRET_KEY
      ? new Stripe(env.STRIPE_SECRET_KEY, { ...apiBaseOptions(env.STRIPE_API_BASE), appInfo: { name: 'swsd-site' } })
      : null
  }
  return client
}

/** Signs nothing, verifies a webhook: a Stripe event from the raw body, or throws on a bad signature. */
export function constructWebhookEvent(stripe: Stripe, rawBody: string, signature: string | null): Stripe.Event {
  if (!env.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is not set')
  if (!signature) throw new Error('No Stripe-Signature header')
  return stripe.webhooks.constructEvent(rawBody, signature, env.STRIPE_WEBHOOK_SECRET)
}

/** Demo checkout sessions are named like this; the demo page takes the session id, never the booking id alone. */
export { DEMO_SESSION_PREFIX }
/** Demo checkouts of the reschedule fee (no Stripe key configured) are named like this. */
export const MOVE_FEE_DEMO_PREFIX = `${DEMO_SESSION_PREFIX}fee_`
/** A free class (priced $0) has no payment: its booking is confirmed at once under this session id. */
export const FREE_SESSION_PREFIX = 'free_'

/** Session ids this server made itself: no payment provider knows them. */
export const isLocalSessionId = (sessionId: string): boolean =>
  sessionId.startsWith(DEMO_SESSION_PREFIX) || sessionId.startsWith(FREE_SESSION_PREFIX)

const bookingIdOf = z.coerce.number().int().positive()

export const paymentIntentIdOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)

/** The booking a checkout session was opened for (metadata, else client_reference_id), or null. */
export function bookingIdOfSession(session: Stripe.Checkout.Session): number | null {
  const parsed = bookingIdOf.safeParse(session.metadata?.bookingId ?? session.client_reference_id)
  return parsed.success ? parsed.data : null
}
