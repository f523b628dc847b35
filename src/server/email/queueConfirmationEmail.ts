import type { Payload } from 'payload'

import { confirmationEmail } from '@/domain/email/bookingEmails'

import { calendarAttachment, loadBookingForEmail } from './bookingEmailData'
import { queueEmail } from './outbox'
import { scheduleReminderEmail } from './reminders'

/**
 * Called when a website booking is confirmed (fulfilment of a payment): queues its confirmation email — once per
 * booking, however often this runs — and, with it, its day-before reminder.
 */
export async function queueConfirmationEmail(payload: Payload, bookingId: number): Promise<void> {
  const loaded = await loadBookingForEmail(payload, bookingId)
  if (!loaded) {
    payload.logger.error({ bookingId }, 'confirmation email not queued: booking or class not found')
    return
  }
  const attachment = calendarAttachment(loaded.data)
  const { created } = await queueEmail(payload, {
    kind: 'booking-confirmation',
    to: loaded.booking.contactEmail,
    ...confirmationEmail(loaded.data),
    bookingId,
    dedupeKey: `confirmation:${bookingId}`,
    ...(attachment ? { attachments: [attachment] } : {}),
  })
  if (created) await scheduleReminderEmail(payload, bookingId)
}
