type Text = string | null | undefined

export type BusinessInput = {
  name: string
  /** The site's address, ending with '/'. */
  url: string
  telephone: Text
  email: Text
  logoUrl: string
  imageUrl: string
  /** Profiles on other sites (Facebook, Yelp …); empty ones are left out. */
  profiles: readonly Text[]
}

/**
 * The business as schema.org LocalBusiness, with only what the site knows to be true: no review ratings, since
 * self-published review markup is not something search engines accept from the business itself.
 */
export function localBusinessJsonLd(b: BusinessInput) {
  const sameAs = b.profiles.filter((p): p is string => Boolean(p?.trim()))
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${b.url}#business`,
    name: b.name,
    url: b.url,
    logo: b.logoUrl,
    image: b.imageUrl,
    telephone: b.telephone || undefined,
    email: b.email || undefined,
    foundingDate: '2014',
    address: { '@type': 'PostalAddress', addressLocality: 'Walnut Creek', addressRegion: 'CA', addressCountry: 'US' },
    areaServed: ['East Bay', 'Peninsula', 'SF Bay Area'],
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  }
}
