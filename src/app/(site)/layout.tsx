import './globals.css'

import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { PromoBanner } from '@/components/layout/PromoBanner.client'
import { ScrollToTop } from '@/components/layout/ScrollToTop.client'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { organizationJsonLd } from '@/lib/seo'
import { getSiteSettings } from '@/server/siteContent'
import { env } from '@/lib/env'

/** Every page reads the CMS per request (the layout itself reads site settings). */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: { default: 'Building Confidence, Staying Safe | SWSD Self-Defense', template: '%s | SWSD Self-Defense' },
  description: 'Self-defense classes for women and girls in Walnut Creek and across the SF Bay Area.',
  metadataBase: new URL(env.SERVER_URL),
  openGraph: { siteName: 'SWSD Self-Defense', type: 'website', locale: 'en_US' },
}

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  const promo = settings.promoBanner
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader businessName={settings.businessName} />
        <PromoBanner
          text={promo?.text ?? null}
          shortText={promo?.shortText ?? null}
          link={promo?.link || '/contact'}
          expiresAt={promo?.expiresAt ?? null}
        />
        {children}
        <SiteFooter settings={settings} year={new Date().getFullYear()} />
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(organizationJsonLd(settings, env.SERVER_URL)) }}
        />
        <ScrollToTop />
      </body>
    </html>
  )
}
