import { formatCents } from '../bookings/pricing'
import { paidInDemo } from '../payments/demoPayment'
import { formatClassDate } from '../time/format'
import type { BookingStatus } from '../bookings/bookingStatus'
import { PUBLIC_TIER_WORDS } from '../policies/publicPolicyWords'
import type { ManageTier } from './manageActions'

/** The policy's 'instructor cancellation: refund or priority rescheduling', as the manage page and its emails say it. */
export const CLASS_CANCELLED_WORDS =
  'You choose: a full refund, or priority rescheduling — a free move to another upcoming class of the same kind with room, even one whose registration has not opened yet. Nothing is refunded until you choose.'

/** A booking's status as its customer reads it. */
const STATUS_WORDS: Record<BookingStatus, string> = {
  confirmed: 'Confirmed',
  held: 'Waiting for payment',
  expired: 'Not completed (nothing was charged)',
  cancelled: 'Cancelled',
  refunded: 'Cancelled and refunded',
  'needs-review': 'Being refunded (the class filled before your payment arrived)',
}

/** A demo booking's status never says money went back anywhere: the demo checkout charged nothing. */
const DEMO_STATUS_WORDS: Partial<Record<BookingStatus, string>> = {
  refunded: 'Cancelled (demo: nothing was charged)',
  'needs-review': 'Not booked: the class filled before your payment arrived (demo: nothing was charged)',
}

/** A booking's status as its customer reads it, true to how it was paid (its checkout session). */
export const statusWords = (booking: { status: BookingStatus; stripeSessionId?: string | null }): string =>
  (paidInDemo(booking.stripeSessionId) && DEMO_STATUS_WORDS[booking.status]) || STATUS_WORDS[booking.status]

/** What the manage page says applies now: the policy's own words for a tier, else why nothing can be changed. */
export function tierWords(tier: ManageTier, host: string | null): { heading: string; text: string } {
  if (tier === 'organizer') {
    return {
      heading: "The organizer's rules apply",
      text: `${host ? `This class is hosted by ${host}. ` : ''}Classes hosted and registered by a city or another partner follow that host's own refund and cancellation rules. Please contact the host directly.`,
    }
  }
  if (tier === 'class-cancelled') return { heading: 'This class has been cancelled', text: `We are sorry: we had to cancel this class. ${CLASS_CANCELLED_WORDS}` }
  if (tier === 'started') return { heading: 'This class has started', text: 'A booking can be changed only until its class starts.' }
  if (tier === 'inactive') return { heading: 'Nothing to change', text: 'This booking is no longer active, so there is nothing to change.' }
  const words = PUBLIC_TIER_WORDS[tier]
  return { heading: `Now: ${words.when}`, text: words.what }
}

/** `code` right after the credit is made; later only its hint (GC-…-7KQ2): the code itself is kept only as a hash. */
export type IssuedCreditWords = { code?: string | null; hint?: string | null; amountCents: number; expiresAt: string }

/** What a booking cancelled for a class credit shows, right after (the code) and on every later visit (its hint), with its value and expiry. */
export const creditWords = (credit: IssuedCreditWords): string =>
  credit.code
    ? `Your booking is cancelled for a class credit of ${formatCents(credit.amountCents)}. Your code is ${credit.code}, valid until ${formatClassDate(credit.expiresAt)}: enter it when you book your next class. We have also emailed it to you.`
    : `Your booking is cancelled for a class credit of ${formatCents(credit.amountCents)}, valid until ${formatClassDate(credit.expiresAt)}. We have emailed you its code (${credit.hint}): enter it when you book your next class.`
