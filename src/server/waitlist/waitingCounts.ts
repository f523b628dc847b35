import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { drizzleOf } from '@/server/transaction'

/** People still waiting per class (each party's seats), in one query for any number of classes (the card's "Full — N people waiting"). */
export async function waitingCounts(payload: Payload, scheduleIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>()
  if (scheduleIds.length === 0) return counts
  const ids = `{${scheduleIds.map((id) => Math.trunc(id)).join(',')}}`
  const result = await (await drizzleOf(payload)).execute<{ schedule_id: number; waiting: string }>(sql`
    select schedule_id, coalesce(sum(seats), 0) as waiting from waitlist_entries
    where schedule_id = any(${ids}::int[]) and status = 'waiting'
    group by schedule_id`)
  for (const row of result.rows) counts.set(Number(row.schedule_id), Number(row.waiting))
  return counts
}
