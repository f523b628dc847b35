import { sql } from '@payloadcms/db-postgres'

import type { CreditKind, CreditStatus } from '@/domain/credits/classCredit'
import { hashesOfTypedCode } from '@/domain/credits/creditCode'
import type { LedgerEntry } from '@/domain/credits/ledger'

import type { Db } from './postgres'

export type LockedCredit = {
  id: number
  kind: CreditKind
  status: CreditStatus
  amount_cents: string | number
  remaining_cents: string | number
  expires_at: string | Date | null
}

const LOCKED_COLUMNS = sql`select id, kind, status, amount_cents, remaining_cents, expires_at from class_credits`

/**
 * Locks a credit's row until the transaction ends (SELECT ... FOR UPDATE), found by its code's hash (under either
 * prefix: a code typed without one) or its id.
 */
export async function lockCredit(db: Db, by: { code: string } | { id: number }): Promise<LockedCredit | undefined> {
  if ('id' in by) return (await db.execute<LockedCredit>(sql`${LOCKED_COLUMNS} where id = ${by.id} for update`)).rows[0]
  const [own, other] = hashesOfTypedCode(by.code)
  if (!own) return undefined
  return (await db.execute<LockedCredit>(sql`${LOCKED_COLUMNS} where code_hash in (${own}, ${other}) order by code_hash = ${own} desc limit 1 for update`)).rows[0]
}

/** A credit's new code (a gift certificate's at delivery, or a fresh one replacing a lost one): the old hash stops working. */
export const replaceCode = (db: Db, creditId: number, code: { hash: string; hint: string }, now: Date) =>
  db.execute(sql`update class_credits set code_hash = ${code.hash}, code_hint = ${code.hint}, updated_at = ${now.toISOString()} where id = ${creditId}`)

/** One change of a credit's balance (or status), as its ledger row records it. */
export type BalanceChange = {
  remainingCents: number
  status: CreditStatus
  entry: LedgerEntry
  /** What moved (positive). */
  amountCents: number
  bookingId?: number | null
  actor?: string | null
}

/**
 * The one way a credit's balance or status changes: the credit's row and its ledger row, in the caller's transaction
 * and under the credit's row lock (lockCredit first).
 */
export async function changeBalance(db: Db, creditId: number, change: BalanceChange, now: Date): Promise<void> {
  await db.execute(sql`
    update class_credits set remaining_cents = ${change.remainingCents}, status = ${change.status}, updated_at = ${now.toISOString()}
    where id = ${creditId}`)
  await recordLedger(db, creditId, { ...change, balanceCents: change.status === 'void' || change.status === 'expired' ? 0 : change.remainingCents }, now)
}

/** A ledger row of a change made to the credit's row by Payload (a new credit, a status set in /cms) in the same transaction. */
export const recordLedger = (db: Db, creditId: number, row: Omit<BalanceChange, 'remainingCents' | 'status'> & { balanceCents: number }, now: Date) =>
  db.execute(sql`
    insert into credit_ledger (credit_id, entry, amount_cents, balance_cents, booking_id, actor, created_at, updated_at)
    values (${creditId}, ${row.entry}, ${row.amountCents}, ${row.balanceCents}, ${row.bookingId ?? null}, ${row.actor ?? null}, ${now.toISOString()}, ${now.toISOString()})`)

/** The booking a credit's latest 'spent' row without one belongs to: the hold made before its booking row existed. */
export const attachSpendingToBooking = (db: Db, creditId: number, bookingId: number) =>
  db.execute(sql`
    update credit_ledger set booking_id = ${bookingId}
    where id = (select id from credit_ledger where credit_id = ${creditId} and entry = 'spent' and booking_id is null order by id desc limit 1)`)

/** Active credits past their date become expired (a gift certificate has none); answers how many. Each gets its ledger row. */
export async function expireCredits(db: Db, now: Date): Promise<number> {
  const expired = await db.execute<{ id: number }>(sql`
    with expired as (
      update class_credits set status = 'expired', updated_at = ${now.toISOString()}
      where status = 'active' and expires_at <= ${now.toISOString()}
      returning id, remaining_cents)
    insert into credit_ledger (credit_id, entry, amount_cents, balance_cents, actor, created_at, updated_at)
    select id, 'expired', remaining_cents, 0, 'the expiry job', ${now.toISOString()}, ${now.toISOString()} from expired
    returning credit_id as id`)
  return expired.rows.length
}

/** A gift certificate's row, found by its purchase's checkout session and locked until the transaction ends. */
export const lockGiftBySession = async (db: Db, sessionId: string) =>
  (
    await db.execute<{ id: number; status: CreditStatus; amount_cents: string | number; gift_buyer_name: string | null }>(sql`
      select id, status, amount_cents, gift_buyer_name from class_credits
      where kind = 'gift-certificate' and gift_stripe_session_id = ${sessionId} for update`)
  ).rows[0]

export const recordGiftPaymentIntent = (db: Db, creditId: number, paymentIntentId: string) =>
  db.execute(sql`update class_credits set gift_stripe_payment_intent_id = ${paymentIntentId} where id = ${creditId}`)

export const markGiftDelivered = (db: Db, creditId: number, now: Date) =>
  db.execute(sql`update class_credits set gift_delivered_at = ${now.toISOString()} where id = ${creditId}`)

/** Paid gift certificates not yet emailed to their recipient whose delivery date (Pacific, YYYY-MM-DD) is `today` or earlier. */
export const giftsDueForDelivery = async (db: Db, today: string): Promise<number[]> =>
  (
    await db.execute<{ id: number }>(sql`
      select id from class_credits
      where kind = 'gift-certificate' and status in ('active', 'used') and gift_delivered_at is null
        and (gift_delivery_date is null or gift_delivery_date <= ${today})
      order by id`)
  ).rows.map((row) => Number(row.id))
