import { formatInTimeZone } from 'date-fns-tz'

import { occurrenceStart } from '../schedule/occurrence'
import { BUSINESS_TIME_ZONE } from '../time/pacific'

type Occurrence = {
  startTime?: string | Date | null
  /** YYYY-MM-DD, used when no start time exists (taken as the start of that day in Pacific time). */
  date?: string | null
}

/** The instant a class starts; a date-only class starts at 00:00 Pacific time that day. Null when neither is known. */
export function classStart({ startTime, date }: Occurrence): Date | null {
  if (!startTime && !date) return null
  return occurrenceStart({ startTime: startTime ? new Date(startTime).toISOString() : null, date: date ?? '' })
}

/** 'Saturday, June 13, 2026 at 9:00 AM Pacific Time': every 'Registration opens …' names its zone. */
export const formatOpensAt = (opensAt: string | Date): string =>
  formatInTimeZone(opensAt, BUSINESS_TIME_ZONE, "EEEE, MMMM d, yyyy 'at' h:mm a 'Pacific Time'")
