import type { BookingMethod } from '../schedule/bookingMethods'

/**
 * The organizer's booking page of a class, or null when it has none: only community classes booked on this site
 * have one (a contact-only or externally booked class refuses online bookings, so its page would be a dead end).
 */
export const organizerBookingPath = (c: { id: number; classType: string; bookingMethod: BookingMethod | string }): string | null =>
  c.classType.includes('community') && c.bookingMethod === 'swsd website' ? `/book-community-md/${c.id}` : null
