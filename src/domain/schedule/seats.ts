import { isStripeSessionId } from '../bookings/sessionIds'
import { count } from '../text/count'

/** Seats still bookable on a class occurrence; never negative, even if an owner lowered the spots below bookings. */
export const remainingSeats = (availableSpots: number, seatsTaken: number): number =>
  Math.max(0, availableSpots - seatsTaken)

/** Seats taken beyond the class capacity (an import overbooked by staff, or spots lowered below bookings); 0 when within. */
export const overCapacityBy = (availableSpots: number, seatsTaken: number): number => Math.max(0, seatsTaken - availableSpots)

/** A held booking whose hold has not run out at `now`: its checkout may still be paid. */
export const holdIsLive = (booking: { status: string; holdExpiresAt?: string | Date | null }, now: Date): boolean =>
  booking.status === 'held' && booking.holdExpiresAt != null && new Date(booking.holdExpiresAt) > now

/**
 * Whether a booking's seats count against the class: confirmed; held with a hold that has not lapsed; or held with a
 * Stripe Checkout, until the release asked Stripe (or Stripe told us) that it was not paid: a payment made in time is
 * never refunded because its seats were given away before the payment was heard of.
 */
export const holdsSeats = (
  booking: { status: string; holdExpiresAt?: string | Date | null; stripeSessionId?: string | null },
  now: Date,
): boolean => booking.status === 'confirmed' || holdIsLive(booking, now) || (booking.status === 'held' && isStripeSessionId(booking.stripeSessionId))

/** '1 seat', '3 seats'. */
export const seatCount = (n: number): string => count(n, 'seat')
