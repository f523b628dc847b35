import Stripe from 'stripe'

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
