import { formatCents } from '../bookings/pricing'

/**
 * What a cancellation with a full refund will do, said before the customer confirms it: the card payment refunded
 * (none when a class credit paid it all: no "$0.00 to the card"), the reschedule fees it does not return, and the
 * part a class credit paid going back onto that credit.
 */
export function refundBeforeCancelWords({ totalCents, creditCents, feesNotRefunded }: { totalCents: number; creditCents: number; feesNotRefunded: string | null }): string {
  return [
    totalCents > 0 && `Your payment of ${formatCents(totalCents)} is refunded in full to the card you paid with.`,
    feesNotRefunded,
    creditCents > 0 && `The ${formatCents(creditCents)} paid with your class credit goes back onto that credit, for your next booking.`,
  ]
    .filter(Boolean)
    .join(' ')
}
