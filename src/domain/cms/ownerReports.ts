import { formatCents } from '../bookings/pricing'
import { count } from '../text/count'
import { pacificDateTime } from './listColumnFormats'

/** A party offered seats off a waitlist, as the owner is told after the save that offered them. */
export type OfferedParty = { name: string; email: string; seats: number; offeredUntil: string | null }

const person = (p: { name: string; email: string }) => `${p.name} (${p.email})`

/** 'Offered seats to Mia Hopper (mia@example.com): 3 seats held until Sat, Nov 28, 2026, 11:15 PM Pacific. The offer email is queued.' */
export function offersReport(parties: readonly OfferedParty[]): string {
  if (parties.length === 0) return ''
  const each = parties.map((p) => `${person(p)}: ${count(p.seats, 'seat')} held${p.offeredUntil ? ` until ${pacificDateTime(p.offeredUntil)} Pacific` : ''}`)
  return `Offered seats to ${each.join('; ')}. ${parties.length === 1 ? 'The offer email is' : `${parties.length} offer emails are`} queued.`
}

/** What the owner is told after taking a party off a waitlist. */
export function removalReport(p: { name: string; email: string; emailed: boolean; releasedSeats: number }): string {
  const told = p.emailed ? `An email telling them is queued to ${p.email}.` : 'No email was sent.'
  const released = p.releasedSeats ? ` The ${count(p.releasedSeats, 'seat')} held for their offer ${p.releasedSeats === 1 ? 'was' : 'were'} released.` : ''
  return `Removed ${p.name} from the waitlist. ${told}${released}`
}

/** A confirmed booking of a class about to be cancelled, and what cancelling it tells its customer. */
export type CancelledCustomer = {
  bookingId: number
  name: string
  email: string
  seats: number
  paidCents: number
  creditCents: number
  /** The partner or city whose rules apply to the booking; null when it is ours (the customer chooses a refund or a move). */
  host: string | null
}

/** '$150.00 by card and $20.00 from a class credit', '$0.00' (nothing paid here). */
export const paidWords = (c: Pick<CancelledCustomer, 'paidCents' | 'creditCents'>): string =>
  c.creditCents > 0 ? `${formatCents(c.paidCents)} by card and ${formatCents(c.creditCents)} from a class credit` : formatCents(c.paidCents)

/** What the class-cancelled email offers this customer, as a noun phrase (src/server/manage/classCancelled.ts decides the same way). */
export const cancellationOffer = (c: CancelledCustomer): string =>
  c.host === null
    ? 'the choice of a full refund or a free move to another class (nothing is refunded until they choose)'
    : `a notice that the class is off (${c.host}'s rules apply to their registration; no refund or move is offered here)`

/** One line per customer: 'Pat Lee (pat@example.com), 2 seats, paid $150.00: the choice of a full refund or a free move …'. */
export const cancellationLine = (c: CancelledCustomer): string => `${person(c)}, ${count(c.seats, 'seat')}, paid ${paidWords(c)}: ${cancellationOffer(c)}`

/** What the owner is told after the save that cancelled the class: the customers emailed now (a line each), of all it had. */
export function cancellationReport(told: readonly CancelledCustomer[], confirmed: number): string {
  if (confirmed === 0) return 'Class cancelled. It had no confirmed bookings, so no customer was emailed.'
  const earlier = confirmed - told.length
  const before = earlier > 0 ? ` ${count(earlier, 'customer')} had been told when it was cancelled before and ${earlier === 1 ? 'was' : 'were'} not emailed again.` : ''
  const each = told.map((c) => `\n• ${cancellationLine(c)}`).join('')
  return told.length ? `Class cancelled.${before} Emailed ${count(told.length, 'customer')}:${each}` : `Class cancelled.${before}`
}

/** What the owner is told after raising a class's spots: who was offered the new seats, or why no one was. */
export function raisedSpotsReport(spots: { from: number; to: number }, offered: readonly OfferedParty[], stillWaiting: number): string {
  const raised = `Spots raised from ${spots.from} to ${spots.to}.`
  if (offered.length) return `${raised} ${offersReport(offered)}`
  if (stillWaiting === 0) return `${raised} No one is on its waitlist, so no offer was sent.`
  return `${raised} No offer was sent: the ${count(stillWaiting, 'party', 'parties')} waiting ${stillWaiting === 1 ? 'does' : 'do'} not fit the free seats together.`
}

/** What the owner is told about a cancelled class's waitlist: the parties emailed that it closed, and the offers withdrawn. */
export function waitlistClosedReport({ closed, offersReleased }: { closed: number; offersReleased: number }): string {
  if (closed === 0) return ''
  const released = offersReleased ? ` The seats held for ${count(offersReleased, 'open offer')} were released; ${offersReleased === 1 ? 'it' : 'they'} can no longer be paid.` : ''
  return `Its waitlist closed: ${count(closed, 'party', 'parties')} emailed that the class was cancelled.${released}`
}
