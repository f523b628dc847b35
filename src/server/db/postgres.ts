import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Payload's database adapter, which is PostgreSQL here: its pool, its drizzle handle, its transactions' sessions. */
export const postgresOf = (payload: Payload): PostgresAdapter => payload.db as unknown as PostgresAdapter
