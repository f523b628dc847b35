import { Link } from '@/components/layout/Link'

import { COMPANY_LINKS, PROGRAM_LINKS } from '@/domain/site/navigation'
import type { SiteSetting } from '@/payload-types'

import { CurrentYear } from './CurrentYear.client'

/** `settings` may be the fallback of a page shown while the database is down: a business name, no insurer. */
export function SiteFooter({ settings, year }: { settings: Pick<SiteSetting, 'businessName' | 'insurer'>; year: number }) {
  const insurer = settings.insurer
  const logo = insurer?.logo && typeof insurer.logo === 'object' && insurer.logo.url ? insurer.logo.url : '/images/insurer.svg'
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div>
            <p style={{ fontWeight: 700, fontSize: '1.15rem', margin: 0 }}>{settings.businessName}</p>
            <p>Empowering women, girls and communities across the SF Bay Area with practical self-defense since 2014.</p>
            {insurer?.url && (
              <a className="insurer-link" href={insurer.url} target="_blank" rel="noopener noreferrer">
                {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, see SiteHeader */}
                <img src={logo} alt="" width={28} height={28} loading="lazy" />
                Insured by {insurer.name ?? 'our insurer'}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </div>
          <nav aria-label="Footer programs">
            <h2>Programs</h2>
            <ul>
              {PROGRAM_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Footer company">
            <h2>Company</h2>
            <ul>
              {COMPANY_LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="site-footer__legal">
          © <CurrentYear renderedYear={year} /> {settings.businessName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
