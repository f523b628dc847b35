import { startOfPacificDay } from '../schedule/occurrence'
import { pacificDate } from '../time/pacific'
import type { EmailStatus } from '../email/status'

export const DASHBOARD_DAYS = 7
const DAY_MS = 86_400_000

/** The Pacific calendar day `days` after the Pacific day of `now` (noon UTC is the same date in Los Angeles). */
const pacificDayAfter = (now: Date, days: number): string => new Date(Date.parse(`${pacificDate(now)}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/**
 * The dashboard's coming classes, in whole Pacific calendar days: from midnight starting today to midnight ending the
 * seventh day after it (on a Saturday, through next Saturday), whatever the hour, the browser's zone or a clock change.
 */
export const comingWeek = (now: Date): { from: Date; to: Date } => ({
  from: startOfPacificDay(pacificDate(now)),
  to: startOfPacificDay(pacificDayAfter(now, DASHBOARD_DAYS + 1)),
})

/** Delivery statuses that mean an email did not reach its reader: the owner follows these up. */
export const FAILED_EMAIL_STATUSES: readonly EmailStatus[] = ['Failed', 'Bounced', 'Spam']

/** How many rows each dashboard list shows; the heading gives the full count and links to the whole list. */
export const DASHBOARD_LIST_LIMIT = 10
