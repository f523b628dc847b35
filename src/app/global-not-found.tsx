import './(site)/globals.css'

import type { Metadata } from 'next'
import { connection } from 'next/server'

import { ErrorMessage } from '@/components/errors/ErrorMessage'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { getSiteSettingsOrFallback } from '@/server/siteContent'

export const metadata: Metadata = { title: 'Page Not Found | SWSD Self-Defense' }

/**
 * Every URL no route matches, site-wide (the app has two root layouts, so this page brings its own document and the
 * public site's frame; `experimental.globalNotFound` in next.config.mjs). It renders per request, so Next puts the
 * request's CSP nonce on its scripts, and it renders while the database is down (fallback business name).
 */
export default async function GlobalNotFound() {
  await connection()
  const settings = await getSiteSettingsOrFallback()
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader businessName={settings.businessName} />
        <ErrorMessage title="Page Not Found">
          Sorry, we couldn&apos;t find that page. It may have moved, or the address may have a typo.
        </ErrorMessage>
        <SiteFooter settings={settings} year={new Date().getFullYear()} />
      </body>
    </html>
  )
}
