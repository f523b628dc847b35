import type { Metadata } from 'next'

import type { SiteSetting } from '@/payload-types'

/** Title, description, canonical address and OpenGraph of one page. */
export function pageMetadata({ title, description, path, noindex = false }: { title: string; description: string; path: string; noindex?: boolean }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, images: [{ url: '/images/og.svg', width: 1200, height: 630 }] },
    twitter: { card: 'summary_large_image', title, description },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  }
}

/** Organization / LocalBusiness structured data for search engines. */
export function organizationJsonLd(settings: SiteSetting, serverUrl: string) {
  const sameAs = [settings.links?.facebook, settings.links?.instagram, settings.links?.linkedin, settings.links?.yelp].filter(Boolean)
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'LocalBusiness'],
    name: settings.businessName,
    url: serverUrl,
    logo: new URL('/images/logo.svg', serverUrl).toString(),
    image: new URL('/images/og.svg', serverUrl).toString(),
    telephone: settings.phone,
    email: settings.email,
    foundingDate: '2014',
    address: { '@type': 'PostalAddress', addressLocality: 'Walnut Creek', addressRegion: 'CA', addressCountry: 'US' },
    areaServed: ['East Bay', 'Peninsula', 'SF Bay Area'],
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '5.0', bestRating: '5' , reviewCount: 43 },
    sameAs,
  }
}
