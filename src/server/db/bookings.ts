import { sql } from '@payloadcms/db-postgres'

import { pacificDate } from '@/domain/time/pacific'
import type { BookingStatus } from '@/domain/bookings/bookingStatus'

import { type Db, executePrepared, intArray } from './postgres'

type SQL = ReturnType<typeof sql>

/**
 * Locks a booking's row until the transaction ends (SELECT ... FOR UPDATE), so that whatever changes the booking
 * (a payment, a cancellation, a move, a substitution, a credit) decides from its current state, one at a time.
 * `withSchedule` locks its class's row too, for a decision that frees or takes the class's seats.
 */
export async function lockBooking(db: Db, bookingId: number, { withSchedule = false } = {}): Promise<void> {
  await db.execute(
    withSchedule
      ? sql`select b.id from bookings b join schedules s on s.id = b.schedule_id where b.id = ${bookingId} for update`
      : sql`select id from bookings where id = ${bookingId} for update`,
  )
}

/** A Stripe Checkout Session id (not the demo checkout's, nor a free booking's), as `isStripeSessionId` says it, in SQL. */
export const STRIPE_SESSION_SQL = (alias = ''): SQL =>
  sql.raw(`(${alias}stripe_session_id <> '' and ${alias}stripe_session_id not like 'demo\\_%' and ${alias}stripe_session_id not like 'free\\_%')`)

/** The rule of `holdsSeats` (src/domain/schedule/seats.ts) in SQL, for the bookings table (or its alias, as 'b.'). */
export const holdsSeatsSql = (now: Date, alias = ''): SQL =>
  sql`(${sql.raw(alias)}status = 'confirmed' or (${sql.raw(alias)}status = 'held' and (${sql.raw(alias)}hold_expires_at > ${now.toISOString()} or ${STRIPE_SESSION_SQL(alias)})))`

/** The seats of the bookings that hold seats at `now`, per class, for the classes that have any. */
export async function seatsHeld(db: Db, scheduleIds: readonly number[], now: Date): Promise<Map<number, number>> {
  const result = await db.execute<{ schedule_id: number; seats: string }>(sql`
    select schedule_id, coalesce(sum(seats), 0) as seats
    from bookings
    where schedule_id = any(${intArray(scheduleIds)}::int[])
      and ${holdsSeatsSql(now)}
    group by schedule_id`)
  return new Map(result.rows.map((row) => [Number(row.schedule_id), Number(row.seats)]))
}

export type LiveHolds = { n: number; first_lapse: string | Date | null }

/**
 * The holds still live at `now` of one contact email (normalised) and, when given, of one network address (its key),
 * in one statement, prepared. Each is its own aggregate, so that each finds its rows through its own index of held
 * bookings (perf_live_holds, perf_held_address), whatever the planner's statistics say and in the plan PostgreSQL keeps
 * for the prepared statement: one filter over both made it read every live hold.
 */
export async function liveHolds(db: Db, { email, addressHash }: { email: string; addressHash: string | null }, now: Date): Promise<{ byEmail: LiveHolds; byAddress: LiveHolds | null }> {
  const live = sql`status = 'held' and hold_expires_at > ${now.toISOString()}`
  const [row] = (
    await executePrepared<{ email_n: number; email_first: string | Date | null; address_n: number; address_first: string | Date | null }>(db, sql`
      select e.n as email_n, e.first as email_first, a.n as address_n, a.first as address_first
      from (select count(*)::int as n, min(hold_expires_at) as first from bookings where ${live} and lower(trim(contact_email)) = ${email}::text) e,
           (select count(*)::int as n, min(hold_expires_at) as first from bookings where ${live} and client_address_hash = ${addressHash}::text) a`)
  ).rows
  return {
    byEmail: { n: row.email_n, first_lapse: row.email_first },
    byAddress: addressHash ? { n: row.address_n, first_lapse: row.address_first } : null,
  }
}

/** Holds with a Stripe Checkout that lapsed at `now`, still held: Stripe is asked whether each was paid. */
export const lapsedCheckouts = async (db: Db, now: Date) =>
  (
    await db.execute<{ id: number; stripe_session_id: string }>(sql`
      select id, stripe_session_id from bookings
      where status = 'held' and hold_expires_at <= ${now.toISOString()} and ${STRIPE_SESSION_SQL()}`)
  ).rows

/** Holds lapsed at `now` (but the `kept` ones) become expired; answers each with what its release gives back. */
export const expireLapsedHolds = async (db: Db, now: Date, kept: readonly number[]) =>
  (
    await db.execute<{ id: number; schedule_id: number; class_credit_id: number | null; credit_cents: string | number | null }>(sql`
      update bookings set status = 'expired', updated_at = ${now.toISOString()}
      where status = 'held' and hold_expires_at <= ${now.toISOString()} and not (id = any(${intArray(kept)}::int[]))
      returning id, schedule_id, class_credit_id, credit_cents`)
  ).rows

/** A booking with its class, as a payment is applied to it (read under its row lock). */
export type BookingForPayment = {
  id: number
  status: BookingStatus
  seats: string | number
  hold_expires_at: string | Date | null
  stripe_session_id: string | null
  paid_at: string | Date | null
  schedule_id: number
  is_cancelled: boolean | null
  available_spots: string | number
  class_credit_id: number | null
  credit_cents: string | number | null
}

export const bookingForPayment = async (db: Db, bookingId: number): Promise<BookingForPayment | undefined> =>
  (
    await db.execute<BookingForPayment>(sql`
      select b.id, b.status, b.seats, b.hold_expires_at, b.stripe_session_id, b.paid_at, b.schedule_id, s.is_cancelled, s.available_spots, b.class_credit_id, b.credit_cents
      from bookings b join schedules s on s.id = b.schedule_id
      where b.id = ${bookingId}`)
  ).rows[0]

/** A booking with its class's start, as it is cancelled for a class credit (read under its row lock). */
export type BookingForCredit = {
  id: number
  status: BookingStatus
  source: 'website' | 'import'
  total_cents: string | number
  credit_cents: string | number | null
  contact_email: string
  start_time: string | Date | null
  date: string | null
}

export const bookingForCredit = async (db: Db, bookingId: number): Promise<BookingForCredit | undefined> =>
  (
    await db.execute<BookingForCredit>(sql`
      select b.id, b.status, b.source, b.total_cents, b.credit_cents, b.contact_email, s.start_time, s.date
      from bookings b join schedules s on s.id = b.schedule_id
      where b.id = ${bookingId}`)
  ).rows[0]

/**
 * Confirmed bookings asked to sign a waiver, in a class not cancelled that starts after `from` and by `until` (a class
 * known only by its date: on those Pacific days), not yet sent their waiver reminder.
 */
export const waiverReminderCandidates = async (db: Db, from: Date, until: Date) =>
  (
    await db.execute<{ id: number; start_time: string | Date | null; date: string | null }>(sql`
      select b.id, s.start_time, s.date
      from bookings b join schedules s on s.id = b.schedule_id
      where b.status = 'confirmed' and b.waiver_version is not null and coalesce(s.is_cancelled, false) = false
        and (s.start_time > ${from.toISOString()} and s.start_time <= ${until.toISOString()}
             or s.start_time is null and s.date between ${pacificDate(from)} and ${pacificDate(until)})
        and not exists (select 1 from emails e where e.dedupe_key = 'waiver-reminder:' || b.id)`)
  ).rows

/** Bookings still confirmed in a class still cancelled, told so by `cutoff` and not yet reminded. */
export const unchosenSince = async (db: Db, cutoff: Date): Promise<number[]> =>
  (
    await db.execute<{ id: number }>(sql`
      select b.id from bookings b join schedules s on s.id = b.schedule_id
      where s.is_cancelled and b.status = 'confirmed'
        and exists (select 1 from emails e where e.dedupe_key = 'class-cancelled:' || b.id || ':' || s.id
                    and e.created_at <= ${cutoff.toISOString()})
        and not exists (select 1 from emails r where r.dedupe_key = 'class-cancelled-reminder:' || b.id || ':' || s.id)`)
  ).rows.map((r) => Number(r.id))
