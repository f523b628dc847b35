import { sql } from '@payloadcms/db-postgres'

import type { WaitlistTx } from './waitlistTx'

/** Appends one event to a waitlist entry's history (shown in /cms), in the transaction of the change it records. */
export async function recordEntryEvent(tx: Pick<WaitlistTx, 'db'>, entryId: number, action: string, actor: string, now: Date): Promise<void> {
  const event = JSON.stringify([{ at: now.toISOString(), action, actor }])
  await tx.db.execute(sql`
    update waitlist_entries set history = coalesce(history, '[]'::jsonb) || ${event}::jsonb where id = ${entryId}`)
}
