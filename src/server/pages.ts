import { draftMode, headers } from 'next/headers'
import type { PayloadRequest } from 'payload'

import { PAGE_SLUGS, type PageSlug } from '@/domain/pages/pageSlugs'
import { getPayloadClient } from '@/server/payloadClient'
import type { Page } from '@/payload-types'

import { staffFromHeaders } from './auth/requireStaff'
import { cachedRead } from './cache/cachedRead'
import { CACHE_TAGS, pageTag } from './cache/tags'

/** Read as `user` (null: a visitor), who sees the published version only unless staff and `draft`. */
async function readPage(slug: PageSlug, { draft, user }: { draft: boolean; user: PayloadRequest['user'] }): Promise<Page | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft,
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** One cached read per page: each carries its own tag (and media's, for its logos), so an edit drops only that page. */
const publishedReads = Object.fromEntries(
  PAGE_SLUGS.map((slug) => [slug, cachedRead(() => readPage(slug, { draft: false, user: null }), `page-${slug}`, { tags: [pageTag(slug), CACHE_TAGS.media] })]),
) as Record<PageSlug, () => Promise<Page | null>>

/** A page's published version, as every visitor sees it. */
export const getPublishedPage = (slug: PageSlug): Promise<Page | null> => publishedReads[slug]()

/**
 * The page to render: in draft mode (the owner's preview, rendered per request and never cached) the latest draft for
 * signed-in staff, and the published version for anyone else (a draft-mode cookie outliving the session shows no
 * draft); otherwise the published version from the cache.
 */
export async function loadPage(slug: PageSlug): Promise<{ page: Page | null; preview: boolean }> {
  const { isEnabled: preview } = await draftMode()
  if (!preview) return { page: await getPublishedPage(slug), preview }
  const payload = await getPayloadClient()
  const staff = await staffFromHeaders(payload, await headers())
  return { page: staff ? await readPage(slug, { draft: true, user: staff }) : await getPublishedPage(slug), preview }
}
