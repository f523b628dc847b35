import { quoteBooking } from '../bookings/pricing'
import type { BookingKind } from '../bookings/bookingKind'

/** The seats a waiting party needs: the seats a booking of the same people takes (its contact and everyone in its party). */
export const partySeats = (kind: BookingKind, partyRows: number): number => quoteBooking(kind, 0, partyRows).seats
