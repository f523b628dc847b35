import { sql } from '@payloadcms/db-postgres'

import type { BookingStatus } from '@/domain/bookings/bookingStatus'
import type { EntryEvent } from '@/domain/waitlist/entryHistoryWords'
import { LIVE_WAITLIST_STATUSES } from '@/domain/waitlist/waitlistStatus'

import { holdsSeatsSql } from './bookings'
import { type Db, executePrepared, intArray } from './postgres'

/** A waitlist entry's row as SQL reads it. */
export type EntryRow = {
  id: number
  schedule_id: number
  position: string | number
  status: string
  class_type: string
  seats: string | number
  contact_first_name: string
  contact_last_name: string
  contact_email: string
  contact_phone: string
  offered_until: string | Date | null
  offer_booking_id: number | null
  token_nonce: string | null
}

/** `status in ('waiting', 'offered')`: a constant list, so it is safe to write into the statement. */
const LIVE = sql.raw(`(${LIVE_WAITLIST_STATUSES.map((s) => `'${s}'`).join(', ')})`)

export const entryById = async (db: Db, entryId: number): Promise<EntryRow | undefined> =>
  (await db.execute<EntryRow>(sql`select * from waitlist_entries where id = ${entryId}`)).rows[0]

/** These entries, in their order on the list. */
export const entriesByIds = async (db: Db, entryIds: readonly number[]): Promise<EntryRow[]> =>
  (await db.execute<EntryRow>(sql`select * from waitlist_entries where id = any(${intArray(entryIds)}::int[]) order by position, id`)).rows

/** The classes whose lists still have someone on them. */
export const schedulesWithLiveEntries = async (db: Db): Promise<number[]> =>
  (await db.execute<{ schedule_id: number }>(sql`select distinct schedule_id from waitlist_entries where status in ${LIVE}`)).rows.map((r) => Number(r.schedule_id))

/** The places of a class's live entries (waiting, offered). */
export const livePlaces = async (db: Db, scheduleId: number): Promise<{ id: number; position: number }[]> =>
  (await db.execute<{ id: number; position: string | number }>(sql`
    select id, position from waitlist_entries where schedule_id = ${scheduleId} and status in ${LIVE}`)).rows.map((r) => ({ id: Number(r.id), position: Number(r.position) }))

export const setPosition = (db: Db, entryId: number, position: number | undefined) =>
  db.execute(sql`update waitlist_entries set position = ${position} where id = ${entryId}`)

export const positionOf = async (db: Db, entryId: number): Promise<number> =>
  Number((await db.execute<{ position: number }>(sql`select position from waitlist_entries where id = ${entryId}`)).rows[0]?.position)

/** A class's entries with an open offer. */
export const openOffers = async (db: Db, scheduleId: number): Promise<EntryRow[]> =>
  (await db.execute<EntryRow>(sql`select * from waitlist_entries where schedule_id = ${scheduleId} and status = 'offered'`)).rows

export const openOfferIds = async (db: Db, scheduleId: number): Promise<number[]> =>
  (await db.execute<{ id: number }>(sql`select id from waitlist_entries where schedule_id = ${scheduleId} and status = 'offered'`)).rows.map((r) => Number(r.id))

/** A class's waiting entries (not the ones offered seats), in their order on the list. */
export const waitingEntries = async (db: Db, scheduleId: number): Promise<EntryRow[]> =>
  (await db.execute<EntryRow>(sql`select * from waitlist_entries where schedule_id = ${scheduleId} and status = 'waiting' order by position, id`)).rows

export const hasLiveEntries = async (db: Db, scheduleId: number): Promise<boolean> =>
  (await executePrepared(db, sql`select 1 from waitlist_entries where schedule_id = ${scheduleId} and status in ${LIVE} limit 1`)).rows.length > 0

/** Whether this email (lower case) is already waiting or offered seats in this class. */
export const isOnList = async (db: Db, scheduleId: number, email: string): Promise<boolean> =>
  (await db.execute(sql`
    select 1 from waitlist_entries
    where schedule_id = ${scheduleId} and lower(contact_email) = ${email} and status in ${LIVE} limit 1`)).rows.length > 0

/** The position after the last one ever given on this class's list. */
export const nextPosition = async (db: Db, scheduleId: number): Promise<number> =>
  Number((await db.execute<{ position: string | null }>(sql`select max(position) as position from waitlist_entries where schedule_id = ${scheduleId}`)).rows[0]?.position ?? 0) + 1

/** An open offer with the state of the booking that holds its seats. */
export type OfferRow = EntryRow & { booking_status: BookingStatus | null; hold_expires_at: string | Date | null; stripe_session_id: string | null }

export const offersWithBookings = async (db: Db, scheduleId: number): Promise<OfferRow[]> =>
  (await db.execute<OfferRow>(sql`
    select e.*, b.status as booking_status, b.hold_expires_at, b.stripe_session_id
    from waitlist_entries e left join bookings b on b.id = e.offer_booking_id
    where e.schedule_id = ${scheduleId} and e.status = 'offered'`)).rows

export const setStatus = (db: Db, entryId: number, status: string, now: Date) =>
  db.execute(sql`update waitlist_entries set status = ${status}, updated_at = ${now.toISOString()} where id = ${entryId}`)

export const markOffered = (db: Db, entryId: number, offeredUntil: Date, bookingId: number) =>
  db.execute(sql`
    update waitlist_entries set status = 'offered', offered_until = ${offeredUntil.toISOString()}, offer_booking_id = ${bookingId}
    where id = ${entryId}`)

/** The names and age groups of the party an entry waits for, in the order they were given. */
export const partyOf = async (db: Db, entryId: number) =>
  (await db.execute<{ first_name: string; last_name: string; age_group: string }>(sql`
    select first_name, last_name, age_group from waitlist_entries_party where _parent_id = ${entryId} order by _order`)).rows

/** How many parties wait on a class's list (not the ones offered seats). */
export const waitingParties = async (db: Db, scheduleId: number): Promise<number> =>
  Number((await db.execute<{ n: string }>(sql`select count(*) as n from waitlist_entries where schedule_id = ${scheduleId} and status = 'waiting'`)).rows[0]?.n ?? 0)

/** The seats of the parties waiting, per class, in one query for any number of classes. */
export async function waitingSeats(db: Db, scheduleIds: readonly number[]): Promise<Map<number, number>> {
  const result = await db.execute<{ schedule_id: number; waiting: string }>(sql`
    select schedule_id, coalesce(sum(seats), 0) as waiting from waitlist_entries
    where schedule_id = any(${intArray(scheduleIds)}::int[]) and status = 'waiting'
    group by schedule_id`)
  return new Map(result.rows.map((row) => [Number(row.schedule_id), Number(row.waiting)]))
}

/** Locks an entry's row (not its class's) until the transaction ends, read with whether its class is cancelled. */
export const lockEntryWithClass = async (db: Db, entryId: number) =>
  (
    await db.execute<{ status: string; offer_booking_id: number | null; is_cancelled: boolean | null }>(sql`
      select e.status, e.offer_booking_id, s.is_cancelled from waitlist_entries e join schedules s on s.id = e.schedule_id
      where e.id = ${entryId} for update of e`)
  ).rows[0]

export const statusAndOffer = async (db: Db, entryId: number) =>
  (await db.execute<{ status: string; offer_booking_id: number | null }>(sql`
    select status, offer_booking_id from waitlist_entries where id = ${entryId}`)).rows[0]

export const markLeft = (db: Db, entryId: number) => db.execute(sql`update waitlist_entries set status = 'left', updated_at = now() where id = ${entryId}`)

/** The entries whose offer this booking is (open, or lapsed and paid late) are booked. */
export const markOfferBooked = (db: Db, bookingId: number, now: Date) =>
  db.execute(sql`
    update waitlist_entries set status = 'booked', updated_at = ${now.toISOString()}
    where offer_booking_id = ${bookingId} and status in ('offered', 'lapsed')`)

/** Closes a class's waiting entries and these of its offers; answers the entries closed. */
export const closeEntries = async (db: Db, scheduleId: number, offerIds: readonly number[], now: Date): Promise<EntryRow[]> =>
  (
    await db.execute<EntryRow>(sql`
      update waitlist_entries set status = 'closed', updated_at = ${now.toISOString()}
      where schedule_id = ${scheduleId} and (status = 'waiting' or (status = 'offered' and id = any(${intArray(offerIds)}::int[])))
      returning *`)
  ).rows

export const appendHistory = (db: Db, entryId: number, event: EntryEvent) =>
  db.execute(sql`
    update waitlist_entries set history = coalesce(history, '[]'::jsonb) || ${JSON.stringify([event])}::jsonb where id = ${entryId}`)

/** Whether a class's list ever offered seats, and how many of its seats are free at `now`. */
export async function offeredOrFree(db: Db, scheduleId: number, now: Date): Promise<{ offered: boolean; free: number }> {
  const row = (
    await db.execute<{ offered: boolean; free: string | number }>(sql`
      select exists (select 1 from waitlist_entries where schedule_id = ${scheduleId} and offer_booking_id is not null) as offered,
             s.available_spots - (select coalesce(sum(b.seats), 0) from bookings b where b.schedule_id = s.id and ${holdsSeatsSql(now, 'b.')}) as free
      from schedules s where s.id = ${scheduleId}`)
  ).rows[0]
  return { offered: Boolean(row?.offered), free: Number(row?.free ?? 0) }
}
