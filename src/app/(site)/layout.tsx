import './globals.css'

import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { LinkNavigation } from '@/components/layout/LinkNavigation.client'
import { ScrollToTop } from '@/components/layout/ScrollToTop.client'
import { HYDRATION_START_SCRIPT } from '@/server/http/hydrationStart'
import { env } from '@/lib/env'
import { OG_IMAGE_SIZE, pageImagePath, SITE_IMAGE_TITLE, SITE_NAME } from '@/components/seo/pageMetadata'

export const metadata: Metadata = {
  title: { default: `${SITE_IMAGE_TITLE} | ${SITE_NAME}`, template: `%s | ${SITE_NAME}` },
  description: 'Self-defense classes for women and girls in Walnut Creek and across the SF Bay Area.',
  metadataBase: new URL(env.SERVER_URL),
  // Pages without metadata of their own (payment confirmation, errors) still share the site's name and image.
  openGraph: { siteName: SITE_NAME, type: 'website', locale: 'en_US', images: [{ url: pageImagePath(SITE_IMAGE_TITLE), ...OG_IMAGE_SIZE, type: 'image/png' }] },
  twitter: { card: 'summary_large_image', images: [pageImagePath(SITE_IMAGE_TITLE)] },
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    // PROMO_BANNER_SCRIPT may mark <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <body>
        <script dangerouslySetInnerHTML={{ __html: HYDRATION_START_SCRIPT }} />
        {children}
        <ScrollToTop />
        <LinkNavigation />
      </body>
    </html>
  )
}
