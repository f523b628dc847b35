import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { CLASS_OF_CHOICE, type GiftPrice, type GiftPurchase, giftPrice, giftPurchaseSchema } from '@/domain/credits/giftCertificate'
import { GIFT_PURCHASES_PER_ADDRESS, GIFT_PURCHASES_PER_EMAIL } from '@/domain/limits/publicLimits'
import type { ClassType } from '@/domain/schedule/classTypes'
import { pacificDate } from '@/domain/time/pacific'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import type { ClassCredit } from '@/payload-types'

import { type CaptchaConfig, verifyCaptcha } from '../captcha'
import { emailKey } from '../limits/keys'
import { consumeLimit } from '../limits/limiter'
import { DEMO_SESSION_PREFIX, stripeClient } from '../payments/stripe'

/** The demo checkout of a gift certificate (no Stripe key): its session ids start with this. */
export const GIFT_DEMO_PREFIX = `${DEMO_SESSION_PREFIX}gift_`

export type BuyOptions = { now?: Date; stripe?: Stripe | null; address?: string | null; captcha?: CaptchaConfig }

/** Today's price of one class of each kind a certificate can be bought as: the highest among its active classes. */
export async function giftClassPrices(payload: Payload): Promise<Partial<Record<ClassType, number>>> {
  const { docs } = await payload.find({
    collection: 'classes',
    where: { and: [{ isActive: { equals: true } }, { type: { in: Object.values(CLASS_OF_CHOICE) } }] },
    depth: 0,
    pagination: false,
    select: { type: true, priceCents: true },
    overrideAccess: true, // system read: public prices of active classes
  })
  const prices: Partial<Record<ClassType, number>> = {}
  for (const cls of docs) prices[cls.type] = Math.max(prices[cls.type] ?? 0, cls.priceCents ?? 0)
  return prices
}

const invalid = (issues: { path: string; message: string }[]) => new AppError('INVALID_INPUT', 'Please check the highlighted fields.', { issues })

/**
 * A gift certificate order from /gift-certificates: validated (the same schema as the form), limited per address and
 * per buyer email, its captcha verified, priced on the server, stored as a certificate awaiting payment, and its
 * checkout opened (Stripe Checkout, or the demo checkout without a key). Answers where the browser goes.
 */
export async function buyGiftCertificate(payload: Payload, body: unknown, { now = new Date(), stripe = stripeClient(), address = null, captcha }: BuyOptions = {}): Promise<{ redirectTo: string }> {
  const parsed = giftPurchaseSchema(pacificDate(now)).safeParse(body)
  if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })))
  const purchase = parsed.data
  if (address) await consumeLimit(payload, GIFT_PURCHASES_PER_ADDRESS, address)
  await consumeLimit(payload, GIFT_PURCHASES_PER_EMAIL, emailKey(purchase.buyerEmail))
  await verifyCaptcha(purchase.recaptchaToken, { remoteIp: address ?? undefined, config: captcha })

  const price = giftPrice(purchase, await giftClassPrices(payload))
  if (!price) throw invalid([{ path: 'choice', message: 'This class is not on offer right now. Please choose an amount instead.' }])
  const credit = await createPendingCertificate(payload, purchase, price)
  if (!stripe) {
    const sessionId = `${GIFT_DEMO_PREFIX}${randomBytes(18).toString('base64url')}`
    await recordSession(payload, credit, sessionId)
    return { redirectTo: `/gift-certificates/checkout/${sessionId}` }
  }
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: price.cents, product_data: { name: `${price.description} for ${purchase.recipientName}` } } }],
      customer_email: purchase.buyerEmail,
      client_reference_id: `gift-${credit.id}`,
      metadata: { purpose: 'gift-certificate', creditId: String(credit.id) },
      payment_intent_data: { metadata: { purpose: 'gift-certificate', creditId: String(credit.id) } },
      success_url: `${env.SERVER_URL}/gift-certificates/thanks?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${env.SERVER_URL}/gift-certificates?checkout=cancelled`,
    },
    { idempotencyKey: `gift-checkout-${credit.id}` },
  )
  if (!session.url) throw new AppError('PAYMENT_UNAVAILABLE', 'There was an error processing your order.')
  await recordSession(payload, credit, session.id)
  return { redirectTo: session.url }
}

const createPendingCertificate = (payload: Payload, purchase: GiftPurchase, price: GiftPrice): Promise<ClassCredit> =>
  payload.create({
    collection: 'class-credits',
    data: {
      kind: 'gift-certificate',
      status: 'pending',
      amountCents: price.cents,
      remainingCents: 0,
      customerEmail: purchase.recipientEmail,
      issuedBy: `bought by ${purchase.buyerName} (${purchase.buyerEmail})`,
      gift: {
        buyerName: purchase.buyerName,
        buyerEmail: purchase.buyerEmail,
        recipientName: purchase.recipientName,
        recipientEmail: purchase.recipientEmail,
        message: purchase.message,
        description: price.description,
        deliveryDate: purchase.deliveryDate,
      },
    },
    overrideAccess: true, // system call: a visitor's order, checked above; it holds no money until paid
  })

const recordSession = (payload: Payload, credit: ClassCredit, sessionId: string) =>
  payload.update({
    collection: 'class-credits',
    id: credit.id,
    data: { gift: { ...credit.gift, stripeSessionId: sessionId } },
    overrideAccess: true, // system call: the checkout just opened for this order
  })
