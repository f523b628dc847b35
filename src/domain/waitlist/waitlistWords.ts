import { count } from '../text/count'
import type { WaitlistStatus } from './waitlistStatus'

/** Where an entry stands, in the words its private page uses. */
export const WAITLIST_STATUS_WORDS: Record<WaitlistStatus, string> = {
  waiting: 'On the waitlist',
  offered: 'Seats held for you',
  booked: 'Booked',
  left: 'You left the waitlist',
  lapsed: 'The offer ended',
  closed: 'The waitlist has closed',
}

/** An entry the studio took off the list (stored as closed), as its private page says it. */
export const REMOVED_BY_STUDIO_WORDS = {
  status: 'Taken off the waitlist',
  note: "The studio took your party off this class's waitlist. Nothing was charged.",
}

/** What became of a payment for an offer that had ended: refunded, being refunded, or there was none. */
export type LatePayment = 'refunded' | 'refunding' | null

/** The line under the status: what it means for them, and what happens next. */
export function waitlistStatusNote(status: WaitlistStatus, ahead: number, offerOpen: boolean, latePayment: LatePayment = null): string {
  switch (status) {
    case 'waiting':
      return ahead === 0
        ? "You're first in line. If seats free up for your whole party, we'll hold them and email you."
        : `${ahead === 1 ? '1 party is' : `${ahead} parties are`} ahead of you. If seats free up for your whole party, we'll hold them and email you.`
    case 'offered':
      return offerOpen
        ? 'Pay before the offer ends to confirm your booking, or decline so the next person on the list gets the seats.'
        : "The offer's time has run out, so it can no longer be paid."
    case 'booked':
      return 'Your booking is confirmed. Your confirmation email has the details and a link to manage it.'
    case 'left':
      return 'You are no longer on the waitlist. Nothing was charged.'
    case 'lapsed':
      return `The seats held for you were not paid for in time, so the offer has ended. ${LATE_PAYMENT_WORDS[latePayment ?? 'none']}`
    case 'closed':
      return 'The waitlist for this class has closed. Nothing was charged.'
  }
}

const LATE_PAYMENT_WORDS: Record<NonNullable<LatePayment> | 'none', string> = {
  none: 'Nothing was charged.',
  refunded: 'Your payment came after the offer ended, so it was refunded.',
  refunding: 'Your payment came after the offer ended, so it is being refunded.',
}

/** A full class's badge on the schedule: 'Full', or with the people waiting ('Full — 3 people waiting'; a party counts each person). */
export const fullBadge = (peopleWaiting: number): string => (peopleWaiting > 0 ? `Full — ${count(peopleWaiting, 'person', 'people')} waiting` : 'Full')

/** An offer, or a place, on the waitlist of a class the studio cancelled, as its private page says it. */
export const CLASS_CANCELLED_OFFER = 'This class has been cancelled, so this offer has ended. Nothing was charged.'
export const CLASS_CANCELLED_WORDS = {
  status: 'The class was cancelled',
  note: 'The studio cancelled this class, so its waitlist has closed and any seats held for you were released. Nothing was charged.',
}
