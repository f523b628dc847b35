import type { PayloadRequest } from 'payload'
import type { Payload } from 'payload'

import { drizzleOf, type Tx } from '../transaction'

/** A transaction the waitlist works in: a service's own (inTransaction) or the one of a hook's request. */
export type WaitlistTx = { id: string | number; db: Tx['db']; req: Partial<PayloadRequest> }

/** The transaction of a hook's `req` (Payload opens one for every Local API write). */
export async function txOfRequest(payload: Payload, req: PayloadRequest): Promise<WaitlistTx | null> {
  const id = req.transactionID != null ? await req.transactionID : undefined
  if (id == null) return null
  return { id, db: await drizzleOf(payload, req), req }
}

export const waitlistTxOf = (tx: Tx): WaitlistTx => ({ id: tx.id, db: tx.db, req: tx.req as Partial<PayloadRequest> })
