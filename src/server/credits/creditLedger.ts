import { holdsCredit } from '@/domain/bookings/fulfilment'
import { applyCredit, CREDIT_MESSAGES, creditRefusal, giveBackCredit } from '@/domain/credits/classCredit'
import { normaliseCreditCode } from '@/domain/credits/creditCode'
import type { BookingStatus } from '@/domain/bookings/bookingStatus'
import { AppError } from '@/lib/errors'

import { attachSpendingToBooking, changeBalance, lockCredit } from '../db/classCredits'
import type { Tx } from '../transaction'

export type ReservedCredit = { creditId: number; appliedCents: number; dueCents: number }

/**
 * A booking being held takes what it can from a credit, under the credit's row lock: two tabs using one code wait
 * for each other, and the second sees what the first left. Any customer may use a code (a credit can be a gift);
 * refused with CREDIT_REFUSED and the customer's words when unknown, void, used up or expired.
 */
export async function reserveCredit(tx: Pick<Tx, 'db'>, code: string, totalCents: number, now: Date): Promise<ReservedCredit> {
  const normalised = normaliseCreditCode(code)
  const credit = normalised ? await lockCredit(tx.db, { code: normalised }) : undefined
  const state = credit ? { status: credit.status, remainingCents: Number(credit.remaining_cents), expiresAt: credit.expires_at } : null
  const refusal = normalised ? creditRefusal(state, now) : CREDIT_MESSAGES.notFound
  if (refusal || !credit || !state) throw new AppError('CREDIT_REFUSED', refusal ?? CREDIT_MESSAGES.notFound, { field: 'creditCode' })
  const applied = applyCredit(totalCents, state.remainingCents)
  await changeBalance(tx.db, credit.id, { remainingCents: applied.remainingCents, status: applied.status, entry: 'spent', amountCents: applied.appliedCents, actor: 'the customer' }, now)
  return { creditId: credit.id, appliedCents: applied.appliedCents, dueCents: applied.dueCents }
}

/** The booking a credit was just reserved for (reserveCredit runs before the booking row exists): named on its ledger row. */
export const recordCreditBooking = (tx: Pick<Tx, 'db'>, credit: ReservedCredit, bookingId: number) => attachSpendingToBooking(tx.db, credit.creditId, bookingId)

/**
 * A booking that took `appliedCents` from a credit and is not going ahead (its hold lapsed or was given back, or its
 * late payment could not be seated) returns them. Call it in the transaction that moves the booking out of
 * held/confirmed, under the booking's row lock, so it happens once.
 */
export async function giveBackToCredit(tx: Pick<Tx, 'db'>, creditId: number, appliedCents: number, now: Date, bookingId?: number | null): Promise<void> {
  if (appliedCents <= 0) return
  const credit = await lockCredit(tx.db, { id: creditId })
  if (!credit) return
  const back = giveBackCredit(
    { status: credit.status, amountCents: Number(credit.amount_cents), remainingCents: Number(credit.remaining_cents) },
    appliedCents,
  )
  const returned = back.remainingCents - Number(credit.remaining_cents)
  await changeBalance(tx.db, credit.id, { ...back, entry: 'returned', amountCents: returned, bookingId }, now)
}

/** Whether a credit can still give `appliedCents` (not void, enough left), read under its row lock. */
export async function creditStillCovers(tx: Pick<Tx, 'db'>, creditId: number, appliedCents: number): Promise<boolean> {
  if (appliedCents <= 0) return true
  const credit = await lockCredit(tx.db, { id: creditId })
  return Boolean(credit && credit.status !== 'void' && Number(credit.remaining_cents) >= appliedCents)
}

/**
 * A booking whose lapsed hold was released (and its credit given back) was paid after all and is confirmed: it takes
 * its credit again. Check creditStillCovers first, in the same transaction.
 */
export async function retakeCredit(tx: Pick<Tx, 'db'>, creditId: number, appliedCents: number, now: Date, bookingId?: number | null): Promise<void> {
  if (appliedCents <= 0) return
  const credit = await lockCredit(tx.db, { id: creditId })
  if (!credit) return
  const taken = applyCredit(appliedCents, Number(credit.remaining_cents))
  await changeBalance(tx.db, credit.id, { remainingCents: taken.remainingCents, status: taken.status, entry: 'spent', amountCents: taken.appliedCents, bookingId }, now)
}

export type BookingCredit = { creditId: number | string | null; creditCents: number | string | null; bookingId?: number | null }

/**
 * A booking's status changed under its row lock: the class credit it used follows (given back on leaving held or
 * confirmed, taken again on returning to them).
 */
export async function moveCreditWithBooking(tx: Pick<Tx, 'db'>, booking: BookingCredit, from: BookingStatus, to: BookingStatus, now: Date): Promise<void> {
  if (booking.creditId == null) return
  const creditId = Number(booking.creditId)
  const cents = Number(booking.creditCents ?? 0)
  if (holdsCredit(from) && !holdsCredit(to)) await giveBackToCredit(tx, creditId, cents, now, booking.bookingId)
  else if (!holdsCredit(from) && holdsCredit(to)) await retakeCredit(tx, creditId, cents, now, booking.bookingId)
}
