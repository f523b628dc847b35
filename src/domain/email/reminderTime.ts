import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'

import { BUSINESS_TIME_ZONE } from '../time/pacific'

/**
 * When the day-before reminder goes out: the same Pacific wall-clock time on the previous day, so a 10:00 AM class
 * is reminded at 10:00 AM the day before even when the clocks change in between (then 23 or 25 hours ahead).
 */
export function reminderInstant(classStart: Date): Date {
  const dayBefore = new Date(classStart.getTime() - 24 * 3600_000)
  const pacificDay = formatInTimeZone(dayBefore, BUSINESS_TIME_ZONE, 'yyyy-MM-dd')
  const pacificClock = formatInTimeZone(classStart, BUSINESS_TIME_ZONE, 'HH:mm:ss')
  return fromZonedTime(`${pacificDay}T${pacificClock}`, BUSINESS_TIME_ZONE)
}

/** When to run the reminder of a booking made at `now`: its day-before instant, or at once when that has passed. */
export const reminderWaitUntil = (classStart: Date, now: Date): Date => {
  const instant = reminderInstant(classStart)
  return instant > now ? instant : now
}
