/** How a class is booked: on this site, on another site (its link), or by contacting the studio. */
export const BOOKING_METHODS = ['swsd website', 'external', 'contact'] as const
export type BookingMethod = (typeof BOOKING_METHODS)[number]
