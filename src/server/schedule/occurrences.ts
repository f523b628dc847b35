import type { Payload } from 'payload'

import { isFull } from '@/domain/schedule/cardAction'
import { remainingSeats } from '@/domain/schedule/seats'
import { type Occurrence, upcomingOccurrences } from '@/domain/schedule/occurrence'
import { effectivePlace } from '@/domain/schedule/place'
import { type ScheduleTab, tabForClassType } from '@/domain/schedule/tabs'
import { pacificDate } from '@/domain/time/pacific'
import { CLASS_TYPES, type ClassType } from '@/domain/schedule/classTypes'
import type { Schedule } from '@/payload-types'

import { seatsTaken as countSeatsTaken } from '../seats'
import { waitingCounts } from '../waitlist/waitingCounts'
import { type PublicScheduleRow, upcomingPublicRows } from '@/server/db/schedules'
import { drizzleOf } from '@/server/transaction'

/** `remaining` is null when the seat count failed: the card then behaves as not full. `waiting`: people on its waitlist. */
export type ListedOccurrence = Occurrence & { remaining: number | null; waiting?: number }

/** A schedule with its populated class as plain data; null when the class is not readable (inactive, or not populated). */
export function toOccurrence(schedule: Schedule): Occurrence | null {
  const klass = schedule.class
  if (typeof klass !== 'object' || klass === null) return null
  return {
    id: schedule.id,
    classId: klass.id,
    className: klass.name,
    description: klass.description ?? null,
    type: klass.type,
    bookingMethod: klass.bookingMethod,
    isActive: klass.isActive !== false,
    isCancelled: schedule.isCancelled === true,
    startTime: schedule.startTime ?? null,
    endTime: schedule.endTime ?? null,
    date: schedule.date ?? (schedule.startTime ? pacificDate(new Date(schedule.startTime)) : ''),
    availableSpots: schedule.availableSpots,
    registrationOpens: schedule.registrationOpens ?? null,
    bookingUrl: schedule.bookingUrl?.trim() || null,
    specialNotes: schedule.specialNotes?.trim() || null,
    priceCents: klass.priceCents,
    partnerOrganization: klass.partnerOrganization ?? null,
    instructor: klass.instructor ?? null,
    ...effectivePlace(schedule, klass),
    arrivalInstructions: schedule.arrivalInstructions ?? null,
    waiverUrl: schedule.waiverUrl?.trim() || null,
  }
}

function rowToOccurrence(r: PublicScheduleRow): Occurrence {
  const startTime = r.start_time
  return {
    id: Number(r.id),
    classId: Number(r.class_id),
    className: r.class_name,
    description: r.description,
    type: r.type,
    bookingMethod: r.booking_method,
    isActive: true,
    isCancelled: false,
    startTime,
    endTime: r.end_time,
    date: r.date ?? (startTime ? pacificDate(new Date(startTime)) : ''),
    availableSpots: Number(r.available_spots),
    registrationOpens: r.registration_opens,
    bookingUrl: r.booking_url?.trim() || null,
    specialNotes: r.special_notes?.trim() || null,
    priceCents: Number(r.price_cents),
    partnerOrganization: r.partner_organization,
    instructor: r.instructor,
    ...effectivePlace(
      { location: r.location, venueName: r.venue_name, city: r.city },
      { location: r.class_location, venueName: r.class_venue_name, city: r.class_city },
    ),
    arrivalInstructions: r.arrival_instructions,
    waiverUrl: r.waiver_url?.trim() || null,
  }
}

const PUBLIC_TYPES = CLASS_TYPES.filter((type) => tabForClassType(type) !== null)

/**
 * The upcoming public classes of these types (or the one schedule `scheduleId`), as the database has them at `now`
 * (two of three visitors' rules).
 */
export async function queryUpcoming(payload: Payload, types: readonly ClassType[], now: Date, scheduleId?: number): Promise<Occurrence[]> {
  return (await upcomingPublicRows(await drizzleOf(payload), types, now, scheduleId)).map(rowToOccurrence)
}

export const typesOf = (tab: ScheduleTab | undefined) => PUBLIC_TYPES.filter((type) => !tab || tabForClassType(type) === tab)

type ScheduleReads = {
  upcoming: (tab: ScheduleTab | undefined, now: Date) => Promise<Occurrence[]>
  seatsTaken: (scheduleIds: readonly number[], now: Date) => Promise<Map<number, number>>
  waiting: (scheduleIds: readonly number[]) => Promise<Map<number, number>>
}

/**
 * The upcoming public class occurrences (of one tab, or both), sorted by date, each with the seats it has left.
 * Visitors' rules, written into the statement: only active classes of the public types, no cancelled schedule,
 * nothing that has started (checked again at `now`, so a list read earlier never shows a class that has begun).
 * Two statements for any number of classes (schedules with their classes, then one seat count for all of them):
 * the page reads only the columns it shows, so 200 classes cost little more than 20.
 */
export async function loadPublicSchedule(
  payload: Payload,
  { now, tab }: { now: Date; tab?: ScheduleTab },
  deps: Partial<ScheduleReads> = {},
): Promise<ListedOccurrence[]> {
  const reads: ScheduleReads = {
    upcoming: (t, at) => queryUpcoming(payload, typesOf(t), at),
    seatsTaken: (ids, at) => countSeatsTaken(payload, ids, { now: at }),
    waiting: (ids) => waitingCounts(payload, ids),
    ...deps,
  }
  const listed = upcomingOccurrences(await reads.upcoming(tab, now), now)
  let taken: Map<number, number> | null = null
  try {
    taken = await reads.seatsTaken(listed.map((o) => o.id), now)
  } catch (error) {
    // public-site §8: a failed availability check is logged only, and the cards behave as not full.
    payload.logger.error({ err: error, scheduleIds: listed.map((o) => o.id) }, 'Seat count for /public-classes failed')
  }
  const withSeats = listed.map((o) => ({ ...o, remaining: taken ? remainingSeats(o.availableSpots, taken.get(o.id) ?? 0) : null }))
  // Only full classes show their waitlist ("Full — N people waiting"), so it is counted only when one is full; a failed count shows none.
  const full = withSeats.filter((o) => o.remaining !== null && isFull(o.type, o.remaining)).map((o) => o.id)
  if (full.length === 0) return withSeats
  const waiting = await reads.waiting(full).catch((error) => {
    payload.logger.error({ err: error, scheduleIds: full }, 'Waitlist count for /public-classes failed')
    return new Map<number, number>()
  })
  return withSeats.map((o) => ({ ...o, waiting: waiting.get(o.id) ?? 0 }))
}
