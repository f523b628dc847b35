import { count } from '../text/count'
import type { BookingKind } from './bookingKind'

/** Community mother-daughter classes cost $99 per person when the class has no price. */
export const COMMUNITY_DEFAULT_PRICE_CENTS = 9900

export type PriceUnit = 'person' | 'pair'

/** What a class price buys: public mother-daughter classes are priced per pair (one mother, one daughter), the rest per person. */
export const priceUnit = (kind: BookingKind): PriceUnit => (kind === 'mother-daughter' ? 'pair' : 'person')

export type Quote = {
  /** People attending: the contact plus every added participant (or daughter). */
  participantCount: number
  /** Seats taken from the class: every person attending. */
  seats: number
  /** What one unit costs, in cents. */
  unitCents: number
  unit: PriceUnit
  /** How many units are charged. */
  units: number
  totalCents: number
}

/**
 * The price of a booking, computed on the server from the class price (never from the browser), and shown by the
 * form with the same numbers.
 * - adult: price per person x (1 contact + added participants).
 * - mother-daughter: the public price is "per pair" ($139 per pair), so `priceCents` is the price of one mother and
 *   one daughter; each daughter makes a pair with the mother: total = price x daughters.
 * - community mother-daughter: price per person (default $99 when the class has none) x (1 mother + daughters).
 */
export function quoteBooking(kind: BookingKind, classPriceCents: number | null | undefined, addedRows: number): Quote {
  const participantCount = 1 + addedRows
  const price = Math.max(0, Math.round(classPriceCents ?? 0))
  if (priceUnit(kind) === 'pair') {
    return { participantCount, seats: participantCount, unitCents: price, unit: 'pair', units: addedRows, totalCents: price * addedRows }
  }
  const unitCents = kind === 'community-mother-daughter' && price === 0 ? COMMUNITY_DEFAULT_PRICE_CENTS : price
  return { participantCount, seats: participantCount, unitCents, unit: 'person', units: participantCount, totalCents: unitCents * participantCount }
}

/**
 * The quote of a booking as it was recorded (its total, whatever the class costs now): what a waitlist offer's checkout
 * charges, the price its seats were held at. A total that does not split evenly into its units is one line.
 */
export function recordedQuote(kind: BookingKind, participantCount: number, totalCents: number): Quote {
  const unit = priceUnit(kind)
  const units = unit === 'pair' ? participantCount - 1 : participantCount
  const even = units > 0 && totalCents % units === 0
  return { participantCount, seats: participantCount, unit, units: even ? units : 1, unitCents: even ? totalCents / units : totalCents, totalCents }
}

// Written out rather than with Intl.NumberFormat: the booking form formats amounts as it hydrates, and a page's first
// Intl formatter loads ICU's data (30-70 ms of main thread in our phone-sized traces). The unit tests hold it to Intl's.
const dollars = (cents: number, withCents: boolean): string => {
  const whole = Math.round(Math.abs(cents))
  const grouped = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${cents < 0 && whole > 0 ? '-' : ''}$${grouped}${withCents ? `.${String(whole % 100).padStart(2, '0')}` : ''}`
}

/** `$139.00` */
export const formatCents = (cents: number): string => dollars(cents, true)

/** '$75 per person', '$139 per pair', as the schedule states prices; cents only when there are some ('$99.50 per pair'). */
export const formatUnitPrice = (cents: number, unit: PriceUnit): string => `${dollars(cents, cents % 100 !== 0)} per ${unit}`

/** How the total is made: '2 pairs × $139.00' (a mother with two daughters is two pairs), '3 people × $75.00'. */
export const totalWorking = (q: Pick<Quote, 'unit' | 'units' | 'unitCents'>): string =>
  `${q.unit === 'pair' ? count(q.units, 'pair') : count(q.units, 'person', 'people')} × ${formatCents(q.unitCents)}`
