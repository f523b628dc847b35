import { formatCents } from '../bookings/pricing'
import { PRIVATE_PROGRAM_LABELS, PRIVATE_PROGRAMS, type PrivateProgram } from '../privateSessions/privateSession'
import { count } from '../text/count'

/** A month's receipts of one program, as the database sums them (every payment of a private session is a receipt). */
export type ProgramReceipts = { program: PrivateProgram; receipts: number; cents: number }

/** A month's refunds of one program that went through (card refunds Stripe accepted, code shares given back). */
export type ProgramRefunds = { program: PrivateProgram; refunds: number; cents: number }

/** A confirmed private session, with what was paid on it so far. */
export type PaidSession = {
  startTime: string | Date
  /** The deposit (or the full price, for a session paid at once) recorded when it was confirmed. */
  depositCents: number
  /** The balance set when the deposit was paid. */
  balanceCents: number
  /** Balance receipts issued since. */
  balancePaidCents: number
}

type ProgramNet = {
  program: PrivateProgram
  label: string
  receipts: number
  /** What was paid in the month (deposits, balances, move fees). */
  paidCents: number
  refunds: number
  /** What went back in the month. */
  refundedCents: number
  /** Paid less refunded: the program's revenue, net of refunds (below zero when a month gives back more than it takes). */
  cents: number
}

export type PrivateRevenueFigures = {
  /** Every program, in the programs' order, each with its month's receipts and refunds (none: 0). */
  byProgram: ProgramNet[]
  receipts: number
  paidCents: number
  refunds: number
  refundedCents: number
  /** Private revenue, net of refunds, all programs. */
  totalCents: number
  /** Paid deposits of sessions not yet held (their start is after now): the studio holds them until the session. */
  depositsHeld: { sessions: number; cents: number }
  /** What confirmed sessions still owe of their balance. */
  balancesDue: { sessions: number; cents: number }
}

const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((n, r) => n + of(r), 0)

/**
 * The owner's private-session money: the month's revenue per program (private / workplace / community group), net of
 * the refunds that went through in that month (each counted in the month its money moved), and now, deposits held
 * and balances due.
 */
export function privateRevenueFigures(
  month: { paid: readonly ProgramReceipts[]; refunded: readonly ProgramRefunds[] },
  confirmed: readonly PaidSession[],
  now: Date,
): PrivateRevenueFigures {
  const byProgram = PRIVATE_PROGRAMS.map((program): ProgramNet => {
    const paid = month.paid.filter((r) => r.program === program)
    const back = month.refunded.filter((r) => r.program === program)
    const paidCents = sum(paid, (r) => r.cents)
    const refundedCents = sum(back, (r) => r.cents)
    return { program, label: PRIVATE_PROGRAM_LABELS[program], receipts: sum(paid, (r) => r.receipts), paidCents, refunds: sum(back, (r) => r.refunds), refundedCents, cents: paidCents - refundedCents }
  })
  const upcoming = confirmed.filter((s) => new Date(s.startTime).getTime() > now.getTime() && s.depositCents > 0)
  const owing = confirmed.map((s) => Math.max(0, s.balanceCents - s.balancePaidCents)).filter((cents) => cents > 0)
  return {
    byProgram,
    receipts: sum(byProgram, (p) => p.receipts),
    paidCents: sum(byProgram, (p) => p.paidCents),
    refunds: sum(byProgram, (p) => p.refunds),
    refundedCents: sum(byProgram, (p) => p.refundedCents),
    totalCents: sum(byProgram, (p) => p.cents),
    depositsHeld: { sessions: upcoming.length, cents: upcoming.reduce((n, s) => n + s.depositCents, 0) },
    balancesDue: { sessions: owing.length, cents: owing.reduce((n, c) => n + c, 0) },
  }
}

export const PRIVATE_NET_LABEL = 'Private revenue, net of refunds'

const programValue = (p: ProgramNet) =>
  p.refundedCents === 0 ? `${formatCents(p.cents)} (${count(p.receipts, 'payment')})` : `${formatCents(p.cents)} (${count(p.receipts, 'payment')}, ${formatCents(p.refundedCents)} refunded)`

/** The lines of the dashboard's card and the report's section, as [label, value]; the net total follows the programs. */
export const privateRevenueLines = (f: PrivateRevenueFigures): [string, string][] => [
  ...f.byProgram.map((p): [string, string] => [p.label, programValue(p)]),
  [PRIVATE_NET_LABEL, formatCents(f.totalCents)],
  ['Refunded (gone through)', `${formatCents(f.refundedCents)} (${count(f.refunds, 'refund')})`],
  ['Deposits held (sessions not yet held)', `${formatCents(f.depositsHeld.cents)} (${count(f.depositsHeld.sessions, 'session')})`],
  ['Balances due (confirmed sessions)', `${formatCents(f.balancesDue.cents)} (${count(f.balancesDue.sessions, 'session')})`],
]

/** The month report CSV's private-session columns, filled on the month's total row. */
export const PRIVATE_REVENUE_COLUMNS = [
  ...PRIVATE_PROGRAMS.map((program) => `${PRIVATE_PROGRAM_LABELS[program]} revenue, net of refunds`),
  'Private paid',
  'Private refunded',
  PRIVATE_NET_LABEL,
  'Private deposits held (now)',
  'Private balances due (now)',
] as const

export const privateRevenueCells = (f: PrivateRevenueFigures): string[] => [
  ...f.byProgram.map((p) => formatCents(p.cents)),
  formatCents(f.paidCents),
  formatCents(f.refundedCents),
  formatCents(f.totalCents),
  formatCents(f.depositsHeld.cents),
  formatCents(f.balancesDue.cents),
]
