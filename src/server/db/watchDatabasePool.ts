import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { markConnectionFailures } from './markConnectionFailures'

/**
 * An idle connection dropped by the server (PostgreSQL restarting) is only logged: the pool opens a new one on the
 * next query. Without a listener node-postgres raises it as an uncaught exception. Errors raised while acquiring a
 * connection are marked as outages (`markConnectionFailures`).
 */
export function watchDatabasePool(payload: Payload): void {
  const { pool } = payload.db as unknown as PostgresAdapter
  pool.on('error', (error) => payload.logger.warn({ err: error }, 'A database connection was lost; the next query opens a new one'))
  markConnectionFailures(pool)
}
