import { addMonths, addWeeks, startOfMonth, startOfWeek } from 'date-fns'
import { formatInTimeZone, fromZonedTime, toZonedTime } from 'date-fns-tz'

import { BUSINESS_TIME_ZONE } from '../time/pacific'

/** A span of time [from, to) between two instants. */
export type Period = { from: Date; to: Date }

export const CHART_WEEKS = 12
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** Weeks start on Monday, at midnight in Pacific time (7 or 8 hours after midnight UTC, whatever the season). */
const weekStartingOn = { weekStartsOn: 1 } as const

const pacificWall = (instant: Date): Date => toZonedTime(instant, BUSINESS_TIME_ZONE)
const fromPacificWall = (wall: Date): Date => fromZonedTime(wall, BUSINESS_TIME_ZONE)

/** The Pacific week (Monday to Monday) that holds `now`. */
export function weekOf(now: Date): Period {
  const start = startOfWeek(pacificWall(now), weekStartingOn)
  return { from: fromPacificWall(start), to: fromPacificWall(addWeeks(start, 1)) }
}

/** The Pacific calendar month that holds `now`. */
export function monthOf(now: Date): Period {
  const start = startOfMonth(pacificWall(now))
  return { from: fromPacificWall(start), to: fromPacificWall(addMonths(start, 1)) }
}

/** The last `count` Pacific weeks, oldest first, the current week last. */
export function lastWeeks(now: Date, count = CHART_WEEKS): Period[] {
  const current = startOfWeek(pacificWall(now), weekStartingOn)
  return Array.from({ length: count }, (_, i) => {
    const start = addWeeks(current, i - count + 1)
    return { from: fromPacificWall(start), to: fromPacificWall(addWeeks(start, 1)) }
  })
}

/** The month a report names (`YYYY-MM`), in Pacific time; null when the text is not a month. */
export function namedMonth(month: string): Period | null {
  const match = MONTH.exec(month)
  if (!match) return null
  const start = new Date(Number(match[1]), Number(match[2]) - 1, 1)
  return { from: fromPacificWall(start), to: fromPacificWall(addMonths(start, 1)) }
}

/** `YYYY-MM` of the Pacific month holding `now`. */
export const monthKey = (now: Date): string => formatInTimeZone(now, BUSINESS_TIME_ZONE, 'yyyy-MM')

/** The month before or after a `YYYY-MM` month. */
export const shiftMonth = (month: string, by: number): string => {
  const period = namedMonth(month)
  if (!period) return month
  return monthKey(fromPacificWall(addMonths(pacificWall(period.from), by)))
}

/** How a month reads: "November 2026". */
export const monthLabel = (month: string): string => {
  const period = namedMonth(month)
  return period ? formatInTimeZone(period.from, BUSINESS_TIME_ZONE, 'MMMM yyyy') : month
}

/** How a week reads on the chart: the Monday it starts, "Nov 23". */
export const weekLabel = (week: Period): string => formatInTimeZone(week.from, BUSINESS_TIME_ZONE, 'MMM d')
