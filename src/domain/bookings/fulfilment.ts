import type { BookingStatus } from '../values'

export type PaymentOutcome = 'paid' | 'failed' | 'expired'

export type FulfilmentDecision =
  /** Mark confirmed, record the payment, queue the confirmation email. */
  | 'confirm'
  /** Paid, but the seats are gone: never confirm over capacity; mark for review and refund. */
  | 'review-and-refund'
  /** The checkout ended unpaid: release the hold. */
  | 'release'
  /** Already handled (a repeated webhook, a reload of the success page): change nothing. */
  | 'nothing'

type LockedBooking = { status: BookingStatus; seats: number; holdExpiresAt?: string | Date | null }

/**
 * What a payment event does to a booking (read under a row lock). `seatsFreeForThis` is the class's available spots
 * minus the seats of every other booking that holds seats at `now`.
 */
export function decideFulfilment(
  booking: LockedBooking,
  outcome: PaymentOutcome,
  { now, seatsFreeForThis }: { now: Date; seatsFreeForThis: number },
): FulfilmentDecision {
  if (outcome !== 'paid') return booking.status === 'held' ? 'release' : 'nothing'
  if (booking.status === 'confirmed' || booking.status === 'needs-review' || booking.status === 'refunded') return 'nothing'
  const holdIsLive =
    booking.status === 'held' && booking.holdExpiresAt != null && new Date(booking.holdExpiresAt).getTime() > now.getTime()
  if (holdIsLive) return 'confirm'
  // A lapsed hold (held or already released): confirm only if the seats are still free. Cancelled by staff: review.
  if (booking.status !== 'cancelled' && seatsFreeForThis >= booking.seats) return 'confirm'
  return 'review-and-refund'
}
