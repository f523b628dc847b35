import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { FALLBACK_BUSINESS_NAME } from '@/domain/site/brand'
import type { HomepagePosition } from '@/domain/testimonials/positions'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/server/payloadClient'
import type { Faq, FaqCategory, SiteSetting, Testimonial } from '@/payload-types'

import { cachedRead } from './cache/cachedRead'
import { CACHE_TAGS } from './cache/tags'

/**
 * A page that shows its built-in fallbacks because a read failed must not stay cached with them: this keeps its
 * cache entry for one second, so the next visitors get it read again from the database. (Next cannot switch a cached
 * page to per-request rendering in the middle of its render: `connection()` there ends in the error page.)
 */
export const keepOnlyBriefly = unstable_cache(async () => true, ['fallback-render'], { revalidate: 1 })

/** Site settings as visitors see them, from the cache (and one read per request when it misses). */
export const getSiteSettings = cache(
  cachedRead(
    async () => {
      const payload = await getPayloadClient()
      return payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 1 })
    },
    'site-settings',
    { tags: [CACHE_TAGS.siteSettings, CACHE_TAGS.media] },
  ),
)

/** What the site's frame needs when site settings cannot be read: the not-found page renders without the database. */
export type FrameSettings = Pick<SiteSetting, 'businessName' | 'insurer'>

/** Site settings for a page that must render even while the database is down (the global not-found page). */
export async function getSiteSettingsOrFallback(): Promise<FrameSettings> {
  try {
    return await getSiteSettings()
  } catch (error) {
    console.error('reading site settings failed; showing the fallback business name', error)
    return { businessName: env.EMAIL_FROM_NAME || FALLBACK_BUSINESS_NAME }
  }
}

/**
 * The published testimonials holding the given positions, in one query; null when they could not be read (the
 * page then shows its built-in fallbacks and the failure is logged).
 */
export async function getPositionedTestimonials(positions: readonly HomepagePosition[]): Promise<Testimonial[] | null> {
  try {
    return await readPositionedTestimonials(positions)
  } catch (error) {
    console.error('reading positioned testimonials failed; showing fallbacks', positions, error)
    await keepOnlyBriefly().catch(() => {})
    return null
  }
}

const readPositionedTestimonials = cachedRead(
  async (positions: readonly HomepagePosition[]) => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'testimonials',
      where: { and: [{ isPublished: { equals: true } }, { homepagePosition: { in: [...positions] } }] },
      limit: positions.length,
      depth: 0,
      overrideAccess: false,
    })
    return docs
  },
  'positioned-testimonials',
  { tags: [CACHE_TAGS.testimonials] },
)

/** Every published testimonial, newest first. */
export const getTestimonials = cachedRead(
  async (): Promise<Testimonial[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'testimonials', limit: 500, depth: 0, overrideAccess: false, sort: '-createdAt' })
    return docs
  },
  'testimonials',
  { tags: [CACHE_TAGS.testimonials] },
)

/** The FAQ categories and questions visitors see, in their display order. */
export const getFaqs = cachedRead(
  async (): Promise<{ categories: FaqCategory[]; faqs: Faq[] }> => {
    const payload = await getPayloadClient()
    const [categories, faqs] = await Promise.all([
      payload.find({ collection: 'faq-categories', limit: 200, depth: 0, overrideAccess: false, sort: 'displayOrder' }),
      payload.find({ collection: 'faqs', limit: 1000, depth: 0, overrideAccess: false, sort: 'questionOrder' }),
    ])
    return { categories: categories.docs, faqs: faqs.docs }
  },
  'faqs',
  { tags: [CACHE_TAGS.faqs] },
)
