import { holdIsLive } from '../schedule/seats'
import type { BookingStatus } from './bookingStatus'

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

type LockedBooking = {
  status: BookingStatus
  seats: number
  holdExpiresAt?: string | Date | null
  /** The booking already recorded this checkout session's payment (whatever became of the booking since). */
  paymentRecorded?: boolean
}

/** A booking keeps what it took from a class credit while it is held or confirmed, and gives it back on leaving them. */
export const holdsCredit = (status: BookingStatus): boolean => status === 'held' || status === 'confirmed'

/**
 * What a payment event does to a booking (read under a row lock). `seatsFreeForThis` is the class's available spots
 * minus the seats of every other booking that holds seats at `now`; `creditStillCovers` says whether the class credit
 * the booking used can still pay its part (true when it used none, or still holds it). `paidAt` is when the payment
 * was made (Stripe's time, not when we heard of it): a payment made while the hold lasted confirms it.
 */
export function decideFulfilment(
  booking: LockedBooking,
  outcome: PaymentOutcome,
  { now, paidAt = now, seatsFreeForThis, creditStillCovers = true }: { now: Date; paidAt?: Date; seatsFreeForThis: number; creditStillCovers?: boolean },
): FulfilmentDecision {
  if (outcome !== 'paid') return booking.status === 'held' ? 'release' : 'nothing'
  // Cancelled for a credit, refunded, moved...: this payment was applied once, and is never applied (or refunded) again.
  if (booking.paymentRecorded) return 'nothing'
  if (booking.status === 'confirmed' || booking.status === 'needs-review' || booking.status === 'refunded') return 'nothing'
  if (holdIsLive(booking, paidAt < now ? paidAt : now)) return 'confirm'
  // A lapsed hold (held or already released): confirm only if the seats, and the class credit it used, are still
  // there (a released hold gave its credit back). Cancelled by staff: review.
  if (booking.status !== 'cancelled' && seatsFreeForThis >= booking.seats && creditStillCovers) return 'confirm'
  return 'review-and-refund'
}
