import type { CollectionAfterChangeHook } from 'payload'

import { rescheduleClassReminders } from '@/server/email/reminders'
import type { Schedule } from '@/payload-types'

/** A class moved to another time or day takes its bookings' day-before reminders with it, sent or not. */
export const moveRemindersWhenRescheduled: CollectionAfterChangeHook<Schedule> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || (doc.startTime === previousDoc?.startTime && doc.date === previousDoc?.date)) return doc
  const bookings = await rescheduleClassReminders(req.payload, doc.id, req)
  if (bookings) req.payload.logger.info({ scheduleId: doc.id, bookings }, 'class rescheduled: reminders moved')
  return doc
}
