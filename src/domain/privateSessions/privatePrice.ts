/** "A week counts as 14 days = 336 hours from start time" (spec §9): the balance is due this long before the start. */
export const BALANCE_DUE_HOURS_BEFORE = 336
const HOUR = 3_600_000

/** "50% deposit at date selection" (spec §9). */
export const DEPOSIT_SHARE = 0.5

/** Groups this large are offered the public class rate per person by default (issue 40). */
export const PER_PERSON_DEFAULT_FROM = 4

export type PrivatePriceInput = { pricing: 'per-person' | 'flat'; priceCents: number; participants: number }

/** The total of a proposal: the price per person times the expected participants, or the flat price. */
export const privateTotalCents = ({ pricing, priceCents, participants }: PrivatePriceInput): number =>
  pricing === 'flat' ? priceCents : priceCents * Math.max(1, participants)

export const balanceDueAt = (start: Date): Date => new Date(start.getTime() - BALANCE_DUE_HOURS_BEFORE * HOUR)

export type PrivatePriceBreakdown = {
  totalCents: number
  /** What is taken when the proposal is accepted: half, or everything when the balance would already be due. */
  dueNowCents: number
  balanceCents: number
  balanceDueAt: Date
  /** Booked less than 336 hours ahead: the full price at once, no balance. */
  fullPriceNow: boolean
}

/** The price breakdown of a proposal accepted at `now`. */
export function privatePriceBreakdown(totalCents: number, start: Date, now: Date): PrivatePriceBreakdown {
  const dueAt = balanceDueAt(start)
  const fullPriceNow = now.getTime() >= dueAt.getTime()
  const dueNowCents = fullPriceNow ? totalCents : Math.ceil(totalCents * DEPOSIT_SHARE)
  return { totalCents, dueNowCents, balanceCents: totalCents - dueNowCents, balanceDueAt: dueAt, fullPriceNow }
}
