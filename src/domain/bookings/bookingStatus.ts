/** The stored statuses of a booking (how /cms names them: BOOKING_STATUS_LABELS in domain/cms/listColumnFormats.ts). */
export const BOOKING_STATUSES = ['held', 'confirmed', 'expired', 'cancelled', 'refunded', 'needs-review'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]
