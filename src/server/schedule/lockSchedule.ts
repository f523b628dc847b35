import { sql } from '@payloadcms/db-postgres'

import type { Tx } from '@/server/transaction'

/**
 * Locks a class's (schedule's) row until the transaction ends (SELECT ... FOR UPDATE): every booking, import, move and
 * edit of its spots counts the class's seats under this lock, so two of them never both take the last seat.
 */
export async function lockSchedule(db: Tx['db'], scheduleId: number): Promise<void> {
  await db.execute(sql`select id from schedules where id = ${scheduleId} for update`)
}
