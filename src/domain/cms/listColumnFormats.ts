import { formatInTimeZone } from 'date-fns-tz'

import { formatCents } from '../bookings/pricing'
import { BUSINESS_TIME_ZONE, pacificDate } from '../time/pacific'
import type { BookingStatus } from '../bookings/bookingStatus'
import { registrationStatus } from '../instructor/scheduleStatus'

/** How /cms names a booking's status. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Held (checkout open)',
  confirmed: 'Confirmed',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  'needs-review': 'Needs review',
}

/** 'Sat, Nov 28, 2026, 10:00 AM' in Pacific time, whatever zone shows it. */
export const pacificDateTime = (iso: string): string => formatInTimeZone(new Date(iso), BUSINESS_TIME_ZONE, 'EEE, MMM d, yyyy, h:mm a')

/** The same with seconds, for saved versions: autosave keeps several a minute. */
export const pacificDateTimeSeconds = (iso: string): string => formatInTimeZone(new Date(iso), BUSINESS_TIME_ZONE, 'EEE, MMM d, yyyy, h:mm:ss a')

/** A day without a time, read at noon so no zone moves it: 'Sat, Nov 28, 2026'. */
const pacificDay = (date: string): string => formatInTimeZone(new Date(`${date}T12:00:00Z`), 'UTC', 'EEE, MMM d, yyyy')

/** Seats column of the schedules list: '3 / 10' (taken / spots). */
export const seatsColumn = (taken: number, spots: number): string => `${taken} / ${spots}`

export type ScheduleListInput = {
  isCancelled?: boolean | null
  startTime?: string | null
  /** YYYY-MM-DD, for a class with no start time. */
  date?: string | null
  registrationOpens?: string | null
  remaining: number
}

/** Status column of the schedules list, in words: Cancelled, Past, Full, or how registration stands. */
export function scheduleStatusLabel(s: ScheduleListInput, now: Date): string {
  if (s.isCancelled) return 'Cancelled'
  const past = s.startTime ? Date.parse(s.startTime) <= now.getTime() : Boolean(s.date && s.date < pacificDate(now))
  if (past) return 'Past'
  if (s.remaining <= 0) return 'Full'
  const registration = registrationStatus(s, now)
  return registration === 'Open' ? 'Registration open' : registration === 'Opens Later' ? 'Registration opens later' : 'Registration closed'
}

/** A US phone number written the usual way, '(925) 555-0142'; anything else as it was typed. */
export function formatPhone(raw: string | null | undefined): string {
  const value = raw?.trim() ?? ''
  const digits = value.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  const international = value.startsWith('+') && !value.startsWith('+1')
  if (!international && national.length === 10) return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`
  return value
}

/** Contact column of the bookings list: 'Jane Doe · jane@example.com · (925) 555-0142'. */
export const contactColumn = (b: { firstName: string; lastName: string; email: string; phone?: string | null }): string =>
  [`${b.firstName} ${b.lastName}`.trim(), b.email, formatPhone(b.phone)].filter(Boolean).join(' · ')

/** Class column of the bookings list: 'Adult & Teen Self-Defense · Sat, Nov 28, 2026, 10:00 AM' (Pacific). */
export const classAndDateColumn = (c: { className: string; startTime?: string | null; date?: string | null }): string => {
  const when = c.startTime ? pacificDateTime(c.startTime) : c.date ? pacificDay(c.date) : ''
  return [c.className, when].filter(Boolean).join(' · ')
}

/** Total column of the bookings list: '$150.00'. */
export const dollarsColumn = (cents: number | null | undefined): string => (typeof cents === 'number' ? formatCents(cents) : '')

/** A class as a booking's history names it: 'Sat Nov 28, 10:00 AM Concord' (Pacific; the day alone without a time). */
export const classWhenAndWhere = (c: { startTime?: string | null; date?: string | null; city?: string | null }): string => {
  const when = c.startTime
    ? formatInTimeZone(new Date(c.startTime), BUSINESS_TIME_ZONE, 'EEE MMM d, h:mm a')
    : c.date
      ? formatInTimeZone(new Date(`${c.date}T12:00:00Z`), 'UTC', 'EEE MMM d')
      : ''
  return [when, c.city].filter(Boolean).join(' ')
}
