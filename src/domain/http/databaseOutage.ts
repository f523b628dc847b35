/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing or dropping
 * connections) rather than a fault of the request or of the code. Such failures are answered with 503 and
 * `Retry-After`, never with a stack trace.
 *
 * Recognised, anywhere in the error's `cause` chain or among an AggregateError's `errors` (Node reports a refused
 * connection to `localhost` as an AggregateError of the IPv6 and IPv4 attempts; drizzle and Payload wrap pg's
 * errors in their own):
 * - Node socket codes: ECONNREFUSED, ECONNRESET, ETIMEDOUT, ENOTFOUND, EHOSTUNREACH, ENETUNREACH, EPIPE, EAI_AGAIN;
 * - PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (server shutting down / cannot connect now),
 *   53300 (too many connections);
 * - pg's own messages without a code: "Connection terminated unexpectedly", "Connection terminated due to
 *   connection timeout", pg-pool's "timeout exceeded when trying to connect", and Payload's postgres adapter's
 *   "cannot connect to Postgres" (its connect() rethrows without the cause).
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN'])
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300'])
const MESSAGES = [/^Connection terminated/, /cannot connect to Postgres/, /timeout exceeded when trying to connect/, /Client has encountered a connection error/]

/** How many seconds a client should wait before trying again during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30

const isOutageItself = (error: Record<string, unknown>): boolean => {
  const code = typeof error.code === 'string' ? error.code : undefined
  if (code && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true
  const message = typeof error.message === 'string' ? error.message : ''
  return MESSAGES.some((pattern) => pattern.test(message))
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
