import type { Pool, PoolClient } from 'pg'

import { markedAsAcquiringConnection } from '@/server/http/databaseOutage'

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, release: (release?: unknown) => void) => void

/**
 * Marks every error the pool raises while acquiring a connection (for a query or a transaction), so that
 * `isDatabaseOutage` knows where it happened whatever PostgreSQL answered: refused, not accepting connections,
 * too many clients, starting up, timed out.
 */
export function markConnectionFailures(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<PoolClient> | void
  const marked = (callback?: ConnectCallback) => {
    if (callback) return connect((error, client, release) => callback(error && markedAsAcquiringConnection(error), client, release))
    return (connect() as Promise<PoolClient>).catch((error: unknown) => Promise.reject(markedAsAcquiringConnection(error)))
  }
  pool.connect = marked as Pool['connect']
}
