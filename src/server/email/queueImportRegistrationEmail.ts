import type { Payload } from 'payload'

import { importRegistrationEmail } from '@/domain/email/importRegistrationEmail'
import { occurrenceStart } from '@/domain/schedule/occurrence'
import type { Booking } from '@/payload-types'

import { calendarAttachment, loadBookingForEmail } from './bookingEmailData'
import { queueEmail } from './outbox'
import { scheduleReminderEmail } from './reminders'

/** The partner or organizer the class runs with, as the booking's class names it (read at depth 2). */
const partnerOf = (booking: Booking): string | null => {
  const schedule = typeof booking.schedule === 'object' ? booking.schedule : null
  const klass = schedule && typeof schedule.class === 'object' ? schedule.class : null
  return klass?.partnerOrganization?.trim() || null
}

/**
 * Called after an import: queues the imported booking's registration email (through the class's partner, else the
 * business) once per booking, and with it the day-before reminder. Nothing at all for a class that has started.
 */
export async function queueImportRegistrationEmail(payload: Payload, bookingId: number, now: Date = new Date()): Promise<void> {
  const loaded = await loadBookingForEmail(payload, bookingId)
  if (!loaded) {
    payload.logger.error({ bookingId }, 'import registration email not queued: booking or class not found')
    return
  }
  if (loaded.isCancelled || occurrenceStart(loaded.data) <= now) return
  const organizer = partnerOf(loaded.booking) ?? loaded.data.business.name
  const attachment = calendarAttachment(loaded.data)
  const { created } = await queueEmail(payload, {
    kind: 'import-registration',
    to: loaded.booking.contactEmail,
    ...importRegistrationEmail(loaded.data, organizer),
    bookingId,
    dedupeKey: `import-registration:${bookingId}`,
    ...(attachment ? { attachments: [attachment] } : {}),
  })
  if (created) await scheduleReminderEmail(payload, bookingId, now)
}
