import { draftMode, headers } from 'next/headers'

import { PAGE_SLUGS, type PageSlug } from '@/domain/pages/pageSlugs'
import { getPayloadClient } from '@/lib/payload'
import type { Page } from '@/payload-types'

import { cachedRead } from './cache/cachedRead'
import { CACHE_TAGS, pageTag } from './cache/tags'

/** Read as the given user (none: a visitor), who sees the published version only unless staff and `draft`. */
async function readPage(slug: PageSlug, options: { draft: boolean; headers?: Headers }): Promise<Page | null> {
  const payload = await getPayloadClient()
  const user = options.headers ? (await payload.auth({ headers: options.headers })).user : null
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft: options.draft,
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** One cached read per page: each carries its own tag (and media's, for its logos), so an edit drops only that page. */
const publishedReads = Object.fromEntries(
  PAGE_SLUGS.map((slug) => [slug, cachedRead(() => readPage(slug, { draft: false }), `page-${slug}`, { tags: [pageTag(slug), CACHE_TAGS.media] })]),
) as Record<PageSlug, () => Promise<Page | null>>

/** A page's published version, as every visitor sees it. */
export const getPublishedPage = (slug: PageSlug): Promise<Page | null> => publishedReads[slug]()

/**
 * The page to render: in draft mode (the owner's preview, rendered per request and never cached) its latest draft,
 * read with the signed-in user's access, so a draft reaches nobody but staff; otherwise the published version.
 */
export async function loadPage(slug: PageSlug): Promise<{ page: Page | null; preview: boolean }> {
  const { isEnabled: preview } = await draftMode()
  const page = preview ? await readPage(slug, { draft: true, headers: await headers() }) : await getPublishedPage(slug)
  return { page, preview }
}
