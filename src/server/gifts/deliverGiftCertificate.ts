import type { Payload } from 'payload'

import { giftDeliveryDue } from '@/domain/credits/giftCertificate'
import { giftCertificateEmail, giftReceiptEmail } from '@/domain/email/giftCertificateEmails'
import { pacificDate } from '@/domain/time/pacific'
import type { ClassCredit } from '@/payload-types'

import { giftsDueForDelivery, lockCredit, markGiftDelivered, replaceCode } from '../db/classCredits'
import type { EmailAttachment } from '../db/emails'
import { businessContact } from '../email/businessContact'
import { queueEmail } from '../email/outbox'
import { drizzleOf, inTransaction } from '../transaction'
import { giftCardPdf } from './giftCardPdf'
import { giftForEmail } from './giftForEmail'
import { newCreditCode } from '../credits/newCreditCode'

async function cardAttachment(credit: ClassCredit, code: string | null, businessName: string): Promise<EmailAttachment> {
  const pdf = await giftCardPdf(giftForEmail(credit, code), businessName)
  return { filename: `gift-certificate-${credit.id}.pdf`, contentType: 'application/pdf', content: Buffer.from(pdf).toString('base64'), encoding: 'base64' }
}

/**
 * Emails a paid gift certificate to its recipient (the code, the message and the printable card) once its delivery
 * date has come in Pacific time: under the credit's row lock, once (delivered_at, and the email's dedupe key). The
 * code is made here, in the transaction that queues its email: only its hash and hint are kept. True when this call
 * sent it.
 */
export async function deliverGiftCertificate(payload: Payload, creditId: number, now: Date): Promise<boolean> {
  const business = await businessContact(payload)
  return inTransaction(payload, async (tx) => {
    const locked = await lockCredit(tx.db, { id: creditId })
    if (!locked || locked.kind !== 'gift-certificate' || (locked.status !== 'active' && locked.status !== 'used')) return false
    // System read: the certificate being delivered, under its lock.
    const credit = await payload.findByID({ collection: 'class-credits', id: creditId, depth: 0, overrideAccess: true, req: tx.req })
    if (credit.gift?.deliveredAt || !giftDeliveryDue(credit.gift?.deliveryDate, pacificDate(now))) return false
    const code = newCreditCode('gift-certificate')
    await replaceCode(tx.db, creditId, code, now)
    const content = giftCertificateEmail({ business }, giftForEmail(credit, code.code))
    const to = credit.gift?.recipientEmail ?? credit.customerEmail
    await queueEmail(payload, { kind: 'gift-certificate', to, ...content, attachments: [await cardAttachment(credit, code.code, business.name)], dedupeKey: `gift-certificate:${creditId}` }, tx.req)
    await markGiftDelivered(tx.db, creditId, now)
    payload.logger.info({ msg: 'gift certificate emailed to its recipient', creditId })
    return true
  })
}

/**
 * The buyer's receipt and copy of the card, once per certificate (its dedupe key), after the payment is recorded. It
 * has no code: the code is made when the certificate is delivered, and goes only to the recipient.
 */
export async function emailGiftReceipt(payload: Payload, creditId: number, paidCents: number): Promise<void> {
  const business = await businessContact(payload)
  // System read: the certificate just paid for.
  const credit = await payload.findByID({ collection: 'class-credits', id: creditId, depth: 0, overrideAccess: true })
  if (!credit.gift?.buyerEmail) return
  const content = giftReceiptEmail({ business }, giftForEmail(credit, null), paidCents)
  await queueEmail(payload, { kind: 'gift-certificate-receipt', to: credit.gift.buyerEmail, ...content, attachments: [await cardAttachment(credit, null, business.name)], dedupeKey: `gift-certificate-receipt:${creditId}` })
}

/** The job's run: every paid certificate whose delivery date has come is emailed to its recipient. Answers how many. */
export async function deliverDueGiftCertificates(payload: Payload, now = new Date()): Promise<number> {
  let sent = 0
  for (const id of await giftsDueForDelivery(await drizzleOf(payload), pacificDate(now))) {
    if (await deliverGiftCertificate(payload, id, now)) sent++
  }
  return sent
}
