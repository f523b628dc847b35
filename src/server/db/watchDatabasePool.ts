import type { Payload } from 'payload'

import { markConnectionFailures } from './markConnectionFailures'
import { postgresOf } from './postgres'

/**
 * A connection dropped by the server (PostgreSQL restarting, a backend terminated) is only logged: the pool opens a
 * new one on the next query, and the query that was running fails as an outage. Without listeners node-postgres
 * raises the drop of an idle connection (on the pool) or of a checked-out one between two queries of a transaction
 * (on the client) as an uncaught exception. Errors raised while acquiring a connection are marked as outages.
 */
export function watchDatabasePool(payload: Payload): void {
  const { pool } = postgresOf(payload)
  const logLost = (error: Error) => payload.logger.warn({ err: error }, 'A database connection was lost; the next query opens a new one')
  pool.on('error', logLost)
  pool.on('connect', (client) => client.on('error', logLost))
  markConnectionFailures(pool)
}
