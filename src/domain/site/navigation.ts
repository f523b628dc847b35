export type NavLink = { href: string; label: string }

export const PROGRAM_LINKS: readonly NavLink[] = [
  { href: '/public-classes', label: 'Public Classes' },
  { href: '/private-classes', label: 'Private Training' },
  { href: '/workplace-safety', label: 'Workplace Safety' },
  { href: '/cbo', label: 'Community Groups' },
]

/** Issue 41: a class is a common gift, so the header offers the certificates beside the program pages. */
export const GIFT_CERTIFICATES_LINK: NavLink = { href: '/gift-certificates', label: 'Gift Certificates' }

/** Desktop main row. */
export const MAIN_LINKS: readonly NavLink[] = [
  { href: '/public-classes', label: 'Programs' },
  { href: '/about', label: 'About' },
  { href: '/testimonials', label: 'Testimonials' },
  { href: '/faq', label: 'FAQ' },
  { href: '/contact', label: 'Contact' },
]

export const COMPANY_LINKS: readonly NavLink[] = [
  { href: '/about', label: 'About Us' },
  { href: '/faq', label: 'FAQ' },
  { href: '/testimonials', label: 'Testimonials' },
  { href: '/contact', label: 'Contact' },
  GIFT_CERTIFICATES_LINK,
  { href: '/privacy-policy', label: 'Privacy Policy' },
]

/** The active link is found by path prefix (segment-aware); home matches only itself. */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}
