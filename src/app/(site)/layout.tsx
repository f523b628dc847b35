import './globals.css'

import type { Metadata } from 'next'
import type { ReactNode } from 'react'

export const metadata: Metadata = {
  title: { default: 'Building Confidence, Staying Safe | SWSD Self-Defense', template: '%s | SWSD Self-Defense' },
  description: 'Self-defense classes for women and girls in Walnut Creek and across the SF Bay Area.',
}

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
