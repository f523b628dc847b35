import type { Payload } from 'payload'

import { scheduleEditData, type ScheduleEditValues, scheduleFormValues } from '@/domain/instructor/scheduleEdit'
import { AppError } from '@/lib/errors'
import { refusedField } from '@/lib/payloadErrors'
import type { StaffUser } from '@/server/auth/requireStaff'
import { customersToTellWhenCancelled } from '@/server/manage/classCancelled'
import { seatsTaken } from '@/server/seats'

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
 * Saves what staff may change on a schedule through payload.update, so the schedule's hooks run: its rules (the end
 * after the start, the spots never below the seats taken, counted under the row lock), date and title, reminders
 * moved with the class. A refused field answers INVALID_INPUT naming the field, for the form.
 */
export async function updateSchedule(
  payload: Payload,
  user: StaffUser,
  scheduleId: number,
  values: ScheduleEditValues,
): Promise<ScheduleEditValues> {
  const saved = await payload
    .update({
      collection: 'schedules',
      id: scheduleId,
      data: scheduleEditData(values),
      depth: 0,
      overrideAccess: true, // updating schedules is owner-only in Payload; staff may change exactly these fields
    })
    .catch((error: unknown) => {
      if ((error as { status?: unknown }).status === 404) throw new AppError('NOT_FOUND', 'Class not found')
      const refused = refusedField(error)
      throw refused ? new AppError('INVALID_INPUT', refused.message, { field: refused.path }) : error
    })
  payload.logger.info({ scheduleId, userId: user.id }, 'schedule edited in the instructor area')
  return scheduleFormValues(saved)
}
