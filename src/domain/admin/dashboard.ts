import type { EmailStatus } from '../values'

export const DASHBOARD_DAYS = 7
const DAY_MS = 86_400_000

/** The dashboard's window of coming classes: from now to the same moment seven days on. */
export const comingWeek = (now: Date): { from: Date; to: Date } => ({ from: now, to: new Date(now.getTime() + DASHBOARD_DAYS * DAY_MS) })

/** Delivery statuses that mean an email did not reach its reader: the owner follows these up. */
export const FAILED_EMAIL_STATUSES: readonly EmailStatus[] = ['Failed', 'Bounced', 'Spam']

/** How many rows each dashboard list shows; the heading gives the full count and links to the whole list. */
export const DASHBOARD_LIST_LIMIT = 10
