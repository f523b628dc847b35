import { createHmac, timingSafeEqual } from 'node:crypto'

import type { PageSlug } from '@/domain/pages/pageSlugs'
import { PREVIEW_ROUTE } from '@/domain/pages/preview'
import { env } from '@/lib/env'

/** Derived from PAYLOAD_SECRET: the preview route opens only from links the CMS made (and only for the owner). */
const previewSecret = () => createHmac('sha256', env.PAYLOAD_SECRET).update('page-preview').digest('base64url')

/** The address /cms opens for a page's preview and live preview: it turns draft mode on and shows the page. */
export const previewLink = (slug: PageSlug): string =>
  `${env.SERVER_URL}${PREVIEW_ROUTE}?${new URLSearchParams({ slug, secret: previewSecret() })}`

export function isPreviewSecret(value: string | null): boolean {
  const expected = Buffer.from(previewSecret())
  const given = Buffer.from(value ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
