import type { EntryEvent } from '@/domain/waitlist/entryHistoryWords'

import { appendHistory } from '@/server/db/waitlistEntries'
import type { OpenTx } from '@/server/transaction'

/** Appends one event to a waitlist entry's history (shown in /cms), in the transaction of the change it records. */
export async function recordEntryEvent(
  tx: Pick<OpenTx, 'db'>,
  entryId: number,
  action: string,
  actor: string,
  now: Date,
  kind?: EntryEvent['kind'],
): Promise<void> {
  const event: EntryEvent = { at: now.toISOString(), action, actor, ...(kind ? { kind } : {}) }
  await appendHistory(tx.db, entryId, event)
}
