import type { ReactNode } from 'react'

import { PromoBanner } from '@/components/layout/PromoBanner.client'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { jsonLdScript } from '@/components/seo/eventJsonLd'
import { PROMO_BANNER_SCRIPT } from '@/domain/site/promoBanner'
import { env } from '@/lib/env'
import { organizationJsonLd } from '@/components/seo/pageMetadata'
import { getSiteSettings } from '@/server/siteContent'

/** The public site's frame: header, promo banner, footer. The instructor area (/admin) has its own. */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings()
  const promo = settings.promoBanner
  return (
    <>
      {promo?.text?.trim() && <script data-expires={promo.expiresAt ?? undefined} dangerouslySetInnerHTML={{ __html: PROMO_BANNER_SCRIPT }} />}
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader businessName={settings.businessName} />
      {promo?.text?.trim() && (
        <PromoBanner text={promo.text} shortText={promo.shortText ?? null} link={promo.link || '/contact'} expiresAt={promo.expiresAt ?? null} />
      )}
      {children}
      <SiteFooter settings={settings} year={new Date().getFullYear()} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(organizationJsonLd(settings, env.SERVER_URL)) }}
      />
    </>
  )
}
