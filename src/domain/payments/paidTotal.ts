import { formatCents } from '../bookings/pricing'

/** The policy's one rule on reschedule fees, said the same way on the policy page, the manage page and the emails. */
export const RESCHEDULE_FEES_NOT_REFUNDED = 'Reschedule fees are not refunded, also when you later cancel with a full refund.'

/**
 * What a booking's customer paid, class and reschedule fees together, and what a full refund returns (the class
 * payment only): null when no fee was paid, since then the class payment is the whole story.
 */
export function paidWithFees(classCents: number, feesCents: number): { total: string; refund: string } | null {
  if (feesCents <= 0) return null
  return {
    total: `${formatCents(classCents + feesCents)} (${formatCents(classCents)} for the class and ${formatCents(feesCents)} in reschedule fees)`,
    refund: `A full refund returns the ${formatCents(classCents)} class payment; the ${formatCents(feesCents)} in reschedule fees is not refunded.`,
  }
}
