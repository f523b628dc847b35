import { formatCents } from '../bookings/pricing'

/** "28+ days": a full refund or a free move (spec §9, issue 40 item 4), counted in hours from the start. */
export const FULL_REFUND_HOURS = 672
/** "14-27 days": the deposit is non-refundable; under 14 days nothing is. */
export const DEPOSIT_KEPT_HOURS = 336
/** "$50 per change" of date inside 28 days. */
export const PRIVATE_MOVE_FEE_CENTS = 5000

const HOUR = 3_600_000

export type PrivatePolicyWindow = 'full-refund' | 'deposit-kept' | 'nothing-refundable'

export type PrivatePolicyDecision = {
  window: PrivatePolicyWindow
  /** What a cancellation now gives back. */
  refundCents: number
  /** What a move now costs. */
  moveFeeCents: number
}

export type PrivatePayments = {
  /** Everything the organizer paid (the deposit, and the balance once paid). */
  paidCents: number
  /** The deposit the policies keep from 14 to 27 days: half the total (what was paid, if less). */
  depositCents: number
}

/** The window of the private policies a session starting at `start` is in at `now`. */
export function privatePolicyWindow(start: Date, now: Date): PrivatePolicyWindow {
  const hours = (start.getTime() - now.getTime()) / HOUR
  if (hours >= FULL_REFUND_HOURS) return 'full-refund'
  if (hours >= DEPOSIT_KEPT_HOURS) return 'deposit-kept'
  return 'nothing-refundable'
}

/**
 * The private class policies carried out: at 672 hours or more before the start a cancellation refunds everything
 * paid and a move is free; from 336 hours the deposit is kept (a cancellation refunds what was paid beyond it) and a
 * move costs $50; under 336 hours nothing is refundable and a move costs $50. A studio cancellation (the instructor)
 * or a free move the studio offered overrides the window.
 */
export function privatePolicy(start: Date, payments: PrivatePayments, now: Date, studio: { freeMove?: boolean; studioCancels?: boolean } = {}): PrivatePolicyDecision {
  const window = privatePolicyWindow(start, now)
  const paid = Math.max(0, payments.paidCents)
  const refundCents = studio.studioCancels || window === 'full-refund' ? paid : window === 'deposit-kept' ? Math.max(0, paid - payments.depositCents) : 0
  const moveFeeCents = studio.freeMove || window === 'full-refund' ? 0 : PRIVATE_MOVE_FEE_CENTS
  return { window, refundCents, moveFeeCents }
}

/** The deposit the policies speak of: half the total, never more than was paid. */
export const policyDepositCents = (totalCents: number, paidCents: number): number => Math.min(paidCents, Math.ceil(totalCents / 2))

/** The facts of a session the policies read. */
export type PolicySession = {
  startTime: string
  totalCents?: number | null
  depositCents?: number | null
  depositPaidAt?: string | null
  balanceCents?: number | null
  balancePaidAt?: string | null
  freeMoveOffered?: boolean | null
}

/** Everything the organizer paid on a session: the deposit (or the full price taken at once) and a paid balance. */
export const paidCentsOf = (s: PolicySession): number => (s.depositPaidAt ? (s.depositCents ?? 0) : 0) + (s.balancePaidAt ? (s.balanceCents ?? 0) : 0)

/** What the private policies allow on this session at `now`. */
export function sessionPolicy(s: PolicySession, now: Date, studio: { studioCancels?: boolean } = {}): PrivatePolicyDecision {
  const paidCents = paidCentsOf(s)
  return privatePolicy(new Date(s.startTime), { paidCents, depositCents: policyDepositCents(s.totalCents ?? 0, paidCents) }, now, { freeMove: Boolean(s.freeMoveOffered), ...studio })
}

/** What a cancellation gives back, in the words the organizer reads before and after they cancel. */
export function refundSentence(decision: Pick<PrivatePolicyDecision, 'window' | 'refundCents'>, onCodeCents = 0): string {
  const onCode = Math.min(onCodeCents, decision.refundCents)
  if (onCode > 0 && onCode === decision.refundCents) return `${formatCents(onCode)} back on your gift certificate or class credit`
  if (onCode > 0) return `${formatCents(decision.refundCents - onCode)} back to your card and ${formatCents(onCode)} back on your gift certificate or class credit`
  if (decision.refundCents > 0) return `${formatCents(decision.refundCents)} back to your card`
  return decision.window === 'deposit-kept'
    ? `${formatCents(0)} — the deposit is non-refundable under the private class policies`
    : `${formatCents(0)} — nothing is refundable within 14 days of the session under the private class policies`
}

/** A session whose start has passed takes no more actions. */
export const privateSessionStarted = (start: Date, now: Date): boolean => now.getTime() >= start.getTime()
