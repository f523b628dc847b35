/**
 * A waitlist entry's life: waiting → offered (seats held for it) → booked (paid), or back out: left (the person left
 * or declined), lapsed (the offer ended unpaid), closed (registration closed, or the class was cancelled).
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'left', 'lapsed', 'closed'] as const
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number]

/** Entries still on the list: one per email per class, and the ones the card counts as waiting. */
export const LIVE_WAITLIST_STATUSES = ['waiting', 'offered'] as const satisfies readonly WaitlistStatus[]

export const isLiveWaitlistStatus = (status: string | null | undefined): boolean => (LIVE_WAITLIST_STATUSES as readonly string[]).includes(status ?? '')
