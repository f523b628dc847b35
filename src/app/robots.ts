import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/cms', '/admin', '/api'] },
    sitemap: new URL('/sitemap.xml', env.SERVER_URL).toString(),
  }
}
