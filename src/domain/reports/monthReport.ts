import Papa from 'papaparse'

import { escapeCell } from '../csv/escapeCell'
import { formatCents } from '../bookings/pricing'
import { count } from '../text/count'
import { formatClassDate, formatClassTime } from '../time/format'
import { CLASS_TYPE_LABELS, type ClassType } from '../values'

/** One class of the month: what it sold, what went back, and who came. Money in cents. */
export type ClassFigures = {
  scheduleId: number
  className: string
  classType: ClassType
  startTime: string
  bookings: number
  seats: number
  paidCents: number
  refundedCents: number
  creditsUsedCents: number
  present: number
  noShows: number
}

export type TypeFigures = Omit<ClassFigures, 'scheduleId' | 'className' | 'startTime'> & { classes: number }

/** Who came out of those whose attendance was taken, 0 to 1; null before any was taken. */
export const attendanceRate = ({ present, noShows }: { present: number; noShows: number }): number | null =>
  present + noShows === 0 ? null : present / (present + noShows)

export const percent = (rate: number | null): string => (rate == null ? 'not taken' : `${Math.round(rate * 100)}%`)

const SUMMED = ['bookings', 'seats', 'paidCents', 'refundedCents', 'creditsUsedCents', 'present', 'noShows'] as const

/** The month's classes added up per class type, in the order of CLASS_TYPE_LABELS; types without classes are left out. */
export function byClassType(classes: readonly ClassFigures[]): TypeFigures[] {
  return (Object.keys(CLASS_TYPE_LABELS) as ClassType[]).flatMap((classType) => {
    const ofType = classes.filter((c) => c.classType === classType)
    if (!ofType.length) return []
    const totals = Object.fromEntries(SUMMED.map((key) => [key, ofType.reduce((sum, c) => sum + c[key], 0)])) as Record<(typeof SUMMED)[number], number>
    return [{ classType, classes: ofType.length, ...totals }]
  })
}

export const REPORT_COLUMNS = ['Class', 'Class type', 'Date', 'Time (Pacific)', 'Bookings', 'Seats', 'Paid', 'Refunded', 'Paid by credit', 'No-shows', 'Attendance rate'] as const

/** The month report as a spreadsheet: one row per class, then one per class type. */
export function monthReportCsv(classes: readonly ClassFigures[]): string {
  const money = (cents: number) => formatCents(cents)
  const figures = (f: ClassFigures | TypeFigures) => [f.bookings, f.seats, money(f.paidCents), money(f.refundedCents), money(f.creditsUsedCents), f.noShows, percent(attendanceRate(f))]
  const rows = [
    ...classes.map((c) => [c.className, CLASS_TYPE_LABELS[c.classType], formatClassDate(c.startTime), formatClassTime(c.startTime), ...figures(c)]),
    ...byClassType(classes).map((t) => [`Total: ${count(t.classes, 'class', 'classes')}`, CLASS_TYPE_LABELS[t.classType], '', '', ...figures(t)]),
  ]
  return Papa.unparse([[...REPORT_COLUMNS], ...rows.map((row) => row.map(escapeCell))], { newline: '\r\n' })
}

export const monthReportCsvName = (month: string): string => `report_${month}.csv`
