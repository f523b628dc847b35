import type { Payload } from 'payload'

import { cashOutRefusal } from '@/domain/credits/ledger'
import { formatCents } from '@/domain/bookings/pricing'
import { AppError } from '@/lib/errors'

import { changeBalance, lockCredit } from '../db/classCredits'
import { inTransaction } from '../transaction'

/**
 * The owner pays a gift certificate's balance under $10 out in cash (California Civil Code §1749.5): under the
 * credit's row lock, its balance goes to nothing and the ledger says who paid out how much. Answers the sentence the
 * owner sees.
 */
export async function cashOutCredit(payload: Payload, creditId: number, actor: string, now = new Date()): Promise<string> {
  return inTransaction(payload, async (tx) => {
    const credit = await lockCredit(tx.db, { id: creditId })
    if (!credit) throw new AppError('NOT_FOUND', 'This gift certificate was not found.')
    const remainingCents = Number(credit.remaining_cents)
    const refusal = cashOutRefusal({ kind: credit.kind, status: credit.status, remainingCents })
    if (refusal) throw new AppError('ACTION_NOT_ALLOWED', refusal, { creditId })
    await changeBalance(tx.db, creditId, { remainingCents: 0, status: 'used', entry: 'cashed-out', amountCents: remainingCents, actor }, now)
    payload.logger.info({ msg: 'gift certificate balance paid out in cash', creditId, cents: remainingCents })
    return `${formatCents(remainingCents)} paid out in cash. The gift certificate's balance is now $0.00.`
  })
}
