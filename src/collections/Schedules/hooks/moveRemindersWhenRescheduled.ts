import type { CollectionAfterChangeHook } from 'payload'

import { moveReminders } from '@/server/email/reminders'
import type { Schedule } from '@/payload-types'

/** A class moved to another time takes its pending day-before reminders with it. */
export const moveRemindersWhenRescheduled: CollectionAfterChangeHook<Schedule> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !doc.startTime || doc.startTime === previousDoc?.startTime) return doc
  const moved = await moveReminders(req.payload, doc.id, new Date(doc.startTime))
  if (moved) req.payload.logger.info({ scheduleId: doc.id, moved }, 'class rescheduled: reminders moved')
  return doc
}
