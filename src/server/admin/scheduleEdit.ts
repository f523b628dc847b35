import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { scheduleEditData, type ScheduleEditValues, scheduleFormValues, spotsProblem } from '@/domain/admin/scheduleEdit'
import { AppError } from '@/lib/errors'
import type { StaffUser } from '@/server/auth/requireStaff'
import { customersToTellWhenCancelled } from '@/server/manage/classCancelled'
import { lockSchedule } from '@/server/schedule/lockSchedule'
import { seatsTaken } from '@/server/seats'
import { inTransaction } from '@/server/transaction'

import { toAttendanceClass } from './roster'

export type ScheduleForEdit = {
  id: number
  className: string
  /** The class's own place, shown where an override is empty. */
  classPlace: { location: string; venueName: string; city: string }
  values: ScheduleEditValues
  seatsTaken: number
  /** Confirmed bookings whose customers ticking 'cancelled' emails (0 once it is cancelled). */
  customersToTell: number
}

/** The schedule as /admin/schedules/{id}/edit shows it, read as the staff member; null for an unknown id. */
export async function scheduleForEdit(payload: Payload, user: StaffUser, scheduleId: number, now: Date): Promise<ScheduleForEdit | null> {
  const schedule = await payload.findByID({ collection: 'schedules', id: scheduleId, depth: 1, user, overrideAccess: false, disableErrors: true })
  if (!schedule) return null
  const klass = typeof schedule.class === 'object' ? schedule.class : null
  const [seats, customersToTell] = await Promise.all([seatsTaken(payload, [scheduleId], { now }), customersToTellWhenCancelled(payload, scheduleId)])
  const taken = seats.get(scheduleId) ?? 0
  return {
    id: schedule.id,
    className: toAttendanceClass(schedule).className,
    classPlace: { location: klass?.location ?? '', venueName: klass?.venueName ?? '', city: klass?.city ?? '' },
    values: scheduleFormValues(schedule),
    seatsTaken: taken,
    customersToTell,
  }
}

/**
 * Saves what staff may change on a schedule. Under the schedule's row lock (the lock booking takes) the seats are
 * counted, so the spots are never lowered below seats a concurrent booking just took. Goes through payload.update so
 * the schedule's hooks run (date and title, reminders moved with the class).
 */
export async function updateSchedule(
  payload: Payload,
  user: StaffUser,
  scheduleId: number,
  values: ScheduleEditValues,
  now: Date,
): Promise<ScheduleEditValues> {
  const saved = await inTransaction(payload, async (tx) => {
    await lockSchedule(tx.db, scheduleId)
    const locked = await tx.db.execute<{ available_spots: string | number }>(sql`select available_spots from schedules where id = ${scheduleId}`)
    if (!locked.rows[0]) throw new AppError('NOT_FOUND', 'Class not found')
    const taken = (await seatsTaken(payload, [scheduleId], { now, transactionID: tx.id })).get(scheduleId) ?? 0
    const problem = spotsProblem({ spots: values.availableSpots, currentSpots: Number(locked.rows[0].available_spots), seatsTaken: taken })
    if (problem) throw new AppError('INVALID_INPUT', problem, { field: 'availableSpots', seatsTaken: taken })
    return payload.update({
      collection: 'schedules',
      id: scheduleId,
      data: scheduleEditData(values),
      depth: 0,
      req: tx.req,
      overrideAccess: true, // updating schedules is owner-only in Payload; staff may change exactly these fields, checked above
    })
  })
  payload.logger.info({ scheduleId, userId: user.id }, 'schedule edited in the instructor area')
  return scheduleFormValues(saved)
}
