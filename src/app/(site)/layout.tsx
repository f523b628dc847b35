import './globals.css'

import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { ScrollToTop } from '@/components/layout/ScrollToTop.client'
import { env } from '@/lib/env'

export const metadata: Metadata = {
  title: { default: 'Building Confidence, Staying Safe | SWSD Self-Defense', template: '%s | SWSD Self-Defense' },
  description: 'Self-defense classes for women and girls in Walnut Creek and across the SF Bay Area.',
  metadataBase: new URL(env.SERVER_URL),
  openGraph: { siteName: 'SWSD Self-Defense', type: 'website', locale: 'en_US' },
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <ScrollToTop />
      </body>
    </html>
  )
}
