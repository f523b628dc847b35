import type { Payload } from 'payload'

import { goodwillCreditEmail } from '@/domain/email/classCreditEmails'
import { env } from '@/lib/env'
import type { ClassCredit } from '@/payload-types'

import { businessContact } from '../email/businessContact'
import { queueEmail } from '../email/outbox'
import type { InRequest } from '../transaction'

/**
 * Puts the email of a credit the owner gave by hand (a goodwill credit) in the outbox, in the transaction that saves
 * the credit: no email for a credit that is not saved, and one email per credit, however often this is called.
 */
export async function emailGoodwillCredit(payload: Payload, credit: ClassCredit, req?: InRequest, reason?: string): Promise<void> {
  if (!credit.code || !credit.expiresAt) throw new Error(`goodwill credit ${credit.id} has no code or expiry`)
  const content = goodwillCreditEmail(
    { business: await businessContact(payload) },
    { code: credit.code, amountCents: credit.amountCents, expiresAt: credit.expiresAt },
    `${env.SERVER_URL}/public-classes`,
    reason,
  )
  await queueEmail(payload, { kind: 'class-credit', to: credit.customerEmail, ...content, dedupeKey: `class-credit:${credit.id}` }, req)
  payload.logger.info({ msg: 'goodwill credit emailed', creditId: credit.id })
}
