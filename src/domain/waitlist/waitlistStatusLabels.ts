import type { WaitlistStatus } from './waitlistStatus'

/** A waitlist entry's status as the owner reads it in /cms (the select's options and the list). */
export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Offered: seats held',
  booked: 'Booked',
  left: 'Left (the customer)',
  lapsed: 'Offer ended unpaid',
  closed: 'Closed',
}

/** An entry the studio took off the list is stored as closed; its history says so, and the owner reads it as this. */
export const REMOVED_BY_STUDIO = 'Removed by the studio'
