/**
 * Whether an error means the database cannot be used right now (down, restarting, refusing or dropping connections,
 * full, or a read-only standby after a failover) rather than a fault of the request or of the code. Such failures are
 * answered with 503 and `Retry-After`, never with a stack trace.
 *
 * Decided by where the error happened, not by a list of codes:
 * - while acquiring a connection: the pool marks every such error (`markedAsAcquiringConnection`), whatever the
 *   database answered (refused, not accepting connections, too many clients, a timeout, a bad handshake);
 * - the connection dropping: the server ended the session (severity FATAL or PANIC), the socket failed (a Node system
 *   error, which carries `syscall`), or pg reports the connection closed (its messages carry no code);
 * - a connection to a standby: SQLSTATE class 08 (connection exception) or 25006 (read-only transaction).
 * Looked for anywhere in the `cause` chain and among an AggregateError's `errors` (drizzle and Payload wrap pg's
 * errors; Node reports a refused `localhost` as an AggregateError of the IPv6 and IPv4 attempts).
 */

/** How many seconds a client should wait before trying again during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30

/** The property the pool sets on an error raised while a connection was being acquired. */
export const ACQUIRING_CONNECTION = 'swsdAcquiringConnection'

const SESSION_ENDED = new Set(['FATAL', 'PANIC'])
const CONNECTION_CLOSED = [/^Connection terminated/, /not queryable/, /cannot connect to Postgres/, /timeout exceeded when trying to connect/]

const isOutageItself = (error: Record<string, unknown>): boolean => {
  if (error[ACQUIRING_CONNECTION] === true) return true
  if (typeof error.severity === 'string' && SESSION_ENDED.has(error.severity)) return true
  if (typeof error.syscall === 'string') return true
  const code = typeof error.code === 'string' ? error.code : ''
  if (code.startsWith('08') || code === '25006') return true
  const message = typeof error.message === 'string' ? error.message : ''
  return CONNECTION_CLOSED.some((pattern) => pattern.test(message))
}

export function isDatabaseOutage(error: unknown): boolean {
  const seen = new Set<unknown>()
  const pending: unknown[] = [error]
  while (pending.length > 0) {
    const current = pending.shift()
    if (typeof current !== 'object' || current === null || seen.has(current) || seen.size > 20) continue
    seen.add(current)
    const record = current as Record<string, unknown>
    if (isOutageItself(record)) return true
    pending.push(record.cause, record.originalError)
    if (Array.isArray(record.errors)) pending.push(...record.errors)
  }
  return false
}

/** Marks `error` as raised while acquiring a connection (see `isDatabaseOutage`); returns it. */
export function markedAsAcquiringConnection<T>(error: T): T {
  if (typeof error === 'object' && error !== null) Object.defineProperty(error, ACQUIRING_CONNECTION, { value: true })
  return error
}
