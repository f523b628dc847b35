import { sql } from '@payloadcms/db-postgres'

import type { Tx } from '../transaction'

export type QueuedEmail = { to: string; subject: string }

/**
 * The emails this transaction queued (rows it inserted: their xmin is its transaction id), so that an action can say
 * exactly what went out because of it, whatever other requests queue meanwhile.
 */
export async function emailsQueuedIn(tx: Tx): Promise<QueuedEmail[]> {
  const { rows } = await tx.db.execute<{ to: string; subject: string }>(sql`
    select "to", subject from emails where xmin = pg_current_xact_id()::xid order by id`)
  return rows.map((r) => ({ to: r.to, subject: r.subject }))
}
