import { registrationClosesAt } from '../schedule/cardAction'

const HOUR_MS = 3_600_000

/** The offer time when the owner has not set one (site settings). */
export const DEFAULT_OFFER_HOURS = 12

/** No offer is shorter than this: a party needs time to read the email and pay. */
export const OFFER_FLOOR_HOURS = 2

/**
 * A class's waitlist ends when the time left before registration closes (4 hours before the start) is shorter than
 * the shortest offer: from then on no offer could be made, so the list closes.
 */
export const waitlistClosesAt = (classStart: Date): Date => new Date(registrationClosesAt(classStart).getTime() - OFFER_FLOOR_HOURS * HOUR_MS)

export const isWaitlistClosed = (classStart: Date, now: Date): boolean => now.getTime() >= waitlistClosesAt(classStart).getTime()

/**
 * Until when an offer made at `now` holds its seats: the offer time (never under the floor), shortened so it ends
 * when registration closes. Null once the list is closed (no offer can be made).
 */
export function offerEndsAt(now: Date, classStart: Date, offerHours: number): Date | null {
  if (isWaitlistClosed(classStart, now)) return null
  const hours = Math.max(offerHours, OFFER_FLOOR_HOURS)
  return new Date(Math.min(now.getTime() + hours * HOUR_MS, registrationClosesAt(classStart).getTime()))
}
