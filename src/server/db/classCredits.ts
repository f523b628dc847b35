import { sql } from '@payloadcms/db-postgres'

import type { CreditStatus } from '@/domain/credits/classCredit'

import type { Db } from './postgres'

export type LockedCredit = { id: number; status: CreditStatus; amount_cents: string | number; remaining_cents: string | number; expires_at: string | Date }

/** Locks a credit's row until the transaction ends (SELECT ... FOR UPDATE), found by its code or its id. */
export const lockCredit = async (db: Db, by: { code: string } | { id: number }): Promise<LockedCredit | undefined> =>
  (
    await db.execute<LockedCredit>(sql`
      select id, status, amount_cents, remaining_cents, expires_at from class_credits where ${'code' in by ? sql`code = ${by.code}` : sql`id = ${by.id}`} for update`)
  ).rows[0]

export const saveCredit = (db: Db, id: number, remainingCents: number, status: CreditStatus, now: Date) =>
  db.execute(sql`
    update class_credits set remaining_cents = ${remainingCents}, status = ${status}, updated_at = ${now.toISOString()}
    where id = ${id}`)

/** Active credits past their date become expired; answers how many. */
export async function expireCredits(db: Db, now: Date): Promise<number> {
  const expired = await db.execute<{ id: number }>(sql`
    update class_credits set status = 'expired', updated_at = ${now.toISOString()}
    where status = 'active' and expires_at <= ${now.toISOString()}
    returning id`)
  return expired.rows.length
}
