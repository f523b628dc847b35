import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from './transaction'

/**
 * Seats taken per schedule, in one query for any number of schedules: the bookings that hold seats at `now`
 * (`holdsSeatsSql`).
 * Pass `transactionID` to count inside a transaction (after locking the schedule row with SELECT ... FOR UPDATE).
 */
export async function seatsTaken(
  payload: Payload,
  scheduleIds: readonly number[],
  { now, transactionID }: { now: Date; transactionID?: string | number },
): Promise<Map<number, number>> {
  const taken = new Map<number, number>(scheduleIds.map((id) => [id, 0]))
  if (scheduleIds.length === 0) return taken

  const db = await drizzleOf(payload, { transactionID })
  // One array parameter, however many schedules: cheaper to build and to bind than a parameter per id.
  const ids = `{${scheduleIds.map((id) => Math.trunc(id)).join(',')}}`
  const result = await db.execute<{ schedule_id: number; seats: string }>(sql`
    select schedule_id, coalesce(sum(seats), 0) as seats
    from bookings
    where schedule_id = any(${ids}::int[])
      and ${holdsSeatsSql(now)}
    group by schedule_id`)
  for (const row of result.rows) taken.set(Number(row.schedule_id), Number(row.seats))
  return taken
}

type SQL = ReturnType<typeof sql>

/** A Stripe Checkout Session id (not the demo checkout's, nor a free booking's), as `isStripeSessionId` says it, in SQL. */
export const STRIPE_SESSION_SQL = (alias = ''): SQL =>
  sql.raw(`(${alias}stripe_session_id <> '' and ${alias}stripe_session_id not like 'demo\\_%' and ${alias}stripe_session_id not like 'free\\_%')`)

/** The rule of `holdsSeats` (src/domain/schedule/seats.ts) in SQL, for the bookings table (or its alias, as 'b.'). */
export const holdsSeatsSql = (now: Date, alias = ''): SQL =>
  sql`(${sql.raw(alias)}status = 'confirmed' or (${sql.raw(alias)}status = 'held' and (${sql.raw(alias)}hold_expires_at > ${now.toISOString()} or ${STRIPE_SESSION_SQL(alias)})))`
