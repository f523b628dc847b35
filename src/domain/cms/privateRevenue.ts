import { formatCents } from '../bookings/pricing'
import { PRIVATE_PROGRAM_LABELS, PRIVATE_PROGRAMS, type PrivateProgram } from '../privateSessions/privateSession'
import { count } from '../text/count'

/** A month's receipts of one program, as the database sums them (every payment of a private session is a receipt). */
export type ProgramReceipts = { program: PrivateProgram; receipts: number; cents: number }

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

export type PrivateRevenueFigures = {
  /** Every program, in the programs' order, each with its month's receipts (none: 0). */
  byProgram: (ProgramReceipts & { label: string })[]
  receipts: number
  totalCents: number
  /** Paid deposits of sessions not yet held (their start is after now): the studio holds them until the session. */
  depositsHeld: { sessions: number; cents: number }
  /** What confirmed sessions still owe of their balance. */
  balancesDue: { sessions: number; cents: number }
}

/** The owner's private-session money: the month's revenue per program (private / workplace / community group), and now, deposits held and balances due. */
export function privateRevenueFigures(month: readonly ProgramReceipts[], confirmed: readonly PaidSession[], now: Date): PrivateRevenueFigures {
  const byProgram = PRIVATE_PROGRAMS.map((program) => {
    const rows = month.filter((r) => r.program === program)
    return { program, label: PRIVATE_PROGRAM_LABELS[program], receipts: rows.reduce((n, r) => n + r.receipts, 0), cents: rows.reduce((n, r) => n + r.cents, 0) }
  })
  const upcoming = confirmed.filter((s) => new Date(s.startTime).getTime() > now.getTime() && s.depositCents > 0)
  const owing = confirmed.map((s) => Math.max(0, s.balanceCents - s.balancePaidCents)).filter((cents) => cents > 0)
  return {
    byProgram,
    receipts: byProgram.reduce((n, p) => n + p.receipts, 0),
    totalCents: byProgram.reduce((n, p) => n + p.cents, 0),
    depositsHeld: { sessions: upcoming.length, cents: upcoming.reduce((n, s) => n + s.depositCents, 0) },
    balancesDue: { sessions: owing.length, cents: owing.reduce((n, c) => n + c, 0) },
  }
}

/** The lines of the dashboard's card and the report's section, as [label, value]. */
export const privateRevenueLines = (f: PrivateRevenueFigures): [string, string][] => [
  ...f.byProgram.map((p): [string, string] => [p.label, `${formatCents(p.cents)} (${count(p.receipts, 'payment')})`]),
  ['Private revenue, all programs', formatCents(f.totalCents)],
  ['Deposits held (sessions not yet held)', `${formatCents(f.depositsHeld.cents)} (${count(f.depositsHeld.sessions, 'session')})`],
  ['Balances due (confirmed sessions)', `${formatCents(f.balancesDue.cents)} (${count(f.balancesDue.sessions, 'session')})`],
]

/** The month report CSV's private-session columns, filled on the month's total row. */
export const PRIVATE_REVENUE_COLUMNS = [
  ...PRIVATE_PROGRAMS.map((program) => `${PRIVATE_PROGRAM_LABELS[program]} revenue`),
  'Private revenue',
  'Private deposits held (now)',
  'Private balances due (now)',
] as const

export const privateRevenueCells = (f: PrivateRevenueFigures): string[] => [
  ...f.byProgram.map((p) => formatCents(p.cents)),
  formatCents(f.totalCents),
  formatCents(f.depositsHeld.cents),
  formatCents(f.balancesDue.cents),
]
