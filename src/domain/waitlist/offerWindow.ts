import { isRegistrationClosed, registrationClosesAt } from '../schedule/cardAction'

const HOUR_MS = 3_600_000

/** The offer time when the owner has not set one (site settings). */
export const DEFAULT_OFFER_HOURS = 12

/** A class's waitlist ends when its registration closes, 4 hours before the start. */
export const isWaitlistClosed: (classStart: Date, now: Date) => boolean = isRegistrationClosed

/**
 * Until when an offer made at `now` holds its seats: the offer time, shortened so it ends when registration closes.
 * Null once the list is closed (no offer can be made).
 */
export function offerEndsAt(now: Date, classStart: Date, offerHours: number): Date | null {
  const closes = registrationClosesAt(classStart)
  if (now >= closes) return null
  return new Date(Math.min(now.getTime() + offerHours * HOUR_MS, closes.getTime()))
}
