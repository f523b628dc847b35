import Papa from 'papaparse'

import { formatClassTime } from '../time/format'
import type { Attendance } from '../instructor/attendance'
import { WAIVER_STATUS_LABELS, type WaiverStatus } from '../waivers/waiverStatus'
import { escapeCell } from './escapeCell'

export type RosterCsvEntry = {
  bookingNumber: string
  isPrimaryContact: boolean
  firstName: string
  lastName: string
  ageGroup: string
  attendance: Attendance
  contactEmail: string
  contactPhone: string
  waiver: { status: WaiverStatus }
}

/** The class a roster belongs to: its name, Pacific day (YYYY-MM-DD) and start (an instant, or null when unknown). */
export type CsvClass = { className: string; date: string; startTime: string | null }
export type ClassCsv = CsvClass & { roster: readonly RosterCsvEntry[] }

const ROSTER_COLUMNS = [
  'Booking #',
  'Primary Contact',
  'Last Name',
  'First Name',
  'Age Group',
  'Attendance',
  'Contact Email',
  'Contact Phone',
  // Not in the spec's list: added at the end so its columns keep their places.
  'Waiver',
] as const

/** Every row names its class, so a sheet sorted or filtered in a spreadsheet still says which class a person is in. */
const CLASS_COLUMNS = ['Class Name', 'Date', 'Time'] as const

export const SINGLE_CLASS_COLUMNS = [...CLASS_COLUMNS, ...ROSTER_COLUMNS] as const
export const ALL_CLASSES_COLUMNS = SINGLE_CLASS_COLUMNS

export const CSV_SECTIONS = {
  pastUnmarked: 'PAST CLASSES - ATTENDANCE NOT MARKED',
  upcoming: 'UPCOMING CLASSES',
  pastMarked: 'PAST CLASSES - ATTENDANCE MARKED',
} as const

const entryCells = (e: RosterCsvEntry) => [
  e.bookingNumber,
  e.isPrimaryContact ? 'Yes' : '',
  e.lastName,
  e.firstName,
  e.ageGroup,
  e.attendance,
  e.contactEmail,
  e.contactPhone,
  WAIVER_STATUS_LABELS[e.waiver.status],
]

/** Cells a spreadsheet reads as they are: the date as YYYY-MM-DD, the start as '10:00 AM' (Pacific). */
const classCells = (c: CsvClass) => [c.className, c.date, c.startTime ? formatClassTime(c.startTime) : '']

const toCsv = (rows: (string | number)[][]): string =>
  Papa.unparse(rows.map((row) => row.map(escapeCell)), { newline: '\r\n' })

const fileSafe = (text: string): string =>
  text
    .trim()
    .replace(/[^A-Za-z0-9-]+/g, '_')
    .replace(/^_+|_+$/g, '') || 'class'

/** File name of one class's attendance: class name, date, "attendance". */
export const singleClassCsvName = (className: string, date: string): string =>
  `${fileSafe(className)}_${date}_attendance.csv`

/** File name of the all-classes attendance, named by today's date. */
export const allClassesCsvName = (today: string): string => `all_classes_attendance_${today}.csv`

export const singleClassCsv = (c: CsvClass, roster: readonly RosterCsvEntry[]): string =>
  toCsv([[...SINGLE_CLASS_COLUMNS], ...roster.map((e) => [...classCells(c), ...entryCells(e)])])

/** A past class counts as marked when no participant is still Not Recorded. */
export const attendanceMarked = (roster: readonly RosterCsvEntry[]): boolean =>
  roster.every((e) => e.attendance !== 'Not Recorded')

/**
 * All classes with participants in three sections, each with its own header row: past classes whose attendance is
 * not marked, upcoming classes (today included), past classes whose attendance is marked. Classes keep their order.
 */
export function allClassesCsv(classes: readonly ClassCsv[], today: string): string {
  const withPeople = classes.filter((c) => c.roster.length > 0)
  const sections: [string, ClassCsv[]][] = [
    [CSV_SECTIONS.pastUnmarked, withPeople.filter((c) => c.date < today && !attendanceMarked(c.roster))],
    [CSV_SECTIONS.upcoming, withPeople.filter((c) => c.date >= today)],
    [CSV_SECTIONS.pastMarked, withPeople.filter((c) => c.date < today && attendanceMarked(c.roster))],
  ]
  const rows: string[][] = []
  sections.forEach(([title, list], index) => {
    if (index > 0) rows.push([])
    rows.push([title], [...ALL_CLASSES_COLUMNS])
    for (const c of list) for (const e of c.roster) rows.push([...classCells(c), ...entryCells(e)])
  })
  return toCsv(rows)
}
