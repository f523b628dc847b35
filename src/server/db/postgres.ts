import { createHash } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { QueryResult, QueryResultRow } from 'pg'

/** Payload's database adapter, which is PostgreSQL here: its pool, its drizzle handle, its transactions' sessions. */
export const postgresOf = (payload: Payload): PostgresAdapter => payload.db as unknown as PostgresAdapter

/** A drizzle handle for raw SQL: a transaction's (`Tx['db']`) or the pool's (`drizzleOf`). */
export type Db = PostgresAdapter['drizzle']

/** Ids as one int[] parameter, however many: cheaper to build and to bind than a parameter per id. */
export const intArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`

/**
 * The name of a prepared statement, from its text: one text is one statement on each connection, and a statement
 * whose text varies (a list's length) is one per variant, never two texts under one name.
 */
export const statementName = (text: string): string => `s_${createHash('sha1').update(text).digest('base64url')}`

/**
 * `db.execute` as a named prepared statement: each connection parses it once, and PostgreSQL plans it once after its
 * first calls, instead of parsing and planning it on every call. For the statements every booking runs.
 */
export function executePrepared<T extends QueryResultRow>(db: Db, query: ReturnType<typeof sql>): Promise<QueryResult<T>> {
  // What drizzle's session.execute does, with a name: drizzle types its dialect and session as internal.
  const { dialect, session } = db as unknown as DrizzleInternals
  const { sql: text, params } = dialect.sqlToQuery(query)
  return session.prepareQuery({ sql: text, params }, undefined, statementName(text), false).execute() as Promise<QueryResult<T>>
}

type DrizzleInternals = {
  dialect: { sqlToQuery(query: ReturnType<typeof sql>): { sql: string; params: unknown[] } }
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): { execute(): Promise<unknown> } }
}
