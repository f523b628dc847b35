import { BUSINESS_TIME_ZONE } from './pacific'

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
})
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: BUSINESS_TIME_ZONE })

/** A date-only value is read at noon UTC, so no zone can move it to another day. */
const atNoon = (date: string): number => Date.parse(`${date}T12:00:00Z`)

/** What the formatters take: a timestamp parsed from a string (cheaper than a Date), or the Date itself. */
const instant = (value: string | Date): number | Date => (typeof value === 'string' ? Date.parse(value) : value)

/** 'Saturday, November 28, 2026' — en-US, Pacific time. Date-only strings keep their day. */
export const formatClassDate = (value: string | Date): string =>
  dateFormat.format(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? atNoon(value) : instant(value))

/** '6:30 PM' — 12-hour, Pacific time. */
export const formatClassTime = (value: string | Date): string => timeFormat.format(instant(value))

/** '10:00 AM – 1:00 PM', or just the start when the end is unknown; '' when neither is. Pacific time. */
export const formatTimeRange = (start?: string | Date | null, end?: string | Date | null): string =>
  start ? (end ? `${formatClassTime(start)} – ${formatClassTime(end)}` : formatClassTime(start)) : ''

const shortDateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: BUSINESS_TIME_ZONE })

/** 'Sat, Dec 12' — Pacific time. */
export const formatShortDate = (value: Date): string => shortDateFormat.format(value)
