import type { BookingKind } from '@/domain/bookings/bookingKind'

type BookingFormText = {
  contactHeading: string
  rowsHeading: string
  addLabel: string
  rowLabel: (i: number) => string
  /** Shown when the request never got an answer (the network failed). */
  fallbackError: string
  /** Shown when the server refused without saying why. */
  unexpectedError: (status: number) => string
}

/** The words of the booking form that differ between its three kinds. */
export const BOOKING_FORM_TEXT: Record<BookingKind, BookingFormText> = {
  adult: {
    contactHeading: 'Primary Attendee',
    rowsHeading: 'Additional Participants',
    addLabel: '+ Add Adult',
    rowLabel: (i) => `Participant ${i + 2}`,
    fallbackError: 'There was an error processing your booking.',
    unexpectedError: (status) => `Unexpected booking error (${status})`,
  },
  'mother-daughter': {
    contactHeading: 'Mother or Female Guardian (Contact)',
    rowsHeading: 'Daughters',
    addLabel: '+ Add Daughter',
    rowLabel: (i) => `Participant ${i + 2} (daughter)`,
    fallbackError: 'There was an error processing your booking.',
    unexpectedError: (status) => `Unexpected booking error (${status})`,
  },
  'community-mother-daughter': {
    contactHeading: 'Mother/Guardian',
    rowsHeading: 'Daughter(s)',
    addLabel: 'Add Another Daughter',
    rowLabel: (i) => `Daughter ${i + 1}`,
    fallbackError: 'An error occurred. Please try again.',
    unexpectedError: () => 'Booking failed',
  },
}
