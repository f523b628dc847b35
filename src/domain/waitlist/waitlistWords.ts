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

/** The line under the status: what it means for them, and what happens next. */
export function waitlistStatusNote(status: WaitlistStatus, ahead: number, offerOpen: boolean): string {
  switch (status) {
    case 'waiting':
      return ahead === 0
        ? "You're first in line. If seats free up for your whole party, we'll hold them and email you."
        : `${ahead === 1 ? '1 party is' : `${ahead} parties are`} ahead of you. If seats free up for your whole party, we'll hold them and email you.`
    case 'offered':
      return offerOpen
        ? 'Pay before the offer ends to confirm your booking, or decline so the next person on the list gets the seats.'
        : 'The offer has ended, and the seats are going to the next person on the waitlist.'
    case 'booked':
      return 'Your booking is confirmed. Your confirmation email has the details and a link to manage it.'
    case 'left':
      return 'You are no longer on the waitlist. Nothing was charged.'
    case 'lapsed':
      return 'The seats held for you were not paid for in time, so they went to the next person on the waitlist. Nothing was charged.'
    case 'closed':
      return 'Registration for this class has closed, so the waitlist has too. Nothing was charged.'
  }
}

/** An offer, or a place, on the waitlist of a class the studio cancelled, as its private page says it. */
export const CLASS_CANCELLED_OFFER = 'This class has been cancelled, so this offer has ended. Nothing was charged.'
export const CLASS_CANCELLED_WORDS = {
  status: 'The class was cancelled',
  note: 'The studio cancelled this class, so its waitlist has closed and any seats held for you were released. Nothing was charged.',
}
