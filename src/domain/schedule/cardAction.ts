import type { BookingMethod } from './bookingMethods'
import type { ClassType } from './classTypes'
import { count } from '../text/count'

/** Hours before the start when registration closes (judged against the current moment; public-site §4, §9). */
export const REGISTRATION_CUTOFF_HOURS = 4

/** Seats one booking needs: a mother and a daughter for mother-daughter classes, one person otherwise. */
export const seatsNeeded = (type: ClassType): number => (type === 'public-adult-teen' ? 1 : 2)

/** Full when fewer seats remain than one booking needs (mother-daughter: below 2). */
export const isFull = (type: ClassType, remaining: number): boolean => remaining < seatsNeeded(type)

/** When a class's registration closes: 4 hours before the start. */
export const registrationClosesAt = (start: Date): Date => new Date(start.getTime() - REGISTRATION_CUTOFF_HOURS * 3_600_000)

/** Registration is closed once the start is no later than 4 hours after now. */
export const isRegistrationClosed = (start: Date, now: Date): boolean => now.getTime() >= registrationClosesAt(start).getTime()

/** The partner is the business itself: names equal, ignoring case and surrounding spaces. */
export const isOwnClass = (partnerOrganization: string | null | undefined, businessName: string): boolean =>
  !!partnerOrganization && partnerOrganization.trim().toLowerCase() === businessName.trim().toLowerCase()

/** Where 'Register' leads for a class booked on this site. */
export const bookingPath = (type: ClassType, scheduleId: number): string => {
  switch (type) {
    case 'public-adult-teen':
      return `/book-adult-class/${scheduleId}`
    case 'public-mother-daughter':
      return `/book-mother-daughter-class/${scheduleId}`
    case 'community-mother-daughter':
      return `/book-community-md/${scheduleId}`
  }
}

export type CardActionInput = {
  id: number
  type: ClassType
  bookingMethod: BookingMethod
  start: Date
  registrationOpens: string | null
  bookingUrl: string | null
  partnerOrganization: string | null
  businessName: string
  /** Seats still bookable; null when unknown (the card then behaves as not full, public-site §8). */
  remaining: number | null
  /** Listed cards are never cancelled; booking pages and create-booking ask about any class. */
  isCancelled?: boolean
}

export type CardAction =
  | { kind: 'cancelled' }
  | { kind: 'full' }
  | { kind: 'closed' }
  | { kind: 'opens-later'; opensAt: string }
  | { kind: 'register'; href: string }
  | { kind: 'register-external'; href: string }
  | { kind: 'contact' }
  | { kind: 'coming-soon' }

/**
 * What a visitor can do about a class: the card's action area (the six rules of public-site §4, first match wins),
 * and the one decision behind the booking pages and create-booking, which show or accept a form only on 'register'.
 * Community classes are registrations the business runs for the organizer on its own page: rule 3 needs no partner.
 */
export const cardAction = (input: CardActionInput, now: Date): CardAction => {
  if (input.isCancelled) return { kind: 'cancelled' }
  const website = input.bookingMethod === 'swsd website'
  // 1. Booked here and full.
  if (website && input.remaining !== null && isFull(input.type, input.remaining)) return { kind: 'full' }
  // 2. Starts within 4 hours (or has started).
  if (isRegistrationClosed(input.start, now)) return { kind: 'closed' }
  // 3. Booked here, run by the business itself.
  if (website && (input.type === 'community-mother-daughter' || isOwnClass(input.partnerOrganization, input.businessName))) {
    if (input.registrationOpens && new Date(input.registrationOpens).getTime() > now.getTime()) {
      return { kind: 'opens-later', opensAt: input.registrationOpens }
    }
    return { kind: 'register', href: bookingPath(input.type, input.id) }
  }
  // 4. Booked elsewhere.
  if (input.bookingMethod === 'external' && input.bookingUrl) return { kind: 'register-external', href: input.bookingUrl }
  // 5. Booked by email.
  if (input.bookingMethod === 'contact') return { kind: 'contact' }
  // 6. Anything else.
  return input.registrationOpens ? { kind: 'coming-soon' } : { kind: 'contact' }
}

const spots = (n: number) => count(n, 'spot')
const pairs = (n: number) => count(n, 'pair')

/** How many more people a booking form may hold: the seats left, or the pairs (a mother and a daughter) they seat. */
export const bookableUnits = (type: ClassType, remaining: number): number => Math.max(0, Math.floor(remaining / seatsNeeded(type)))

/**
 * The remaining-spots note: only for classes booked on this site that have spots and are neither full nor closed.
 * At most half the spots left: 'Only N spots left! • Filling up fast'; otherwise 'N spots available • Great for groups'.
 * Mother-daughter classes count what a booking takes, pairs: 'Only 1 pair left! • Filling up fast', '5 pairs left • Great for groups'.
 */
export const spotsNote = (
  o: { type: ClassType; bookingMethod: BookingMethod; availableSpots: number; remaining: number | null },
  action: CardAction,
): string | null => {
  if (o.bookingMethod !== 'swsd website' || o.availableSpots <= 0 || o.remaining === null) return null
  if (action.kind === 'full' || action.kind === 'closed') return null
  const low = o.remaining <= o.availableSpots / 2
  if (seatsNeeded(o.type) === 2) {
    const left = pairs(bookableUnits(o.type, o.remaining))
    return low ? `Only ${left} left! • Filling up fast` : `${left} left • Great for groups`
  }
  return low ? `Only ${spots(o.remaining)} left! • Filling up fast` : `${spots(o.remaining)} available • Great for groups`
}

/** A mailto: link whose subject and body name the class. */
export const contactMailto = (email: string, className: string, when: string): string => {
  const subject = `Question about ${className}`
  const body = `Hello,\n\nI'm interested in ${className} on ${when}. Could you tell me how to register?\n\nThank you!`
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** The moments a class's card action changes by itself: registration opens, and it closes 4 hours before the start. */
export const cardActionChanges = (start: Date, registrationOpens: string | null | undefined): number[] => {
  const changes = [registrationClosesAt(start).getTime()]
  if (registrationOpens) changes.push(new Date(registrationOpens).getTime())
  return changes
}

/** Earlier than any class: the cards at a moment before every change. */
const EARLIEST_MOMENT = -8.64e15

/**
 * The last of `changes` at or before `now`: every card's action is the same then as at `now` (each rule compares the
 * moment with one of these changes), so a clock that reads this only moves when some card has to change.
 */
export const lastCardActionChange = (now: number, changes: readonly number[]): number =>
  changes.reduce((last, change) => (change <= now && change > last ? change : last), EARLIEST_MOMENT)
