import { sql } from '@payloadcms/db-postgres'

import { type Db, executePrepared } from './postgres'

/**
 * Takes transaction-scoped advisory locks named by `keys` (released at commit or rollback), in the order given, in one
 * statement: holders of one key take turns.
 */
export const lockNames = (db: Db, keys: readonly string[]) =>
  executePrepared(db, sql`select ${sql.join(keys.map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}::text, 0))`), sql`, `)}`)

/** The same, for a lock known by its number. */
export const lockNumber = (db: Db, key: number) => db.execute(sql`select pg_advisory_xact_lock(${key})`)
