import { BUSINESS_TIME_ZONE } from './pacific'

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
})
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: BUSINESS_TIME_ZONE })
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: BUSINESS_TIME_ZONE,
})

/** A date-only value is read at noon UTC, so no zone can move it to another day. */
const atNoon = (date: string): Date => new Date(`${date}T12:00:00Z`)

/** 'Saturday, November 28, 2026' — en-US, Pacific time. Date-only strings keep their day. */
export const formatClassDate = (value: string | Date): string =>
  dateFormat.format(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? atNoon(value) : new Date(value))

/** '6:30 PM' — 12-hour, Pacific time. */
export const formatClassTime = (value: string | Date): string => timeFormat.format(new Date(value))

/** 'November 28, 2026 at 10:00 AM' — Pacific time. */
export const formatDateTime = (value: string | Date): string => dateTimeFormat.format(new Date(value))

/** '$75.00' from integer cents. */
export const formatPrice = (cents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)
