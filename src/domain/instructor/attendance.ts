export const ATTENDANCE_VALUES = ['Not Recorded', 'Present', 'Absent'] as const
export type Attendance = (typeof ATTENDANCE_VALUES)[number]

/** Days back the attendance screen reaches (spec §9: non-cancelled classes from 42 days ago onward). */
export const ATTENDANCE_LOOKBACK_DAYS = 42

/** How long 'Saved!' shows after saving attendance (spec §9). */
export const SAVED_NOTICE_MS = 3000

/**
 * On save, Not Recorded becomes Present (spec §4): a participant nobody marked was there. Present and Absent stay as
 * they are. A value already recorded that the instructor sets back to Not Recorded is a correction, and is saved as
 * Not Recorded (the spec's rule would otherwise make a mistaken mark impossible to undo).
 */
export const attendanceToSave = (value: Attendance, stored: Attendance): Attendance =>
  value !== 'Not Recorded' ? value : stored === 'Not Recorded' ? 'Present' : 'Not Recorded'

/** 'Mark All as Present' sets everyone to Present. */
export const markAllPresent = <K extends string>(values: Record<K, Attendance>): Record<K, Attendance> =>
  Object.fromEntries(Object.keys(values).map((id) => [id, 'Present'])) as Record<K, Attendance>

/** Unsaved changes: any participant whose current value differs from the last saved one. */
export const hasUnsavedChanges = (current: Record<string, Attendance>, saved: Record<string, Attendance>): boolean =>
  Object.keys({ ...current, ...saved }).some((id) => current[id] !== saved[id])

/** The first calendar day (YYYY-MM-DD) the attendance screen lists, given today's Pacific date. */
export const attendanceWindowStart = (today: string): string =>
  new Date(Date.parse(`${today}T12:00:00Z`) - ATTENDANCE_LOOKBACK_DAYS * 24 * 3600 * 1000).toISOString().slice(0, 10)

/**
 * The class the attendance screen opens on when the query names none: the first class on or after today, else the
 * last class. `classes` are sorted by start; null when there are none.
 */
export function defaultClassId<Id extends string | number>(classes: readonly { id: Id; date: string }[], today: string): Id | null {
  if (classes.length === 0) return null
  const upcoming = classes.find((c) => c.date >= today)
  return (upcoming ?? classes[classes.length - 1]).id
}

/**
 * Why a class named in the query is not in the class list (cancelled, or before the 42-day window), said on the
 * screen so its roster is never taken for another class's; null for a listed class.
 */
export function unlistedClassNote(c: { isCancelled: boolean; date: string }, today: string): string | null {
  const notes = [
    c.isCancelled ? 'This class is cancelled.' : null,
    c.date < attendanceWindowStart(today) ? `This class was more than ${ATTENDANCE_LOOKBACK_DAYS} days ago.` : null,
  ].filter(Boolean)
  return notes.length > 0 ? `${notes.join(' ')} It is not in the class list; its roster is shown because it was asked for.` : null
}

/** The class list with a class named in the query added in start order, so Previous and Next move from it. */
export function withClass<C extends { id: number; startTime: string | null; date: string }>(classes: readonly C[], c: C): C[] {
  if (classes.some((x) => x.id === c.id)) return [...classes]
  const start = (x: C) => x.startTime ?? x.date
  const at = classes.findIndex((x) => start(x) > start(c))
  return at < 0 ? [...classes, c] : [...classes.slice(0, at), c, ...classes.slice(at)]
}
