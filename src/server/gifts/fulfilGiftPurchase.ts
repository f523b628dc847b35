import type { Payload } from 'payload'

import { changeBalance, lockGiftBySession, recordGiftPaymentIntent } from '../db/classCredits'
import { inTransaction } from '../transaction'
import { deliverGiftCertificate, emailGiftReceipt } from './deliverGiftCertificate'

export type GiftPayment = { sessionId: string; paymentIntentId?: string | null }

/**
 * A gift certificate's checkout was paid (Stripe's webhook, the thanks page, or the demo checkout): under its row lock,
 * an order awaiting payment gets its whole value ('issued' in the ledger); a second call changes nothing. Then, on
 * every call (so a failed step is repaired by the next), the buyer's receipt and, if the delivery date has come, the
 * recipient's email: each once, by its dedupe key. Answers the certificate's id, or null when no order has this session.
 */
export async function fulfilGiftPurchase(payload: Payload, payment: GiftPayment, now = new Date()): Promise<number | null> {
  const paid = await inTransaction(payload, async (tx) => {
    const gift = await lockGiftBySession(tx.db, payment.sessionId)
    if (!gift) return null
    const amountCents = Number(gift.amount_cents)
    if (gift.status === 'pending') {
      const actor = gift.gift_buyer_name ? `${gift.gift_buyer_name}, paid by card` : 'paid by card'
      await changeBalance(tx.db, gift.id, { remainingCents: amountCents, status: 'active', entry: 'issued', amountCents, actor }, now)
      if (payment.paymentIntentId) await recordGiftPaymentIntent(tx.db, gift.id, payment.paymentIntentId)
      payload.logger.info({ msg: 'gift certificate paid', creditId: gift.id, cents: amountCents })
    }
    return gift.status === 'pending' || gift.status === 'active' || gift.status === 'used' ? { id: Number(gift.id), amountCents } : null
  })
  if (!paid) return null
  await emailGiftReceipt(payload, paid.id, paid.amountCents)
  await deliverGiftCertificate(payload, paid.id, now)
  return paid.id
}
