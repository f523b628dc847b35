import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'

import { isRegistrationClosed } from '../schedule/cardAction'
import { BUSINESS_TIME_ZONE } from '../time/pacific'

export type RegistrationWindow = { state: 'open' } | { state: 'closed' } | { state: 'not-open'; opensAt: Date }

type Occurrence = {
  startTime?: string | Date | null
  /** YYYY-MM-DD, used when no start time exists (taken as the start of that day in Pacific time). */
  date?: string | null
  registrationOpens?: string | Date | null
}

/** The instant a class starts; a date-only class starts at 00:00 Pacific time that day. Null when neither is known. */
export function classStart({ startTime, date }: Occurrence): Date | null {
  if (startTime) return new Date(startTime)
  if (date) return fromZonedTime(`${date}T00:00:00`, BUSINESS_TIME_ZONE)
  return null
}

/**
 * Whether a class takes bookings at `now`: closed when it starts no later than 4 hours from now (the exact boundary
 * is closed), not yet open before its Registration Opens moment, open otherwise. Instants carry their own zone, so
 * "judged in Pacific time" holds on any server clock.
 */
export function registrationWindow(occurrence: Occurrence, now: Date): RegistrationWindow {
  const start = classStart(occurrence)
  if (!start || isRegistrationClosed(start, now)) return { state: 'closed' }
  if (occurrence.registrationOpens) {
    const opensAt = new Date(occurrence.registrationOpens)
    if (opensAt.getTime() > now.getTime()) return { state: 'not-open', opensAt }
  }
  return { state: 'open' }
}

/** 'Saturday, June 13, 2026 at 9:00 AM Pacific Time': every 'Registration opens …' names its zone. */
export const formatOpensAt = (opensAt: string | Date): string =>
  formatInTimeZone(opensAt, BUSINESS_TIME_ZONE, "EEEE, MMMM d, yyyy 'at' h:mm a 'Pacific Time'")
