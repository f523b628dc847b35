import { fromZonedTime } from 'date-fns-tz'

import { BUSINESS_TIME_ZONE, pacificDate } from '../time/pacific'
import type { BookingMethod } from './bookingMethods'
import type { ClassType } from './classTypes'

/** Default class length when a schedule has no end time (booking-and-admin §9). */
export const DEFAULT_CLASS_MINUTES = 120

/** A schedule joined with its class, as plain data: what the public pages show and the rules judge. */
export type Occurrence = {
  id: number
  classId: number
  className: string
  description: string | null
  type: ClassType
  bookingMethod: BookingMethod
  isActive: boolean
  isCancelled: boolean
  /** ISO timestamp, or null for a date-only entry. */
  startTime: string | null
  endTime: string | null
  /** YYYY-MM-DD in Pacific time. */
  date: string
  availableSpots: number
  registrationOpens: string | null
  bookingUrl: string | null
  specialNotes: string | null
  priceCents: number
  partnerOrganization: string | null
  instructor: string | null
  location: string | null
  venueName: string | null
  city: string | null
  arrivalInstructions: string | null
  waiverUrl: string | null
}

/** Midnight at the start of a Pacific calendar day, as an instant. */
export const startOfPacificDay = (date: string): Date => fromZonedTime(`${date}T00:00:00`, BUSINESS_TIME_ZONE)

/**
 * When an occurrence starts. A date-only entry (no start time) is taken to start at midnight Pacific of its day,
 * so every time-based rule treats it conservatively.
 */
export const occurrenceStart = (o: Pick<Occurrence, 'startTime' | 'date'>): Date =>
  o.startTime ? new Date(o.startTime) : startOfPacificDay(o.date)

/** When an occurrence ends: its end time, else start + 120 minutes (null for a date-only entry). */
export const occurrenceEnd = (o: Pick<Occurrence, 'startTime' | 'endTime'>): Date | null => {
  if (o.endTime) return new Date(o.endTime)
  if (!o.startTime) return null
  return new Date(Date.parse(o.startTime) + DEFAULT_CLASS_MINUTES * 60_000)
}

/**
 * Whether an occurrence is on the public list: its class is active, it is not cancelled, and it has not started
 * (with no start time: its date is not before today in Pacific time).
 */
export const isListed = (o: Pick<Occurrence, 'isActive' | 'isCancelled' | 'startTime' | 'date'>, now: Date): boolean => {
  if (!o.isActive || o.isCancelled) return false
  if (o.startTime) return Date.parse(o.startTime) > now.getTime()
  return o.date >= pacificDate(now)
}

/** The listed occurrences by date ascending; on the same moment, by class name so the order is stable. */
export const upcomingOccurrences = <T extends Occurrence>(all: readonly T[], now: Date): T[] =>
  all
    .filter((o) => isListed(o, now))
    .map((o) => ({ o, start: occurrenceStart(o).getTime() }))
    .sort((a, b) => a.start - b.start || a.o.className.localeCompare(b.o.className))
    .map(({ o }) => o)
