import type { Payload } from 'payload'

import { newCodeRefusal } from '@/domain/credits/ledger'
import { newCreditCodeEmail } from '@/domain/email/classCreditEmails'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'

import { lockCredit, recordLedger, replaceCode } from '../db/classCredits'
import { businessContact } from '../email/businessContact'
import { queueEmail } from '../email/outbox'
import { inTransaction } from '../transaction'
import { newCreditCode } from './newCreditCode'

/**
 * The owner's 'Email a new code' for a holder who lost theirs: codes are kept only as hashes, so the lost one cannot be
 * sent again. Under the credit's row lock a fresh code replaces it (the old one stops working), the ledger says so
 * with the balance unchanged, and the new code is emailed to the holder (a gift certificate's recipient) in the same
 * transaction. Answers the sentence the owner sees.
 */
export async function emailNewCreditCode(payload: Payload, creditId: number, actor: string, now = new Date()): Promise<string> {
  const business = await businessContact(payload)
  return inTransaction(payload, async (tx) => {
    const locked = await lockCredit(tx.db, { id: creditId })
    if (!locked) throw new AppError('NOT_FOUND', 'This credit was not found.')
    // System read: the credit being given a new code, under its lock.
    const credit = await payload.findByID({ collection: 'class-credits', id: creditId, depth: 0, overrideAccess: true, req: tx.req })
    const refusal = newCodeRefusal({ kind: credit.kind, status: locked.status, delivered: Boolean(credit.gift?.deliveredAt) })
    if (refusal) throw new AppError('ACTION_NOT_ALLOWED', refusal, { creditId })
    const code = newCreditCode(credit.kind)
    await replaceCode(tx.db, creditId, code, now)
    const remainingCents = Number(locked.remaining_cents)
    await recordLedger(tx.db, creditId, { entry: 'new-code', amountCents: 0, balanceCents: remainingCents, actor }, now)
    const to = credit.gift?.recipientEmail ?? credit.customerEmail
    const content = newCreditCodeEmail({ business }, { code: code.code, kind: credit.kind, remainingCents, expiresAt: credit.expiresAt ?? null }, `${env.SERVER_URL}/public-classes`)
    await queueEmail(payload, { kind: credit.kind === 'gift-certificate' ? 'gift-certificate' : 'class-credit', to, ...content, dedupeKey: `new-credit-code:${creditId}:${code.hash}` }, tx.req)
    payload.logger.info({ msg: 'credit given a new code', creditId })
    return `A new code (${code.hint}) was emailed to ${to}. The old code no longer works; the balance is unchanged.`
  })
}
