import type { PageSlug } from '@/domain/pages/pageSlugs'

/**
 * The names of everything the public pages cache, one per kind of data they show. Reads carry them
 * (src/server/cache/cachedRead.ts), the CMS hooks and booking changes invalidate them (invalidate.ts).
 */
export const CACHE_TAGS = {
  siteSettings: 'site-settings',
  media: 'media',
  testimonials: 'testimonials',
  faqs: 'faqs',
  /** Classes and their schedules: what is listed, where and when. */
  schedule: 'schedule',
  /** Seats taken: changes with every booking, never with the CMS content. */
  seats: 'seats',
} as const

/** One page built from blocks (src/collections/Pages): its read carries it, its own edits invalidate it. */
export type PageTag = `page:${PageSlug}`
export const pageTag = (slug: PageSlug): PageTag => `page:${slug}`

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS] | PageTag
