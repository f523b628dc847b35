import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { invalidate } from '@/server/cache/invalidate'
import type { CacheTag } from '@/server/cache/tags'

/**
 * The hooks that drop the cached pages showing a collection's documents when one is created, changed or deleted
 * (Next applies it when the request ends, after the transaction has committed).
 */
export function invalidatesCache(...tags: CacheTag[]): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } {
  return {
    afterChange: [
      ({ doc }) => {
        invalidate(tags)
        return doc
      },
    ],
    afterDelete: [
      ({ doc }) => {
        invalidate(tags)
        return doc
      },
    ],
  }
}

/** The same for a global. */
export function globalInvalidatesCache(...tags: CacheTag[]): GlobalAfterChangeHook {
  return ({ doc }) => {
    invalidate(tags)
    return doc
  }
}
