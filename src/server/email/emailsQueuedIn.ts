import { queuedInThisTransaction } from '../db/emails'
import type { Tx } from '../transaction'

export type QueuedEmail = { to: string; subject: string }

/**
 * The emails this transaction queued (rows it inserted: their xmin is its transaction id), so that an action can say
 * exactly what went out because of it, whatever other requests queue meanwhile.
 */
export async function emailsQueuedIn(tx: Tx): Promise<QueuedEmail[]> {
  return (await queuedInThisTransaction(tx.db)).map((r) => ({ to: r.to, subject: r.subject }))
}
