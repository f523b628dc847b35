import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Payload's database adapter, which is PostgreSQL here: its pool, its drizzle handle, its transactions' sessions. */
export const postgresOf = (payload: Payload): PostgresAdapter => payload.db as unknown as PostgresAdapter

/** A drizzle handle for raw SQL: a transaction's (`Tx['db']`) or the pool's (`drizzleOf`). */
export type Db = PostgresAdapter['drizzle']

/** Ids as one int[] parameter, however many: cheaper to build and to bind than a parameter per id. */
export const intArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`
