import type { ReactNode } from 'react'

import { PromoBanner } from '@/components/layout/PromoBanner.client'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { env } from '@/lib/env'
import { organizationJsonLd } from '@/lib/seo'
import { getSiteSettings } from '@/server/siteContent'

/** Every page reads the CMS per request (the layout itself reads site settings). */
export const dynamic = 'force-dynamic'

/** The public site's frame: header, promo banner, footer. The instructor area (/admin) has its own. */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  const promo = settings.promoBanner
  return (
    <>
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
    </>
  )
}
