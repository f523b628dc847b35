import Papa from 'papaparse'

import { PRIVATE_REVENUE_COLUMNS, privateRevenueCells, type PrivateRevenueFigures } from '../cms/privateRevenue'
import { escapeCell } from '../csv/escapeCell'
import { formatCents } from '../bookings/pricing'
import { count } from '../text/count'
import { formatClassTime } from '../time/format'
import { pacificDate } from '../time/pacific'
import { CLASS_TYPE_LABELS, type ClassType } from '../schedule/classTypes'
import { GIFT_CERTIFICATE_COLUMNS, giftCertificateCells, type GiftCertificateFigures } from './giftCertificateFigures'
import { monthLabel } from './periods'

/** One class of the month: what it sold, what went back, and who came. Money in cents. */
export type ClassFigures = {
  scheduleId: number
  className: string
  classType: ClassType
  startTime: string
  /** Cancelled by the studio: still reported, with the money it holds until each customer is refunded or moved. */
  cancelled: boolean
  bookings: number
  seats: number
  paidCents: number
  refundedCents: number
  creditsUsedCents: number
  /** Taken off confirmed bookings' list prices by promo codes (what was paid is already after them). */
  discountsCents: number
  present: number
  noShows: number
}

const SUMMED = ['bookings', 'seats', 'paidCents', 'refundedCents', 'creditsUsedCents', 'discountsCents', 'present', 'noShows'] as const
type Summed = Pick<ClassFigures, (typeof SUMMED)[number]>

export type TotalFigures = Summed & { classes: number }
export type TypeFigures = TotalFigures & { classType: ClassType }

/** Who came out of those whose attendance was taken, 0 to 1; null before any was taken. */
export const attendanceRate = ({ present, noShows }: { present: number; noShows: number }): number | null =>
  present + noShows === 0 ? null : present / (present + noShows)

export const percent = (rate: number | null): string => (rate == null ? 'not taken' : `${Math.round(rate * 100)}%`)

/** The money the studio still holds for these bookings: paid by card and not refunded. */
export const heldCents = (f: Pick<ClassFigures, 'paidCents' | 'refundedCents'>): number => f.paidCents - f.refundedCents

/** Classes added up: how many, and each figure summed. */
export function totalOf(classes: readonly ClassFigures[]): TotalFigures {
  const sums = Object.fromEntries(SUMMED.map((key) => [key, classes.reduce((sum, c) => sum + c[key], 0)])) as Summed
  return { classes: classes.length, ...sums }
}

/** The month's classes added up per class type, in the order of CLASS_TYPE_LABELS; types without classes are left out. */
export function byClassType(classes: readonly ClassFigures[]): TypeFigures[] {
  return (Object.keys(CLASS_TYPE_LABELS) as ClassType[]).flatMap((classType) => {
    const ofType = classes.filter((c) => c.classType === classType)
    return ofType.length ? [{ classType, ...totalOf(ofType) }] : []
  })
}

/** A row's figures as the report shows them (the view and the CSV alike): counts, dollars and the attendance rate. */
export const figureCells = (f: ClassFigures | TotalFigures): (string | number)[] => [
  f.bookings,
  f.seats,
  formatCents(f.paidCents),
  formatCents(f.refundedCents),
  formatCents(heldCents(f)),
  formatCents(f.creditsUsedCents),
  formatCents(f.discountsCents),
  f.noShows,
  percent(attendanceRate(f)),
]

export const CLASS_STATUS = { cancelled: 'Cancelled', scheduled: 'Scheduled' } as const

export const REPORT_COLUMNS = [
  'Class',
  'Class type',
  'Date',
  'Time (Pacific)',
  'Status',
  'Bookings',
  'Seats',
  'Paid',
  'Refunded',
  'Still held',
  'Paid by credit',
  'Promo discounts',
  'No-shows',
  'Attendance rate',
] as const

/**
 * The month report as a spreadsheet: one row per class (cancelled ones too, marked), one per class type, and the
 * month's total (with the month's gift certificates, when given). Dates are ISO (2026-11-25, Pacific) so a spreadsheet sorts them; money in dollars.
 */
export function monthReportCsv(month: string, classes: readonly ClassFigures[], gifts?: GiftCertificateFigures, privates?: PrivateRevenueFigures): string {
  const status = (c: ClassFigures) => (c.cancelled ? CLASS_STATUS.cancelled : CLASS_STATUS.scheduled)
  const rows = [
    ...classes.map((c) => [c.className, CLASS_TYPE_LABELS[c.classType], pacificDate(new Date(c.startTime)), formatClassTime(c.startTime), status(c), ...figureCells(c)]),
    ...byClassType(classes).map((t) => [`Total: ${count(t.classes, 'class', 'classes')}`, CLASS_TYPE_LABELS[t.classType], '', '', '', ...figureCells(t)]),
    [`Total ${monthLabel(month)}: ${count(classes.length, 'class', 'classes')}`, 'all class types', '', '', '', ...figureCells(totalOf(classes)), ...(gifts ? giftCertificateCells(gifts) : []), ...(privates ? privateRevenueCells(privates) : [])],
  ]
  // The month's gift certificates and private sessions are no class's money: their columns are filled on the month's total row only.
  const header = [...REPORT_COLUMNS, ...(gifts ? GIFT_CERTIFICATE_COLUMNS : []), ...(privates ? PRIVATE_REVENUE_COLUMNS : [])]
  return Papa.unparse([header, ...rows.map((row) => row.map(escapeCell))], { newline: '\r\n' })
}

export const monthReportCsvName = (month: string): string => `report_${month}.csv`
