import { formatInTimeZone } from 'date-fns-tz'

export const BUSINESS_TIME_ZONE = 'America/Los_Angeles'

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

export const isDateOnly = (value: string): boolean =>
  DATE_ONLY.test(value) && !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value)

/** The calendar day (YYYY-MM-DD) of an instant, in Pacific time. */
export const pacificDate = (instant: Date): string => formatInTimeZone(instant, BUSINESS_TIME_ZONE, 'yyyy-MM-dd')
