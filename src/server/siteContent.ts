import { cache } from 'react'

import { FALLBACK_BUSINESS_NAME } from '@/domain/site/brand'
import type { HomepagePosition } from '@/domain/values'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import type { SiteSetting, Testimonial } from '@/payload-types'

/** Site settings as visitors see them (one read per request). */
export const getSiteSettings = cache(async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 1 })
})

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
  const payload = await getPayloadClient()
  try {
    const { docs } = await payload.find({
      collection: 'testimonials',
      where: { and: [{ isPublished: { equals: true } }, { homepagePosition: { in: [...positions] } }] },
      limit: positions.length,
      depth: 0,
      overrideAccess: false,
    })
    return docs
  } catch (error) {
    payload.logger.error({ err: error, positions }, 'reading positioned testimonials failed; showing fallbacks')
    return null
  }
}
