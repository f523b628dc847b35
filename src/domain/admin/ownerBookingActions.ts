import { formatCents } from '../bookings/pricing'
import type { CustomerRefund } from '../email/bookingChangeEmails'
import { formatClassDate } from '../time/format'

/** What the owner may do to a booking from its page in /cms. */
export const OWNER_ACTIONS = ['refund-full', 'refund-part', 'credit', 'resend-confirmation'] as const
export type OwnerAction = (typeof OWNER_ACTIONS)[number]

export const OWNER_ACTION_LABELS: Record<OwnerAction, string> = {
  'refund-full': 'Cancel and refund in full',
  'refund-part': 'Cancel and refund part',
  credit: 'Cancel for a class credit',
  'resend-confirmation': 'Resend confirmation',
}

export type BookingFigures = { bookingNumber: string; contactEmail: string; totalCents: number; creditCents: number }

/** "$150", "150.5" or "$1,150.00" in cents; null for anything that is not an amount of dollars and cents. */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  return Number(match[1].replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** The confirm step: what will happen, in the owner's words, before anything does. */
export function ownerActionQuestion(action: OwnerAction, b: BookingFigures, amountCents?: number): string {
  switch (action) {
    case 'refund-full':
      return b.totalCents > 0
        ? `Refund ${formatCents(b.totalCents)} to the card and cancel booking ${b.bookingNumber}?`
        : `Cancel booking ${b.bookingNumber}? Nothing was paid by card, so nothing is refunded.`
    case 'refund-part':
      return `Refund ${formatCents(amountCents ?? 0)} of the ${formatCents(b.totalCents)} paid to the card and cancel booking ${b.bookingNumber}?`
    case 'credit':
      return `Cancel booking ${b.bookingNumber} and email ${b.contactEmail} a class credit of ${formatCents(b.totalCents + b.creditCents)}, valid 12 months? Nothing is refunded to the card.`
    case 'resend-confirmation':
      return `Email the confirmation of booking ${b.bookingNumber} to ${b.contactEmail} again?`
  }
}

/** What the owner's cancellation with a refund did. */
export function refundResultWords(bookingNumber: string, r: { refund: CustomerRefund; refundCents: number; failure?: string }): string {
  const amount = formatCents(r.refundCents)
  switch (r.refund) {
    case 'refunded':
      return `Booking ${bookingNumber} is cancelled and ${amount} was refunded to the card.`
    case 'pending':
      return `Booking ${bookingNumber} is cancelled and Stripe is refunding ${amount} to the card; the booking shows Refunded once Stripe confirms.`
    case 'not-needed':
      return `Booking ${bookingNumber} is cancelled. Nothing was paid by card, so nothing was refunded.`
    case 'failed':
      return `Booking ${bookingNumber} is cancelled, but Stripe refused the refund of ${amount}${r.failure ? ` (${r.failure})` : ''}: nothing was refunded yet.`
  }
}

/** What the owner's cancellation for a class credit did. */
export const creditResultWords = (bookingNumber: string, c: { code: string; amountCents: number; expiresAt: string; created: boolean }, email: string): string =>
  c.created
    ? `Booking ${bookingNumber} is cancelled. Class credit ${c.code} of ${formatCents(c.amountCents)}, valid until ${formatClassDate(new Date(c.expiresAt))}, was emailed to ${email}.`
    : `Booking ${bookingNumber} was already cancelled for class credit ${c.code} of ${formatCents(c.amountCents)}; nothing changed.`

export const resendResultWords = (bookingNumber: string, email: string): string => `The confirmation of booking ${bookingNumber} was emailed again to ${email}.`
