import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

/** The public pages search engines should index (the privacy policy is noindex, so it is left out). */
const PUBLIC_PATHS = ['/', '/public-classes', '/private-classes', '/workplace-safety', '/cbo', '/testimonials', '/contact', '/about', '/faq']

export const dynamic = 'force-dynamic'

export default function sitemap(): MetadataRoute.Sitemap {
  return PUBLIC_PATHS.map((path) => ({
    url: new URL(path, env.SERVER_URL).toString(),
    changeFrequency: path === '/public-classes' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }))
}
