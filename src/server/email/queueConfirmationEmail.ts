import type { Payload } from 'payload'

import { confirmationEmail } from '@/domain/email/bookingEmails'

import type { InRequest } from '../transaction'
import { calendarAttachment, loadBookingForEmail } from './bookingEmailData'
import { queueEmail } from './outbox'
import { scheduleReminderEmail } from './reminders'

/**
 * Called when a website booking is confirmed (fulfilment of a payment): queues its confirmation email — once per
 * booking, however often this runs — and, with it, its day-before reminder. `resend` (1, 2, ...) is the owner's n-th
 * resend: a new email of its own (its own dedupe key), the reminder left as it is. True when an email was queued.
 */
export async function queueConfirmationEmail(payload: Payload, bookingId: number, { resend, req }: { resend?: number; req?: InRequest } = {}): Promise<boolean> {
  const loaded = await loadBookingForEmail(payload, bookingId, req)
  if (!loaded) {
    payload.logger.error({ bookingId }, 'confirmation email not queued: booking or class not found')
    return false
  }
  const attachment = calendarAttachment(loaded.data)
  const { created } = await queueEmail(
    payload,
    {
      kind: 'booking-confirmation',
      to: loaded.booking.contactEmail,
      ...confirmationEmail(loaded.data),
      bookingId,
      dedupeKey: resend ? `confirmation:${bookingId}:resend-${resend}` : `confirmation:${bookingId}`,
      ...(attachment ? { attachments: [attachment] } : {}),
    },
    req,
  )
  if (created && !resend) await scheduleReminderEmail(payload, bookingId)
  return created
}
