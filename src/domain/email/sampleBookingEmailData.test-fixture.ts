import type { BookingEmailData } from './bookingEmails'

/** A booking as the email templates' unit tests see it: an evening class whose UTC day is already the next one. */
export const sampleBookingEmailData = (over: Partial<BookingEmailData> = {}): BookingEmailData => ({
  bookingNumber: 'SWSD-1234',
  contactFirstName: 'Ada',
  className: 'Adult Self-Defense <Basics>',
  startTime: '2026-07-11T03:00:00.000Z',
  endTime: '2026-07-11T05:00:00.000Z',
  date: '2026-07-10',
  location: '1250 Locust St',
  venueName: 'Studio A',
  city: 'Walnut Creek',
  participants: [
    'Ada Lovelace',
    'Grace Hopper',
  ],
  totalCents: 15000,
  creditCents: 0,
  prepUrl: 'https://swsd.example/class-prep/42',
  policiesUrl: 'https://swsd.example/public-class-policies',
  manageUrl: 'https://swsd.example/manage-booking/tok',
  business: { name: 'SWSD', phone: '(925) 555-0100', email: 'info@swsd.example' },
  ...over,
})
