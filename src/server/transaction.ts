import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { postgresOf } from '@/server/db/postgres'

export type Tx = {
  id: string | number
  /** The drizzle handle of this transaction, for raw SQL such as SELECT ... FOR UPDATE. */
  db: PostgresAdapter['drizzle']
  /** Pass as `req` to Local API calls so they run inside this transaction. */
  req: { transactionID: string | number }
}

/** Runs `work` in one database transaction: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(payload: Payload, work: (tx: Tx) => Promise<T>): Promise<T> {
  const id = await payload.db.beginTransaction()
  if (id == null) throw new Error('The database adapter did not start a transaction')
  const adapter = postgresOf(payload)
  const session = adapter.sessions[String(id)]
  if (!session) throw new Error(`No session for transaction ${id}`)
  try {
    const result = await work({ id, db: session.db as PostgresAdapter['drizzle'], req: { transactionID: id } })
    await payload.db.commitTransaction(id)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(id)
    throw error
  }
}

/** Where a hook or a caller's request runs: its transaction, if it has one. */
export type InRequest = { transactionID?: number | string | Promise<number | string> }

/** The drizzle handle for raw SQL inside `req`'s transaction (a collection hook's), or the pool without one. */
export async function drizzleOf(payload: Payload, req?: InRequest): Promise<PostgresAdapter['drizzle']> {
  const adapter = postgresOf(payload)
  const id = req?.transactionID != null ? await req.transactionID : undefined
  return ((id != null && adapter.sessions[String(id)]?.db) || adapter.drizzle) as PostgresAdapter['drizzle']
}

/** A transaction already under way: a service's own (inTransaction) or the one of a hook's request. */
export type OpenTx = { id: string | number; db: Tx['db']; req: Partial<PayloadRequest> }

/** The transaction of a hook's `req` (Payload opens one for every Local API write). */
export async function txOfRequest(payload: Payload, req: PayloadRequest): Promise<OpenTx | null> {
  const id = req.transactionID != null ? await req.transactionID : undefined
  if (id == null) return null
  return { id, db: await drizzleOf(payload, req), req }
}

export const openTxOf = (tx: Tx): OpenTx => ({ id: tx.id, db: tx.db, req: tx.req as Partial<PayloadRequest> })
