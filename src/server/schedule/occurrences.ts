import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isFull } from '@/domain/schedule/cardAction'
import { remainingSeats } from '@/domain/schedule/seats'
import { type Occurrence, upcomingOccurrences } from '@/domain/schedule/occurrence'
import { effectivePlace } from '@/domain/schedule/place'
import { type ScheduleTab, tabForClassType } from '@/domain/schedule/tabs'
import { pacificDate } from '@/domain/time/pacific'
import { type BookingMethod, CLASS_TYPES, type ClassType } from '@/domain/values'
import type { Schedule } from '@/payload-types'

import { seatsTaken as countSeatsTaken } from '../seats'
import { waitingCounts } from '../waitlist/waitingCounts'
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

type ScheduleRow = {
  id: number
  class_id: number
  class_name: string
  description: string | null
  type: ClassType
  booking_method: BookingMethod
  /** ISO instants, formatted by the database (see isoInstant). */
  start_time: string | null
  end_time: string | null
  date: string | null
  available_spots: string | number
  registration_opens: string | null
  booking_url: string | null
  special_notes: string | null
  price_cents: string | number
  partner_organization: string | null
  instructor: string | null
  location: string | null
  venue_name: string | null
  city: string | null
  class_location: string | null
  class_venue_name: string | null
  class_city: string | null
  arrival_instructions: string | null
  waiver_url: string | null
}

/** A timestamptz column as an ISO instant ('2026-06-13T17:00:00.000Z'), so no row needs parsing into a Date. */
const isoInstant = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

function rowToOccurrence(r: ScheduleRow): Occurrence {
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
  const db = await drizzleOf(payload)
  const { rows } = await db.execute<ScheduleRow>(sql`
      select s.id, s.class_id, c.name as class_name, c.description, c.type, c.booking_method,
             ${isoInstant('s.start_time')} as start_time, ${isoInstant('s.end_time')} as end_time, s.date,
             s.available_spots, ${isoInstant('s.registration_opens')} as registration_opens, s.booking_url, s.special_notes, c.price_cents,
             c.partner_organization, c.instructor, s.location, s.venue_name, s.city, c.location as class_location,
             c.venue_name as class_venue_name, c.city as class_city, s.arrival_instructions, s.waiver_url
      from schedules s join classes c on c.id = s.class_id
      where c.type::text in (${sql.join(types.map((t) => sql`${t}`), sql`, `)})
        and coalesce(c.is_active, true) and not coalesce(s.is_cancelled, false)
        ${scheduleId === undefined ? sql`` : sql`and s.id = ${scheduleId}`}
        and (s.start_time > ${now.toISOString()}::timestamptz or (s.start_time is null and s.date >= ${pacificDate(now)}))`)
  return rows.map(rowToOccurrence)
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
