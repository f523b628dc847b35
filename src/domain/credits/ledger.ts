import { formatCents } from '../bookings/pricing'
import { formatClassDate, formatClassTime } from '../time/format'
import { type CreditKind, creditNoun } from './classCredit'

/**
 * What a ledger row records: a credit's balance was issued, spent on a booking, returned from one (a lapsed hold, a
 * cancellation), paid out in cash, or taken away (voided, expired); 'reinstated' gives a voided or expired balance back.
 * 'new-code' moves nothing: the holder lost the code, and a new one replaced it.
 */
export const LEDGER_ENTRIES = ['issued', 'spent', 'returned', 'cashed-out', 'voided', 'expired', 'reinstated', 'new-code'] as const
export type LedgerEntry = (typeof LEDGER_ENTRIES)[number]

export const LEDGER_ENTRY_LABELS: Record<LedgerEntry, string> = {
  issued: 'Issued',
  spent: 'Spent',
  returned: 'Returned',
  'cashed-out': 'Paid out in cash',
  voided: 'Voided',
  expired: 'Expired',
  reinstated: 'Reinstated',
  'new-code': 'New code emailed',
}

/** A balance change as a ledger row records it: `amountCents` is what moved (always positive), `balanceCents` what is left after. */
export type LedgerRow = { entry: LedgerEntry; amountCents: number; balanceCents: number; at: string | Date; bookingNumber?: string | null; actor?: string | null }

/** Which entry a change from one balance to another is, when it is a booking's spending or returning. */
export const bookingEntryOf = (beforeCents: number, afterCents: number): LedgerEntry | null =>
  afterCents < beforeCents ? 'spent' : afterCents > beforeCents ? 'returned' : null

const VERBS: Record<LedgerEntry, string> = {
  issued: 'issued',
  spent: 'spent',
  returned: 'returned',
  'cashed-out': 'paid out in cash',
  voided: 'voided',
  expired: 'expired',
  reinstated: 'reinstated',
  'new-code': 'replaced',
}

/** 'Saturday, November 28, 2026, 3:04 PM: $50.00 spent on booking SWSD-1234 (by the customer). $25.00 left on the gift certificate.' (Pacific time) */
export function ledgerSentence(row: LedgerRow, kind: CreditKind | null | undefined): string {
  const when = `${formatClassDate(new Date(row.at))}, ${formatClassTime(new Date(row.at))}`
  const on = row.bookingNumber ? (row.entry === 'spent' ? ` on booking ${row.bookingNumber}` : ` from booking ${row.bookingNumber}`) : ''
  const by = row.actor ? ` (by ${row.actor})` : ''
  if (row.entry === 'new-code') return `${when}: a new code was emailed to the holder; the old code no longer works${by}. ${formatCents(row.balanceCents)} left on the ${creditNoun(kind)}.`
  return `${when}: ${formatCents(row.amountCents)} ${VERBS[row.entry]}${on}${by}. ${formatCents(row.balanceCents)} left on the ${creditNoun(kind)}.`
}

/** Why a credit cannot be given a new code (its holder lost the old one); null when it can. */
export function newCodeRefusal(credit: { kind: CreditKind | null | undefined; status: string; delivered: boolean }): string | null {
  if (credit.status !== 'active') return 'Only an active credit with a balance gets a new code.'
  if (credit.kind === 'gift-certificate' && !credit.delivered) return 'This gift certificate has not been emailed to its recipient yet: it gets its code on its delivery date.'
  return null
}

/** A gift certificate's balance under $10 is paid out in cash on request (California Civil Code §1749.5). */
export const CASH_OUT_BELOW_CENTS = 1000

/** Why a credit's balance cannot be paid out in cash; null when it can. */
export function cashOutRefusal(credit: { kind: CreditKind | null | undefined; status: string; remainingCents: number }): string | null {
  if (credit.kind !== 'gift-certificate') return 'Only a gift certificate is paid out in cash.'
  if (credit.status !== 'active' || credit.remainingCents <= 0) return 'This gift certificate has no balance to pay out.'
  if (credit.remainingCents >= CASH_OUT_BELOW_CENTS) return `A balance is paid out in cash only when it is under ${formatCents(CASH_OUT_BELOW_CENTS)}.`
  return null
}

/** The ledger entry of a status set by hand in /cms: voiding takes the balance away, un-voiding (or extending an expired credit) gives it back. */
export function statusEntryOf(from: string | null | undefined, to: string | null | undefined): LedgerEntry | null {
  if (from === to || !from || !to) return null
  if (to === 'void') return 'voided'
  if ((from === 'void' || from === 'expired') && (to === 'active' || to === 'used')) return 'reinstated'
  return null
}
