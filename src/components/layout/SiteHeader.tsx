import Image from 'next/image'
import Link from 'next/link'

import { ProgramsRow, SiteNav } from './SiteNav.client'

export function SiteHeader({ businessName }: { businessName: string }) {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link href="/" className="site-logo">
          <Image src="/images/logo.svg" alt="" width={40} height={40} priority />
          <span>{businessName}</span>
          <span className="visually-hidden"> — home</span>
        </Link>
        <SiteNav />
      </div>
      <ProgramsRow />
    </header>
  )
}
