import type { Payload } from 'payload'

import { defaultClassId, unlistedClassNote, withClass } from '@/domain/instructor/attendance'
import { pacificDate } from '@/domain/time/pacific'
import type { StaffUser } from '@/server/auth/requireStaff'

import { type AttendanceClass, attendanceClass, attendanceClasses } from './roster'

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
export async function attendanceSelection(payload: Payload, user: StaffUser, requested: string | undefined, now: Date): Promise<AttendanceSelection> {
  const today = pacificDate(now)
  const classes = await attendanceClasses(payload, user, now)
  if (!requested) {
    const selected = classes.find((c) => c.id === defaultClassId(classes, today))
    return selected ? { kind: 'class', classes, selected, note: null } : { kind: 'none' }
  }
  const id = /^\d{1,9}$/.test(requested) ? Number(requested) : null
  const selected = id == null ? null : (classes.find((c) => c.id === id) ?? (await attendanceClass(payload, user, id)))
  if (!selected) return { kind: 'unknown', requested }
  return { kind: 'class', classes: withClass(classes, selected), selected, note: unlistedClassNote(selected, today) }
}
