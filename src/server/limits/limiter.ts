import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import type { LimitRule } from '@/domain/limits/publicLimits'
import { AppError } from '@/lib/errors'
import { postgresOf } from '@/server/db/postgres'

/** Counted in PostgreSQL (table rate_limits, one row per key), so every app instance shares the same counts. */
const TABLE = 'rate_limits'
const limiters = new Map<string, RateLimiterPostgres>()

function limiterOf(payload: Payload, rule: LimitRule): RateLimiterPostgres {
  let limiter = limiters.get(rule.name)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: postgresOf(payload).pool,
      storeType: 'pool',
      tableName: TABLE,
      tableCreated: true, // created by a committed migration, like every other table
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    })
    limiters.set(rule.name, limiter)
  }
  return limiter
}

/** Keys are stored hashed: rate_limits never holds an address or an email, and every key fits its column. */
const stored = (key: string): string => createHash('sha256').update(key).digest('hex')

const refused = (rule: LimitRule, res: RateLimiterRes) =>
  new AppError('RATE_LIMITED', rule.message, { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) })

/** Counts one event (or `points`) for `key`; throws RATE_LIMITED, with the seconds to wait, once the limit is used up. */
export async function consumeLimit(payload: Payload, rule: LimitRule, key: string, points = 1): Promise<void> {
  try {
    await limiterOf(payload, rule).consume(stored(key), points)
  } catch (error) {
    if (error instanceof RateLimiterRes) throw refused(rule, error)
    throw error
  }
}

/** Forgets `key`'s count (a successful login clears the failures of its account). */
export async function resetLimit(payload: Payload, rule: LimitRule, key: string): Promise<void> {
  await limiterOf(payload, rule).delete(stored(key))
}

/** Counts one event for `key` and says whether it was within the limit (for work that is skipped, not refused, when over). */
export async function withinLimit(payload: Payload, rule: LimitRule, key: string): Promise<boolean> {
  try {
    await limiterOf(payload, rule).consume(stored(key), 1)
    return true
  } catch (error) {
    if (error instanceof RateLimiterRes) return false
    throw error
  }
}
