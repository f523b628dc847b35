import type { Payload } from 'payload'

import { defaultClassId, unlistedClassNote, withClass } from '@/domain/instructor/attendance'
import { pacificDate } from '@/domain/time/pacific'
import type { StaffUser } from '@/server/auth/requireStaff'

import { privateAttendanceClass, privateAttendanceClasses } from './privateRoster'
import { type AttendanceClass, attendanceClass, attendanceClasses } from './roster'

const byStart = (list: AttendanceClass[]): AttendanceClass[] => list.sort((a, b) => (a.startTime ?? a.date).localeCompare(b.startTime ?? b.date))

export type AttendanceSelection =
  | { kind: 'class'; classes: AttendanceClass[]; selected: AttendanceClass; note: string | null }
  /** The query named a class that does not exist. */
  | { kind: 'unknown'; requested: string }
  /** Nothing named and no class in the list. */
  | { kind: 'none' }

/**
 * The class /admin/attendance shows. A class named in the query is shown even when the list leaves it out
 * (cancelled, or older than 42 days), with a note saying why; an id naming no class is reported, never replaced by
 * another class. With nothing named: the first class on or after today, else the last.
 */
export async function attendanceSelection(
  payload: Payload,
  user: StaffUser,
  requested: string | undefined,
  now: Date,
  requestedPrivate?: string,
): Promise<AttendanceSelection> {
  const today = pacificDate(now)
  const [scheduled, privates] = await Promise.all([attendanceClasses(payload, user, now), privateAttendanceClasses(payload, user, now)])
  // Private sessions (the instructor's own) are listed among the classes, in start order.
  const classes = byStart([...scheduled, ...privates])
  if (requestedPrivate) {
    const id = /^\d{1,9}$/.test(requestedPrivate) ? Number(requestedPrivate) : null
    const selected = id == null ? null : (privates.find((c) => c.id === id) ?? (await privateAttendanceClass(payload, user, id)))
    if (!selected) return { kind: 'unknown', requested: requestedPrivate }
    return { kind: 'class', classes: classes.includes(selected) ? classes : [...classes, selected], selected, note: null }
  }
  if (!requested) {
    // By position: a class and a private session may share an id.
    const at = defaultClassId(classes.map((c, index) => ({ id: index, date: c.date })), today)
    const selected = at == null ? undefined : classes[at]
    return selected ? { kind: 'class', classes, selected, note: null } : { kind: 'none' }
  }
  const id = /^\d{1,9}$/.test(requested) ? Number(requested) : null
  const selected = id == null ? null : (scheduled.find((c) => c.id === id) ?? (await attendanceClass(payload, user, id)))
  if (!selected) return { kind: 'unknown', requested }
  return { kind: 'class', classes: byStart([...withClass(scheduled, selected), ...privates]), selected, note: unlistedClassNote(selected, today) }
}
