import type { CollectionBeforeChangeHook } from 'payload'

import { END_BEFORE_START, spotsProblem } from '@/domain/instructor/scheduleEdit'
import { fieldRefusal } from '@/lib/payloadErrors'
import { lockSchedule } from '@/server/db/schedules'
import { seatsTaken } from '@/server/seats'
import { drizzleOf } from '@/server/transaction'

/**
 * The rules of the instructor's edit form, on every save path (/cms, REST, the Local API, /admin): a class ends after
 * it starts, and its spots are never lowered below the seats taken, counted under the schedule's row lock (the lock
 * booking takes) so a booking made meanwhile is counted.
 */
export const checkScheduleRules: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const startTime = data.startTime ?? originalDoc?.startTime
  const endTime = data.endTime ?? originalDoc?.endTime
  if (startTime && endTime && new Date(endTime) <= new Date(startTime)) {
    throw fieldRefusal('schedules', 'endTime', END_BEFORE_START, { id: originalDoc?.id, req })
  }
  const spots = data.availableSpots
  if (operation !== 'update' || typeof spots !== 'number' || !originalDoc || spots >= originalDoc.availableSpots) return data
  await lockSchedule(await drizzleOf(req.payload, req), originalDoc.id)
  const taken = (await seatsTaken(req.payload, [originalDoc.id], { now: new Date(), transactionID: await req.transactionID })).get(originalDoc.id) ?? 0
  const problem = spotsProblem({ spots, currentSpots: originalDoc.availableSpots, seatsTaken: taken })
  if (problem) throw fieldRefusal('schedules', 'availableSpots', problem, { id: originalDoc.id, req })
  return data
}
