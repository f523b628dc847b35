import { formatInTimeZone } from 'date-fns-tz'

import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'

/** 'Saturday, June 13, 2026' — a date-only value is formatted at noon so the day never shifts. */
export const formatClassDate = (date: string): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

/** '10:00 AM' in Pacific time. */
export const formatClassTime = (instant: string | Date): string => formatInTimeZone(new Date(instant), BUSINESS_TIME_ZONE, 'h:mm a')

/** '10:00 AM – 1:00 PM', or just the start when the end is unknown; '' when neither is. */
export const formatTimeRange = (start?: string | null, end?: string | null): string =>
  start ? (end ? `${formatClassTime(start)} – ${formatClassTime(end)}` : formatClassTime(start)) : ''
