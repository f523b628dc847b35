import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { paymentIntentIdOf } from './stripe'

/** What became of a checkout session that was ended: it can no longer be paid, or it was paid before it could be ended. */
export type EndedCheckout = { outcome: 'expired' } | { outcome: 'paid'; paymentIntentId: string | null }

/**
 * Ends a Checkout Session at Stripe, so it can no longer be paid. When it is no longer open, Stripe's own word on it
 * decides: paid, ended unpaid, or (null) completed with a bank payment still on its way, which keeps the hold until
 * Stripe's event settles it. Throws when Stripe cannot be reached, or the session is still open.
 */
export async function expireCheckoutSession(payload: Payload, stripe: Stripe, bookingId: number, sessionId: string): Promise<EndedCheckout | null> {
  try {
    await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire-${sessionId}` })
    return { outcome: 'expired' }
  } catch (error) {
    const session = await stripe.checkout.sessions.retrieve(sessionId)
    if (session.payment_status === 'paid') return { outcome: 'paid', paymentIntentId: paymentIntentIdOf(session) }
    if (session.status === 'open') throw error
    if (session.status === 'complete') return null
    payload.logger.info({ msg: 'checkout already ended at Stripe', bookingId, status: session.status })
    return { outcome: 'expired' }
  }
}
