import { formatCents } from '../bookings/pricing'
import { DEMO_NOTHING_CHARGED } from '../payments/demoPayment'

/**
 * What a cancellation with a full refund will do, said before the customer confirms it: the card payment refunded
 * (none when a class credit paid it all: no "$0.00 to the card"), the reschedule fees it does not return, and the
 * part a class credit paid going back onto that credit. A demo booking charged nothing: nothing goes back to a card.
 * After a part refund the studio made (`refundedCents`), only the rest goes back, and the words say so.
 */
export function refundBeforeCancelWords({
  totalCents,
  creditCents,
  feesNotRefunded,
  demo,
  refundedCents = 0,
}: {
  totalCents: number
  creditCents: number
  feesNotRefunded: string | null
  demo: boolean
  refundedCents?: number
}): string {
  const payment = refundedCents > 0 ? restOfPaymentWords(totalCents, refundedCents) : `Your payment of ${formatCents(totalCents)} is refunded in full`
  const card = demo ? [DEMO_NOTHING_CHARGED] : [totalCents - refundedCents > 0 && `${payment} to the card you paid with.`, feesNotRefunded]
  return [
    ...card,
    creditCents > 0 && `The ${formatCents(creditCents)} paid with your class credit goes back onto that credit, for your next booking.`,
  ]
    .filter(Boolean)
    .join(' ')
}

/** 'The rest of your payment, $125.00 of $150.00 ($25.00 was refunded earlier), is refunded' */
export const restOfPaymentWords = (totalCents: number, refundedCents: number): string =>
  `The rest of your payment, ${formatCents(totalCents - refundedCents)} of ${formatCents(totalCents)} (${formatCents(refundedCents)} was refunded earlier), is refunded`
