import type { Payload } from 'payload'

import type { InRequest } from '../transaction'
import { type BookingForEmail, loadBookingForEmail } from './bookingEmailData'
import type { OutgoingEmail } from '../db/emails'
import { queueEmail } from './outbox'

type BookingEmail = Omit<OutgoingEmail, 'to' | 'bookingId'> & { to?: string }

/**
 * Queues the email `write` makes of what a booking's emails show, on the booking and to its contact unless it names
 * another address; nothing when the booking (or its class) is gone or `write` answers null. In `req`'s transaction when
 * given. Answers what queueEmail answered, or null.
 */
export async function queueBookingEmail(
  payload: Payload,
  bookingId: number,
  write: (loaded: BookingForEmail) => BookingEmail | null | Promise<BookingEmail | null>,
  req?: InRequest,
): Promise<{ id: number; created: boolean } | null> {
  const loaded = await loadBookingForEmail(payload, bookingId, req)
  if (!loaded) return null
  const email = await write(loaded)
  if (!email) return null
  return queueEmail(payload, { ...email, to: email.to ?? loaded.booking.contactEmail, bookingId }, req)
}
