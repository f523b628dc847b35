// Plain JavaScript, like the cache handler that uses it (cacheHandler.mjs).
import { commandOptions, createClient } from 'redis'

/** A command to the shared log that takes longer is given up: the entry is then rendered again, as on a miss. */
const REDIS_TIMEOUT_MS = 500
/** How far the clocks of two servers sharing Redis may differ: entries read this close to an invalidation are not kept. */
const CLOCK_ALLOWANCE_MS = 1_000

/**
 * One server's log, for its own memory cache: the time of each tag's last invalidation.
 * @returns {import('./orderedCacheHandler.mjs').InvalidationLog}
 */
export function memoryInvalidationLog() {
  /** @type {Map<string, number>} */
  const times = new Map()
  return {
    allowanceMs: 0,
    read: async () => times,
    record: async (tags) => {
      const now = Date.now()
      for (const tag of tags) times.set(tag, now)
    },
  }
}

/**
 * The log in a Redis hash, read by every server sharing the cache at each cache read (one small hash: a field per tag).
 * @param {string} url
 * @param {string} key
 * @returns {import('./orderedCacheHandler.mjs').InvalidationLog}
 */
export function redisInvalidationLog(url, key) {
  const client = createClient({ url })
  client.on('error', (error) => console.error('Cache invalidation log: Redis error', error))
  client.connect().catch((error) => console.error('Cache invalidation log: cannot connect to Redis', error))
  const timeout = () => commandOptions({ signal: AbortSignal.timeout(REDIS_TIMEOUT_MS) })
  return {
    allowanceMs: CLOCK_ALLOWANCE_MS,
    read: async () => new Map(Object.entries(await client.hGetAll(timeout(), key)).map(([tag, time]) => [tag, Number(time)])),
    record: async (tags) => {
      const now = String(Date.now())
      await client.hSet(timeout(), key, Object.fromEntries(tags.map((tag) => [tag, now])))
    },
  }
}
