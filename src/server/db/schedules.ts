import { sql } from '@payloadcms/db-postgres'

import { pacificDate } from '@/domain/time/pacific'
import type { BookingMethod } from '@/domain/schedule/bookingMethods'
import type { ClassType } from '@/domain/schedule/classTypes'

import { type Db, executePrepared, intArray } from './postgres'

/**
 * Locks a class's (schedule's) row until the transaction ends (SELECT ... FOR UPDATE): every booking, import, move and
 * edit of its spots counts the class's seats under this lock, so two of them never both take the last seat.
 */
export async function lockSchedule(db: Db, scheduleId: number): Promise<void> {
  await db.execute(sql`select id from schedules where id = ${scheduleId} for update`)
}

/** A class with what its waitlist's offers and emails need. */
export type ScheduleRow = {
  id: number
  available_spots: string | number
  start_time: string | Date | null
  end_time: string | Date | null
  date: string | null
  is_cancelled: boolean | null
  is_active: boolean | null
  class_name: string
  price_cents: string | number | null
  business_name: string | null
}

export async function selectSchedule(tx: { db: Db }, scheduleId: number): Promise<ScheduleRow | null> {
  const found = await tx.db.execute<ScheduleRow>(sql`
    select s.id, s.available_spots, s.start_time, s.end_time, s.date, s.is_cancelled, c.is_active, c.name as class_name, c.price_cents,
           (select business_name from site_settings limit 1) as business_name
    from schedules s join classes c on c.id = s.class_id
    where s.id = ${scheduleId}`)
  return found.rows[0] ?? null
}

/** What deciding whether a class takes a booking or a waitlist entry reads of it and its class. */
export type BookableClassRow = {
  id: number
  available_spots: string | number
  start_time: string | Date | null
  date: string | null
  registration_opens: string | Date | null
  is_cancelled: boolean | null
  booking_url: string | null
  class_name: string
  class_type: ClassType
  price_cents: string | number | null
  is_active: boolean | null
  booking_method: BookingMethod
  partner_organization: string | null
  business_name: string | null
}

/** `lock`: the schedule's row is locked first (as lockSchedule does), and read as it is once locked. */
export const bookableClass = async (db: Db, scheduleId: number, { lock = false } = {}): Promise<BookableClassRow | undefined> =>
  (await executePrepared<BookableClassRow>(db, sql`
    select s.id, s.available_spots, s.start_time, s.date, s.registration_opens, s.is_cancelled, s.booking_url,
           c.name as class_name, c.type as class_type, c.price_cents, c.is_active, c.booking_method, c.partner_organization,
           (select business_name from site_settings limit 1) as business_name
    from schedules s join classes c on c.id = s.class_id
    where s.id = ${scheduleId}${lock ? sql` for update of s` : sql``}`)).rows[0]

/** A class's spots, and whether it is cancelled (an import checks both). */
export const spotsOf = async (db: Db, scheduleId: number) =>
  (
    await db.execute<{ id: number; available_spots: number; is_cancelled: boolean | null }>(
      sql`select id, available_spots, is_cancelled from schedules where id = ${scheduleId}`,
    )
  ).rows[0]

export type MoveTarget = { id: number; available_spots: string | number; is_cancelled: boolean | null; start_time: string | null; date: string | null; class_type: ClassType }

/** The class a booking moves to, with what decides whether it fits. */
export const moveTarget = async (db: Db, scheduleId: number): Promise<MoveTarget | undefined> =>
  (
    await db.execute<MoveTarget>(sql`
      select s.id, s.available_spots, s.is_cancelled, s.start_time, s.date, c.type as class_type
      from schedules s join classes c on c.id = s.class_id
      where s.id = ${scheduleId}`)
  ).rows[0]

export type MinimumCandidate = {
  id: number
  start_time: string | Date | null
  end_time: string | Date | null
  date: string | null
  schedule_minimum: number | null
  class_minimum: number | null
  class_name: string
  confirmed_seats: string | number
}

/**
 * Classes not cancelled, of an active class, with a minimum (the schedule's, else the class's), starting after `from`
 * and by `to` (a class known only by its date: on those Pacific days), with their confirmed seats.
 */
export const classesWithMinimum = async (db: Db, from: Date, to: Date): Promise<MinimumCandidate[]> =>
  (
    await db.execute<MinimumCandidate>(sql`
      select s.id, s.start_time, s.end_time, s.date, s.minimum_participants as schedule_minimum,
             c.minimum_participants as class_minimum, c.name as class_name,
             coalesce((select sum(b.seats) from bookings b where b.schedule_id = s.id and b.status = 'confirmed'), 0) as confirmed_seats
      from schedules s join classes c on c.id = s.class_id
      where coalesce(s.is_cancelled, false) = false and c.is_active
        and coalesce(s.minimum_participants, c.minimum_participants) > 0
        and (s.start_time > ${from.toISOString()} and s.start_time <= ${to.toISOString()}
             or s.start_time is null and s.date between ${pacificDate(from)} and ${pacificDate(to)})`)
  ).rows

/** A public class's schedule row with its class's fields. */
export type PublicScheduleRow = {
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

/** The upcoming classes of these types (or the one schedule `scheduleId`) that are active and not cancelled at `now`. */
export const upcomingPublicRows = async (db: Db, types: readonly ClassType[], now: Date, scheduleId?: number): Promise<PublicScheduleRow[]> =>
  (
    await db.execute<PublicScheduleRow>(sql`
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
  ).rows

/** The city of each schedule's class. */
export const classCities = async (db: Db, scheduleIds: readonly number[]) =>
  (
    await db.execute<{ id: number; city: string | null }>(sql`
      select s.id, c.city from schedules s join classes c on c.id = s.class_id where s.id = any(${intArray(scheduleIds)}::int[])`)
  ).rows

/** Each schedule's class name, start (an ISO instant) and date. */
export const classNamesAndStarts = async (db: Db, scheduleIds: readonly number[]) =>
  (
    await db.execute<{ id: number; name: string; start_time: string | null; date: string | null }>(sql`
      select s.id, c.name, ${isoInstant('s.start_time')} as start_time, s.date
      from schedules s join classes c on c.id = s.class_id where s.id = any(${intArray(scheduleIds)}::int[])`)
  ).rows

/** Each schedule's start (an ISO instant), date and city (its own, else its class's). */
export const startsAndCities = async (db: Db, scheduleIds: readonly number[]) =>
  (
    await db.execute<{ id: number; start_time: string | null; date: string | null; city: string | null }>(sql`
      select s.id, ${isoInstant('s.start_time')} as start_time, s.date,
             coalesce(nullif(s.city, ''), c.city) as city
      from schedules s join classes c on c.id = s.class_id where s.id = any(${intArray(scheduleIds)}::int[])`)
  ).rows
