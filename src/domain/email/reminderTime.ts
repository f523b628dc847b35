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

/** A class known only by its date is shown at noon (spec §9): it is reminded at noon Pacific the day before. */
export const DATE_ONLY_REMINDER_CLOCK = '12:00:00'

export type RemindedClass = { startTime: string | null; date: string }

/** The reminder instant of a class with a start time, or of a date-only class (noon Pacific the day before). */
export function reminderInstantOf({ startTime, date }: RemindedClass): Date {
  if (startTime) return reminderInstant(new Date(startTime))
  return reminderInstant(fromZonedTime(`${date}T${DATE_ONLY_REMINDER_CLOCK}`, BUSINESS_TIME_ZONE))
}

/** When to run the reminder of a booking made at `now`: its day-before instant, or at once when that has passed. */
export const reminderWaitUntil = (occurrence: RemindedClass, now: Date): Date => {
  const instant = reminderInstantOf(occurrence)
  return instant > now ? instant : now
}

/** One reminder per booking and class time: a booking or class moved to another time is reminded again. */
export const reminderDedupeKey = (bookingId: number, { startTime, date }: RemindedClass): string =>
  `reminder:${bookingId}:${startTime ?? date}`
