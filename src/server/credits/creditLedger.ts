import { sql } from '@payloadcms/db-postgres'

import { holdsCredit } from '@/domain/bookings/fulfilment'
import { applyCredit, CREDIT_MESSAGES, type CreditStatus, creditRefusal, giveBackCredit } from '@/domain/credits/classCredit'
import { normaliseCreditCode } from '@/domain/credits/creditCode'
import type { BookingStatus } from '@/domain/bookings/bookingStatus'
import { AppError } from '@/lib/errors'

import type { Tx } from '../transaction'

type LockedCredit = { id: number; status: CreditStatus; amount_cents: string | number; remaining_cents: string | number; expires_at: string | Date }

const lockCredit = async (tx: Pick<Tx, 'db'>, where: ReturnType<typeof sql>) =>
  (
    await tx.db.execute<LockedCredit>(sql`
      select id, status, amount_cents, remaining_cents, expires_at from class_credits where ${where} for update`)
  ).rows[0]

const saveCredit = (tx: Pick<Tx, 'db'>, id: number, remainingCents: number, status: CreditStatus, now: Date) =>
  tx.db.execute(sql`
    update class_credits set remaining_cents = ${remainingCents}, status = ${status}, updated_at = ${now.toISOString()}
    where id = ${id}`)

export type ReservedCredit = { creditId: number; appliedCents: number; dueCents: number }

/**
 * A booking being held takes what it can from a credit, under the credit's row lock: two tabs using one code wait
 * for each other, and the second sees what the first left. Any customer may use a code (a credit can be a gift);
 * refused with CREDIT_REFUSED and the customer's words when unknown, void, used up or expired.
 */
export async function reserveCredit(tx: Pick<Tx, 'db'>, code: string, totalCents: number, now: Date): Promise<ReservedCredit> {
  const normalised = normaliseCreditCode(code)
  const credit = normalised ? await lockCredit(tx, sql`code = ${normalised}`) : undefined
  const state = credit ? { status: credit.status, remainingCents: Number(credit.remaining_cents), expiresAt: credit.expires_at } : null
  const refusal = normalised ? creditRefusal(state, now) : CREDIT_MESSAGES.notFound
  if (refusal || !credit || !state) throw new AppError('CREDIT_REFUSED', refusal ?? CREDIT_MESSAGES.notFound, { field: 'creditCode' })
  const applied = applyCredit(totalCents, state.remainingCents)
  await saveCredit(tx, credit.id, applied.remainingCents, applied.status, now)
  return { creditId: credit.id, appliedCents: applied.appliedCents, dueCents: applied.dueCents }
}

/**
 * A booking that took `appliedCents` from a credit and is not going ahead (its hold lapsed or was given back, or its
 * late payment could not be seated) returns them. Call it in the transaction that moves the booking out of
 * held/confirmed, under the booking's row lock, so it happens once.
 */
export async function giveBackToCredit(tx: Pick<Tx, 'db'>, creditId: number, appliedCents: number, now: Date): Promise<void> {
  if (appliedCents <= 0) return
  const credit = await lockCredit(tx, sql`id = ${creditId}`)
  if (!credit) return
  const back = giveBackCredit(
    { status: credit.status, amountCents: Number(credit.amount_cents), remainingCents: Number(credit.remaining_cents) },
    appliedCents,
  )
  await saveCredit(tx, credit.id, back.remainingCents, back.status, now)
}

/** Whether a credit can still give `appliedCents` (not void, enough left), read under its row lock. */
export async function creditStillCovers(tx: Pick<Tx, 'db'>, creditId: number, appliedCents: number): Promise<boolean> {
  if (appliedCents <= 0) return true
  const credit = await lockCredit(tx, sql`id = ${creditId}`)
  return Boolean(credit && credit.status !== 'void' && Number(credit.remaining_cents) >= appliedCents)
}

/**
 * A booking whose lapsed hold was released (and its credit given back) was paid after all and is confirmed: it takes
 * its credit again. Check creditStillCovers first, in the same transaction.
 */
export async function retakeCredit(tx: Pick<Tx, 'db'>, creditId: number, appliedCents: number, now: Date): Promise<void> {
  if (appliedCents <= 0) return
  const credit = await lockCredit(tx, sql`id = ${creditId}`)
  if (!credit) return
  const taken = applyCredit(appliedCents, Number(credit.remaining_cents))
  await saveCredit(tx, credit.id, taken.remainingCents, taken.status, now)
}

export type BookingCredit = { creditId: number | string | null; creditCents: number | string | null }

/**
 * A booking's status changed under its row lock: the class credit it used follows (given back on leaving held or
 * confirmed, taken again on returning to them).
 */
export async function moveCreditWithBooking(tx: Pick<Tx, 'db'>, booking: BookingCredit, from: BookingStatus, to: BookingStatus, now: Date): Promise<void> {
  if (booking.creditId == null) return
  const creditId = Number(booking.creditId)
  const cents = Number(booking.creditCents ?? 0)
  if (holdsCredit(from) && !holdsCredit(to)) await giveBackToCredit(tx, creditId, cents, now)
  else if (!holdsCredit(from) && holdsCredit(to)) await retakeCredit(tx, creditId, cents, now)
}
