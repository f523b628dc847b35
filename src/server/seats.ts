import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Seats taken per schedule, in one query for any number of schedules: confirmed bookings plus holds that have not
 * lapsed at `now` (the same rule as `holdsSeats` in src/domain/schedule/seats.ts, expressed in SQL).
 * Pass `transactionID` to count inside a transaction (after locking the schedule row with SELECT ... FOR UPDATE).
 */
export async function seatsTaken(
  payload: Payload,
  scheduleIds: readonly number[],
  { now, transactionID }: { now: Date; transactionID?: string | number },
): Promise<Map<number, number>> {
  const taken = new Map<number, number>(scheduleIds.map((id) => [id, 0]))
  if (scheduleIds.length === 0) return taken

  const adapter = payload.db as unknown as PostgresAdapter
  const db = transactionID != null ? (adapter.sessions[String(transactionID)]?.db ?? adapter.drizzle) : adapter.drizzle
  // One array parameter, however many schedules: cheaper to build and to bind than a parameter per id.
  const ids = `{${scheduleIds.map((id) => Math.trunc(id)).join(',')}}`
  const result = await db.execute<{ schedule_id: number; seats: string }>(sql`
    select schedule_id, coalesce(sum(seats), 0) as seats
    from bookings
    where schedule_id = any(${ids}::int[])
      and (status = 'confirmed' or (status = 'held' and hold_expires_at > ${now.toISOString()}))
    group by schedule_id`)
  for (const row of result.rows) taken.set(Number(row.schedule_id), Number(row.seats))
  return taken
}
