import { Link } from '@/components/layout/Link'

import { ProgramsRow, SiteNav } from './SiteNav.client'

export function SiteHeader({ businessName }: { businessName: string }) {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link href="/" className="site-logo">
          {/* An SVG, which next/image serves as it is: a plain img keeps its client component off every page. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src="/images/logo.svg" alt="" width={40} height={40} fetchPriority="high" />
          <span>{businessName}</span>
          <span className="visually-hidden"> — home</span>
        </Link>
        <SiteNav />
      </div>
      <ProgramsRow />
    </header>
  )
}
