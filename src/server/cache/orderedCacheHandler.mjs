// Plain JavaScript: Next loads its cache handler (cacheHandler.mjs, which builds on this) with Node's own import.

const READ_AFTER = 'read-after:'
const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags'

/**
 * The tag a cached read carries that says when it started (src/server/cache/cachedRead.ts): what it stores, and any
 * page rendered with it, holds data read after that moment, which may predate a change committed later.
 * @param {number} time milliseconds since the epoch
 * @returns {string}
 */
export function readAfterTag(time) {
  return `${READ_AFTER}${Math.floor(time)}`
}

/**
 * Whether a cache entry may hold data older than an invalidation of one of its tags: its data was read after its
 * earliest read-after tag, and a tag it carries was invalidated at or after that time (less `allowanceMs` for clocks
 * that differ between servers). An entry without a read-after tag read nothing through `cachedRead`.
 * @param {readonly string[]} tags the entry's tags
 * @param {ReadonlyMap<string, number>} invalidatedAt when each tag was last invalidated
 * @param {number} allowanceMs
 * @returns {boolean}
 */
export function predatesInvalidation(tags, invalidatedAt, allowanceMs) {
  const readAfter = Math.min(...tags.filter((tag) => tag.startsWith(READ_AFTER)).map((tag) => Number(tag.slice(READ_AFTER.length))))
  return Number.isFinite(readAfter) && tags.some((tag) => (invalidatedAt.get(tag) ?? -Infinity) >= readAfter - allowanceMs)
}

/**
 * The tags of a stored value: a page's are in its headers, cached data's are kept on it by `set` below.
 * @param {any} value
 * @returns {string[]}
 */
function tagsOf(value) {
  if (value?.kind === 'FETCH') return value.tags ?? []
  const header = value?.headers?.[NEXT_CACHE_TAGS_HEADER]
  return typeof header === 'string' ? header.split(',') : []
}

/**
 * @typedef {object} InvalidationLog when each tag was last invalidated, as every server sees it
 * @property {() => Promise<ReadonlyMap<string, number>>} read
 * @property {(tags: readonly string[]) => Promise<void>} record
 * @property {number} allowanceMs how far the clocks of the servers sharing it may differ
 */

/**
 * Next's cache handler interface around the handler that stores (`Inner`), with one rule added: an entry is served only
 * if none of its tags was invalidated after its data began to be read. Next dates an entry when it is stored, so a
 * render that read the old data, then outlived an invalidation, would otherwise be stored as fresh and kept until the
 * next edit. Entries are dated by their read-after tags instead, and invalidations are recorded in `log`, which all
 * servers sharing the cache read.
 * @param {new (ctx: any) => any} Inner
 * @param {InvalidationLog} log
 */
export function orderedCacheHandler(Inner, log) {
  /** @param {string[]} tags */
  const stale = async (tags) => predatesInvalidation(tags, await log.read(), log.allowanceMs)
  /** @param {string[]} tags */
  const record = (tags) => log.record(tags).catch((error) => console.error('Cache invalidation could not be recorded', tags, error))

  return class OrderedCacheHandler {
    /** @param {any} ctx */
    constructor(ctx) {
      this.inner = new Inner(ctx)
    }

    /** @param {string} key @param {any} ctx */
    async get(key, ctx) {
      const [entry, invalidatedAt] = await Promise.all([this.inner.get(key, ctx), log.read().catch(() => null)])
      const tags = tagsOf(entry?.value)
      if (!tags.some((tag) => tag.startsWith(READ_AFTER))) return entry
      // Without the log nothing proves the entry fresh: render again, as on a miss.
      if (!invalidatedAt || predatesInvalidation(tags, invalidatedAt, log.allowanceMs)) return null
      return entry
    }

    /** @param {string} key @param {any} data @param {any} ctx */
    async set(key, data, ctx) {
      const value = data?.kind === 'FETCH' ? { ...data, tags: ctx.tags ?? [] } : data
      // Already older than an invalidation: storing it would only be refused by `get`.
      if (await stale(tagsOf(value)).catch(() => false)) return
      return this.inner.set(key, value, ctx)
    }

    /** @param {string | string[]} tags @param {any} [durations] */
    async revalidateTag(tags, durations) {
      const list = [tags].flat()
      // Recorded before the inner handler drops the entries, so no server keeps serving one in between; and again
      // after, so a render whose reads all came before the first record landed (it may take a moment to reach the
      // shared log) still started before the time recorded.
      await record(list)
      await this.inner.revalidateTag(tags, durations)
      await record(list)
    }

    resetRequestCache() {
      this.inner.resetRequestCache?.()
    }
  }
}
