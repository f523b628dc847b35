import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { AppError } from '@/lib/errors'
import type { ClassCredit } from '@/payload-types'

import { paymentIntentIdOf, stripeClient } from '../payments/stripe'
import { GIFT_DEMO_PREFIX } from './buyGiftCertificate'
import { fulfilGiftPurchase } from './fulfilGiftPurchase'

/** The order a checkout session was opened for (found by the unguessable session id); null when none. */
export async function giftOfSession(payload: Payload, sessionId: string): Promise<ClassCredit | null> {
  const { docs } = await payload.find({
    collection: 'class-credits',
    where: { and: [{ kind: { equals: 'gift-certificate' } }, { 'gift.stripeSessionId': { equals: sessionId } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true, // system read: the holder of the checkout session id sees their own order
  })
  return docs[0] ?? null
}

/**
 * The demo checkout's Pay and Cancel for a gift certificate (only while Stripe is not configured; no card is charged):
 * Pay is the same fulfilment as Stripe's webhook; Cancel goes back to the order form, the order left unpaid.
 */
export async function completeDemoGiftCheckout(payload: Payload, sessionId: string, action: 'pay' | 'cancel', now = new Date()): Promise<{ redirectTo: string }> {
  if (!sessionId.startsWith(GIFT_DEMO_PREFIX) || stripeClient()) throw new AppError('PAYMENT_NOT_FOUND', 'Checkout not found')
  if (action === 'cancel') return { redirectTo: '/gift-certificates?checkout=cancelled' }
  if ((await fulfilGiftPurchase(payload, { sessionId }, now)) == null) throw new AppError('PAYMENT_NOT_FOUND', 'Checkout not found')
  return { redirectTo: `/gift-certificates/thanks?session_id=${encodeURIComponent(sessionId)}` }
}

/**
 * The thanks page's order: while it is still awaiting payment, asks Stripe (once per visit) whether its session is
 * paid and, if so, fulfils it as the webhook would. Null when no order has this session.
 */
export async function giftAfterCheckout(payload: Payload, sessionId: string, { stripe = stripeClient() }: { stripe?: Stripe | null } = {}): Promise<ClassCredit | null> {
  const gift = await giftOfSession(payload, sessionId)
  if (!gift || gift.status !== 'pending' || !stripe || sessionId.startsWith(GIFT_DEMO_PREFIX)) return gift
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId)
    if (session.metadata?.creditId === String(gift.id) && session.payment_status === 'paid') {
      await fulfilGiftPurchase(payload, { sessionId, paymentIntentId: paymentIntentIdOf(session) })
      return giftOfSession(payload, sessionId)
    }
  } catch (error) {
    payload.logger.warn({ msg: 'gift thanks page: session not retrievable', creditId: gift.id, error: String(error) })
  }
  return gift
}
