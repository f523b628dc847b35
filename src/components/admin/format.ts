import { formatInTimeZone } from 'date-fns-tz'

import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'

/** A date-only value shown at noon so the day never shifts: "Sat, May 2, 2026". */
export const formatDay = (date: string): string =>
  date ? formatInTimeZone(new Date(`${date}T12:00:00Z`), 'UTC', 'EEE, MMM d, yyyy') : ''

/** A time of day in Pacific time: "10:00 AM". */
export const formatTime = (iso: string | null | undefined): string =>
  iso ? formatInTimeZone(new Date(iso), BUSINESS_TIME_ZONE, 'h:mm a') : ''

/** A moment in Pacific time: "May 2, 2026, 10:00 AM". */
export const formatMoment = (iso: string | null | undefined): string =>
  iso ? formatInTimeZone(new Date(iso), BUSINESS_TIME_ZONE, 'MMM d, yyyy, h:mm a') : ''
