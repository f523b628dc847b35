import { revalidateTag } from 'next/cache'

import type { CacheTag } from './tags'

const outsideRequest = (error: unknown) => error instanceof Error && error.message.includes('static generation store missing')

/**
 * Drops the cached data and pages carrying these tags at once: the next request renders them again. Next can only do
 * this while it handles a request (a REST call from /cms, a booking endpoint, a webhook). Elsewhere (the seed, a
 * migration, a cron job, an integration test) there is no cache to drop, and nothing happens: the seat counts a job
 * changes are re-read within SEATS_REVALIDATE_SECONDS anyway.
 */
export function invalidate(tags: readonly CacheTag[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // During a page render Next refuses too; the page then shows the change after SEATS_REVALIDATE_SECONDS at most.
      if (!outsideRequest(error)) console.warn(`Cache tag '${tag}' could not be invalidated here`, error)
    }
  }
}
