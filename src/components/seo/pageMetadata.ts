import type { Metadata } from 'next'

import { env } from '@/lib/env'
import type { SiteSetting } from '@/payload-types'

import { localBusinessJsonLd } from './localBusinessJsonLd'
import { ogTitleKey } from './ogImageKey'

export const SITE_NAME = 'SWSD Self-Defense'

/** The size of every social image (next/og routes under src/app/og). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** Where a page's social image is drawn: its title, signed so that no other text can be drawn there. */
export const pageImagePath = (title: string): string => `/og/page/${ogTitleKey(title, env.PAYLOAD_SECRET)}`

/** Where an upcoming class's social image is drawn: class name, date and city. */
export const classImagePath = (scheduleId: number): string => `/og/class/${scheduleId}`

/** The OpenGraph and Twitter fields every page carries; a page's own OpenGraph replaces the layout's, so each page states them. */
export function socialMetadata({ title, description, path, image }: { title: string; description?: string; path: string; image: string }): Metadata {
  const images = [{ url: image, ...OG_IMAGE_SIZE, type: 'image/png', alt: title }]
  return {
    openGraph: { title, description, url: path, siteName: SITE_NAME, type: 'website', locale: 'en_US', images },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  }
}

/** Title, description, canonical address, OpenGraph and Twitter card of one page, with its title drawn as its image. */
export function pageMetadata({ title, description, path, noindex = false }: { title: string; description: string; path: string; noindex?: boolean }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    ...socialMetadata({ title, description, path, image: pageImagePath(title) }),
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  }
}

/** The site's own image: the one of its home page. */
export const SITE_IMAGE_TITLE = 'Building Confidence, Staying Safe'

/** LocalBusiness structured data for search engines. */
export function organizationJsonLd(settings: SiteSetting, serverUrl: string) {
  const url = new URL('/', serverUrl).toString()
  return localBusinessJsonLd({
    name: settings.businessName,
    url,
    telephone: settings.phone,
    email: settings.email,
    logoUrl: new URL('/images/logo.svg', serverUrl).toString(),
    imageUrl: new URL(pageImagePath(SITE_IMAGE_TITLE), serverUrl).toString(),
    profiles: [settings.links?.facebook, settings.links?.instagram, settings.links?.linkedin, settings.links?.yelp],
  })
}
