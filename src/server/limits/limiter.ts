import { createHash } from 'node:crypto'

import type { Payload } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import type { LimitRule } from '@/domain/limits/publicLimits'
import { AppError } from '@/lib/errors'
import { postgresOf, statementName } from '@/server/db/postgres'

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

const refused = (rule: LimitRule, msBeforeNext: number) =>
  new AppError('RATE_LIMITED', rule.message, { retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) })

/** Counts one event (or `points`) for `key`; throws RATE_LIMITED, with the seconds to wait, once the limit is used up. */
export async function consumeLimit(payload: Payload, rule: LimitRule, key: string, points = 1): Promise<void> {
  try {
    await limiterOf(payload, rule).consume(stored(key), points)
  } catch (error) {
    if (error instanceof RateLimiterRes) throw refused(rule, error.msBeforeNext)
    throw error
  }
}

/** One count of `consumeLimits`: one event for `key` under `rule`. */
export type LimitCount = { rule: LimitRule; key: string }

/**
 * consumeLimit for several keys in turn, in one statement (a booking counts its email and its address): each is
 * counted only while the ones before it are within their limits, as consumeLimit called one after another would, and
 * the first one over its limit is refused. The rows and their arithmetic are rate-limiter-flexible's, so these counts
 * and consumeLimit's are the same counts. A rule that blocks once over (`blockSeconds`) is counted by consumeLimit.
 */
export async function consumeLimits(payload: Payload, counts: readonly LimitCount[]): Promise<void> {
  if (counts.length < 2 || counts.some(({ rule }) => rule.blockSeconds)) {
    for (const { rule, key } of counts) await consumeLimit(payload, rule, key)
    return
  }
  const now = Date.now()
  const values: unknown[] = [now]
  const steps = counts.map(({ rule, key }, i) => {
    limiterOf(payload, rule) // its timer clears the expired rows
    values.push(`${rule.name}:${stored(key)}`, now + rule.durationSeconds * 1000)
    const [keyAt, expireAt] = [values.length - 1, values.length]
    const within = i === 0 ? '' : `where (select points from count${i - 1}) <= ${Number(counts[i - 1].rule.points)}`
    return `count${i} as (
      insert into ${TABLE} (key, points, expire) select $${keyAt}::varchar, 1, $${expireAt}::bigint ${within}
      on conflict (key) do update set
        points = case when ${TABLE}.expire <= $1 then excluded.points else ${TABLE}.points + excluded.points end,
        expire = case when ${TABLE}.expire <= $1 then excluded.expire else ${TABLE}.expire end
      returning points, expire)`
  })
  const rows = counts.map((_, i) => `select ${i} as n, points, expire from count${i}`).join(' union all ')
  const text = `with ${steps.join(', ')} ${rows}`
  const { rows: counted } = await postgresOf(payload).pool.query<{ n: number; points: number; expire: string }>({ name: statementName(text), text, values })
  for (const row of counted.sort((a, b) => a.n - b.n)) {
    const { rule } = counts[row.n]
    if (row.points > rule.points) throw refused(rule, Math.max(Number(row.expire) - Date.now(), 0))
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
