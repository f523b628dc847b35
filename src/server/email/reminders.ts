import type { Payload } from 'payload'

/**
 * Schedules the reminder email that goes out one day before class (spec §4, §9) for a booking.
 * Placeholder until the email issue (issue 6) lands: it only logs. Imported bookings call it after their
 * transaction commits; the email work replaces the body with a queued job.
 */
export async function scheduleReminderEmail(payload: Payload, bookingId: number): Promise<void> {
  payload.logger.info({ bookingId }, 'reminder email to be scheduled (email sending not built yet: issue 6)')
}
