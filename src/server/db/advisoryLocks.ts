import { sql } from '@payloadcms/db-postgres'

import type { Db } from './postgres'

/** Takes a transaction-scoped advisory lock named by `key` (released at commit or rollback): holders of one key take turns. */
export const lockName = (db: Db, key: string) => db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}::text, 0))`)

/** The same, for a lock known by its number. */
export const lockNumber = (db: Db, key: number) => db.execute(sql`select pg_advisory_xact_lock(${key})`)
