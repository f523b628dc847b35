import { unstable_cache } from 'next/cache'

import { readAfterTag } from './orderedCacheHandler.mjs'
import type { CacheTag } from './tags'
import { testReadDelay } from './testReadDelay'

const outsideNext = (error: unknown) => error instanceof Error && error.message.includes('incrementalCache missing')

/**
 * A read served from Next's cache and tagged with what it shows; a page rendered with it carries the same tags, so
 * invalidating one of them renders the page again on its next request. Its result is stored as JSON.
 * Each call also carries the time it started (`readAfterTag`): the cache handler keeps what it stores, and a page
 * rendered with it, only if none of its tags was invalidated since (orderedCacheHandler.mjs).
 * Outside a Next server (scripts, integration tests) there is no cache, and it simply reads.
 */
export function cachedRead<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  options: { tags: readonly CacheTag[]; revalidate?: number },
): (...args: Args) => Promise<Result> {
  const readOnce = async (...args: Args) => {
    const result = await read(...args)
    await testReadDelay(result)
    return result
  }
  return async (...args) => {
    const cached = unstable_cache(readOnce, [key], { tags: [...options.tags, readAfterTag(Date.now())], revalidate: options.revalidate })
    try {
      return await cached(...args)
    } catch (error) {
      if (outsideNext(error)) return readOnce(...args)
      throw error
    }
  }
}
