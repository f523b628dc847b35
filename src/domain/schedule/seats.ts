import { count } from '../text/count'

/** Seats still bookable on a class occurrence; never negative, even if an owner lowered the spots below bookings. */
export const remainingSeats = (availableSpots: number, seatsTaken: number): number =>
  Math.max(0, availableSpots - seatsTaken)

/** Seats taken beyond the class capacity (an import overbooked by staff, or spots lowered below bookings); 0 when within. */
export const overCapacityBy = (availableSpots: number, seatsTaken: number): number => Math.max(0, seatsTaken - availableSpots)

/** Whether a booking's seats count against the class: confirmed, or held with a hold that has not lapsed. */
export const holdsSeats = (
  booking: { status: string; holdExpiresAt?: string | Date | null },
  now: Date,
): boolean =>
  booking.status === 'confirmed' ||
  (booking.status === 'held' && booking.holdExpiresAt != null && new Date(booking.holdExpiresAt) > now)

/** '1 seat', '3 seats'. */
export const seatCount = (n: number): string => count(n, 'seat')
