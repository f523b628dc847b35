import { cache } from 'react'

import type { HomepagePosition } from '@/domain/values'
import { getPayloadClient } from '@/lib/payload'
import type { Testimonial } from '@/payload-types'

/** Site settings as visitors see them (one read per request). */
export const getSiteSettings = cache(async () => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 1 })
})

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
