import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { isPageSlug } from '@/domain/pages/pageSlugs'
import { invalidate } from '@/server/cache/invalidate'
import { pageTag } from '@/server/cache/tags'
import type { Page } from '@/payload-types'

const published = (page: Partial<Page> | undefined) => page?._status === 'published'

const tagsOf = (...pages: (Partial<Page> | undefined)[]) =>
  [...new Set(pages.map((page) => page?.slug).filter(isPageSlug))].map(pageTag)

/**
 * Visitors see a page's published version: publishing or unpublishing it drops exactly that page from the cache
 * (both slugs when the slug changed). Saving a draft of a page never published changes nothing visitors see; a draft
 * of a published page drops it too (the hook cannot tell it from unpublishing), and it renders again unchanged.
 */
export const invalidatePageOnChange: CollectionAfterChangeHook<Page> = ({ doc, previousDoc }) => {
  if (published(doc) || published(previousDoc)) invalidate(tagsOf(doc, previousDoc))
  return doc
}

export const invalidatePageOnDelete: CollectionAfterDeleteHook<Page> = ({ doc }) => {
  invalidate(tagsOf(doc))
  return doc
}
