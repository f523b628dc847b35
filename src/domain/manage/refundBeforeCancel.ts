import { formatCents } from '../bookings/pricing'
import { DEMO_NOTHING_CHARGED } from '../payments/demoPayment'

/**
 * What a cancellation with a full refund will do, said before the customer confirms it: the card payment refunded
 * (none when a class credit paid it all: no "$0.00 to the card"), the reschedule fees it does not return, and the
 * part a class credit paid going back onto that credit. A demo booking charged nothing: nothing goes back to a card.
 */
export function refundBeforeCancelWords({ totalCents, creditCents, feesNotRefunded, demo }: { totalCents: number; creditCents: number; feesNotRefunded: string | null; demo: boolean }): string {
  const card = demo ? [DEMO_NOTHING_CHARGED] : [totalCents > 0 && `Your payment of ${formatCents(totalCents)} is refunded in full to the card you paid with.`, feesNotRefunded]
  return [
    ...card,
    creditCents > 0 && `The ${formatCents(creditCents)} paid with your class credit goes back onto that credit, for your next booking.`,
  ]
    .filter(Boolean)
    .join(' ')
}
