import { formatCents } from '../bookings/pricing'
import type { CustomerRefund } from '../payments/customerRefund'
import { count } from '../text/count'
import { formatClassDate } from '../time/format'
import { classWhenAndWhere } from './listColumnFormats'

/** What the owner may do to a booking from its page in /cms. */
export const OWNER_ACTIONS = ['refund-full', 'refund-part', 'refund-part-keep', 'cancel', 'credit', 'goodwill-credit', 'move', 'resend-confirmation'] as const
export type OwnerAction = (typeof OWNER_ACTIONS)[number]

export const OWNER_ACTION_LABELS: Record<OwnerAction, string> = {
  'refund-full': 'Cancel and refund in full',
  'refund-part': 'Cancel and refund part',
  'refund-part-keep': 'Refund part, keep the booking',
  cancel: 'Cancel the booking',
  credit: 'Cancel for a class credit',
  'goodwill-credit': 'Give a goodwill credit',
  move: 'Move to another class',
  'resend-confirmation': 'Resend confirmation',
}

/** The actions that move money or cancel: each asks the owner why, and the why goes to the history and the customer. */
export const ACTIONS_WITH_REASON: readonly OwnerAction[] = ['refund-full', 'refund-part', 'refund-part-keep', 'cancel', 'credit', 'goodwill-credit']
export const REASON_MAX_LENGTH = 500
export const REASON_REQUIRED = 'Write the reason: it is kept in the history and told to the customer.'

/** What a booking's page knows of its payment: enough to say what a cancellation can give back. */
export type BookingPayment = {
  status?: string | null
  totalCents: number
  paidAt?: string | null
  stripeSessionId?: string | null
  stripeRefundId?: string | null
  /** Given back by part refunds that kept the booking. */
  refundedCents?: number | null
}

/**
 * What can still go back to the card: the total of a confirmed booking paid through a checkout (Stripe's or the demo's)
 * less what part refunds already gave back. A booking made by hand, imported or paid only by credit has nothing on a card.
 */
export function cardRefundableCents(b: BookingPayment): number {
  if (b.status !== 'confirmed' || !b.paidAt || !b.stripeSessionId || b.stripeRefundId) return 0
  return Math.max(0, b.totalCents - (b.refundedCents ?? 0))
}

/** The money actions a confirmed booking offers: a refund only when something is left on the card. */
export const cancelActions = (refundableCents: number): OwnerAction[] =>
  refundableCents > 0 ? ['refund-full', 'refund-part', 'refund-part-keep', 'credit'] : ['cancel', 'credit']

export type BookingFigures = {
  bookingNumber: string
  contactEmail: string
  totalCents: number
  creditCents: number
  refundableCents: number
  /** Already given back by part refunds that kept the booking. */
  refundedCents?: number | null
  classCancelled: boolean
  demo: boolean
}

/** ' $25.00 of the $150.00 paid by card was refunded earlier and is not refunded again.' when part of it was; else nothing. */
export const refundedEarlierWords = (refundedCents: number | null | undefined, totalCents: number): string =>
  refundedCents ? ` ${formatCents(refundedCents)} of the ${formatCents(totalCents)} paid by card was refunded earlier and is not refunded again.` : ''

/** A demo checkout charged no card: the owner's words never claim a card movement for it. */
const DEMO_NO_CARD = 'Demo booking: nothing was charged, so nothing goes back to a card'

/** "$150", "150.5" or "$1,150.00" in cents; null for anything that is not an amount of dollars and cents. */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  return Number(match[1].replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

const creditBack = (b: BookingFigures) => (b.creditCents > 0 ? ` The ${formatCents(b.creditCents)} paid by class credit goes back onto that credit.` : '')

/** The confirm step: what will happen, in the owner's words, before anything does. */
export function ownerActionQuestion(action: OwnerAction, b: BookingFigures, details: { amountCents?: number; target?: string } = {}): string {
  switch (action) {
    case 'refund-full':
      if (b.demo) return `Cancel booking ${b.bookingNumber} with a full refund of ${formatCents(b.refundableCents)}? ${DEMO_NO_CARD}.${creditBack(b)}`
      return `Refund ${formatCents(b.refundableCents)} to the card and cancel booking ${b.bookingNumber}?${refundedEarlierWords(b.refundedCents, b.totalCents)}${creditBack(b)}`
    case 'refund-part-keep':
      if (b.demo) return `Record a refund of ${formatCents(details.amountCents ?? 0)} of booking ${b.bookingNumber}'s ${formatCents(b.refundableCents)} and keep the booking? ${DEMO_NO_CARD}.`
      return `Refund ${formatCents(details.amountCents ?? 0)} of the ${formatCents(b.refundableCents)} left on the card and keep booking ${b.bookingNumber} confirmed with its seats? ${b.contactEmail} is emailed the amount and the reason.`
    case 'refund-part':
      if (b.demo) return `Cancel booking ${b.bookingNumber} with a refund of ${formatCents(details.amountCents ?? 0)} of its ${formatCents(b.refundableCents)}? ${DEMO_NO_CARD}.${creditBack(b)}`
      return `Refund ${formatCents(details.amountCents ?? 0)} of the ${formatCents(b.refundableCents)} paid by card and cancel booking ${b.bookingNumber}? The rest is kept.${refundedEarlierWords(b.refundedCents, b.totalCents)}${creditBack(b)}`
    case 'cancel':
      return `Cancel booking ${b.bookingNumber}? Nothing was paid by card, so nothing is refunded.${creditBack(b)}`
    case 'credit':
      return `Cancel booking ${b.bookingNumber} and email ${b.contactEmail} a class credit of ${formatCents(b.totalCents + b.creditCents)}, valid 12 months? Nothing is refunded to the card.`
    case 'goodwill-credit':
      return `Email ${b.contactEmail} a class credit of ${formatCents(details.amountCents ?? 0)}, valid 12 months? Booking ${b.bookingNumber} stays as it is.`
    case 'move':
      return `Move booking ${b.bookingNumber} to ${details.target ?? 'the chosen class'} and email ${b.contactEmail} the new date and place?`
    case 'resend-confirmation':
      return b.classCancelled
        ? `Email ${b.contactEmail} again that the studio cancelled this class, with the choice of a refund or a free move?`
        : `Email the confirmation of booking ${b.bookingNumber} to ${b.contactEmail} again?`
  }
}

/** The resend button's words: a booking in a class the studio cancelled has no spot to confirm. */
export const resendLabel = (classCancelled: boolean): string => (classCancelled ? 'Resend the class-cancelled email' : OWNER_ACTION_LABELS['resend-confirmation'])

/** What the owner's cancellation with a refund did. */
export function refundResultWords(bookingNumber: string, r: { refund: CustomerRefund; refundCents: number; failure?: string }, demo = false): string {
  const amount = formatCents(r.refundCents)
  if (demo && r.refund === 'refunded') return `Booking ${bookingNumber} is cancelled with a refund of ${amount}. ${DEMO_NO_CARD}.`
  switch (r.refund) {
    case 'refunded':
      return `Booking ${bookingNumber} is cancelled and ${amount} was refunded to the card.`
    case 'pending':
      return `Booking ${bookingNumber} is cancelled and Stripe is refunding ${amount} to the card; the booking shows Refunded once Stripe confirms.`
    case 'not-needed':
      return `Booking ${bookingNumber} is cancelled. Nothing was paid by card, so nothing was refunded.`
    case 'failed':
      return `Booking ${bookingNumber} is cancelled, but Stripe refused the refund of ${amount}${r.failure ? ` (${r.failure})` : ''}: nothing was refunded yet. The refund is kept on the booking and asked again automatically; 'Retry refund now' asks at once.`
  }
}

/** What the owner's part refund that keeps the booking did. */
export function partRefundKeptWords(
  bookingNumber: string,
  r: { refund: 'refunded' | 'pending' | 'failed' | 'repeated'; amountCents: number; leftCents: number; failure?: string },
  demo = false,
): string {
  const amount = formatCents(r.amountCents)
  const left = `${formatCents(r.leftCents)} is left on the card`
  if (demo && r.refund !== 'failed') return `A refund of ${amount} is recorded on booking ${bookingNumber}, which stays confirmed; ${left}. ${DEMO_NO_CARD}.`
  switch (r.refund) {
    case 'refunded':
      return `${amount} was refunded to the card. Booking ${bookingNumber} stays confirmed with its seats; ${left}.`
    case 'pending':
      return `Stripe is refunding ${amount} to the card. Booking ${bookingNumber} stays confirmed with its seats; ${left}.`
    case 'repeated':
      return `This refund of ${amount} was already made; nothing was refunded again. Booking ${bookingNumber} stays confirmed; ${left}.`
    case 'failed':
      return `Stripe refused the refund of ${amount}${r.failure ? ` (${r.failure})` : ''}: nothing was refunded yet. Booking ${bookingNumber} stays confirmed. The refund is kept on the booking and asked again automatically; 'Retry refund now' asks at once.`
  }
}

/** What the owner's cancellation for a class credit did. */
export const creditResultWords = (bookingNumber: string, c: { code: string; amountCents: number; expiresAt: string; created: boolean }, email: string): string =>
  c.created
    ? `Booking ${bookingNumber} is cancelled. Class credit ${c.code} of ${formatCents(c.amountCents)}, valid until ${formatClassDate(new Date(c.expiresAt))}, was emailed to ${email}.`
    : `Booking ${bookingNumber} was already cancelled for class credit ${c.code} of ${formatCents(c.amountCents)}; nothing changed.`

export const goodwillResultWords = (c: { code: string; amountCents: number; expiresAt: string }, email: string): string =>
  `Class credit ${c.code} of ${formatCents(c.amountCents)}, valid until ${formatClassDate(new Date(c.expiresAt))}, was emailed to ${email}.`

export const resendResultWords = (bookingNumber: string, email: string, classCancelled = false): string =>
  classCancelled
    ? `The class-cancelled email of booking ${bookingNumber}, with its choice of a refund or a free move, was emailed again to ${email}.`
    : `The confirmation of booking ${bookingNumber} was emailed again to ${email}.`

/** What went out because of an action: 'Emailed: "Your booking moved" to ada@example.com.' or that nothing did. */
export const emailsSentWords = (emails: { to: string; subject: string }[]): string =>
  emails.length ? `Emailed: ${emails.map((e) => `"${e.subject}" to ${e.to}`).join('; ')}.` : 'No email was sent.'

export const moveResultWords = (bookingNumber: string, target: string, emails: { to: string; subject: string }[]): string =>
  `Booking ${bookingNumber} moved to ${target}. ${emailsSentWords(emails)}`

/** A class the owner may move a booking to, as the picker lists it (Pacific time): 'Adult Self-Defense, Sat Dec 5, 10:00 AM Danville: 6 seats free'. */
export const moveTargetLabel = (o: { className: string; startTime: string | null; date: string; city: string | null; remaining: number }): string =>
  `${o.className}, ${classWhenAndWhere(o)}: ${count(o.remaining, 'seat')} free`
