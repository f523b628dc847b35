import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import { PAGE_SLUGS, type PageSlug } from '@/domain/pages/pageSlugs'

const PAGES_DIR = fileURLToPath(new URL('./data/pages/', import.meta.url))
const LOGOS_DIR = path.resolve(fileURLToPath(new URL('../../public/images/logos/', import.meta.url)))

type PageData = RequiredDataFromCollectionSlug<'pages'>
type Block = NonNullable<PageData['layout']>[number]
/** A logo wall in the data files names its sample logos apart: they are demo content, seeded only with the demo data. */
type SeedBlock = Block & { demo?: { caption: string; logos: { file: string; alt: string }[] } }

type Ctx = { payload: Payload; req: () => Partial<PayloadRequest> }

/** Today's content of a page (src/seed/data/pages/{slug}.json: data, so the three program pages may share a shape). */
const pageData = (slug: PageSlug): Omit<PageData, 'layout'> & { layout: SeedBlock[] } =>
  JSON.parse(readFileSync(path.join(PAGES_DIR, `${slug}.json`), 'utf8'))

/**
 * Creates each page that does not exist yet, published, with today's content; a page the owner has (by slug) is left
 * as it is. With `demo`, logo walls get their sample logos (uploaded to media once, captioned as demo content);
 * without, they stay empty and are not shown. Returns how many pages and media were created.
 */
export async function seedPages(ctx: Ctx, { demo }: { demo: boolean }): Promise<{ pages: number; media: number }> {
  const created = { pages: 0, media: 0 }
  for (const slug of PAGE_SLUGS) {
    // System read and write: the seed has no user. A page only ever saved as a draft is in this table too.
    const existing = await ctx.payload.count({ collection: 'pages', where: { slug: { equals: slug } }, overrideAccess: true, req: ctx.req() })
    if (existing.totalDocs > 0) continue
    const { layout, ...page } = pageData(slug)
    const blocks: Block[] = []
    for (const { demo: sample, ...block } of layout) {
      if (block.blockType !== 'logoWall' || !sample || !demo) {
        blocks.push(block)
        continue
      }
      const logos = []
      for (const logo of sample.logos) logos.push({ logo: await sampleLogo(ctx, logo, created) })
      blocks.push({ ...block, logos, caption: sample.caption })
    }
    await ctx.payload.create({ collection: 'pages', data: { ...page, layout: blocks, _status: 'published' }, depth: 0, overrideAccess: true, req: ctx.req() })
    created.pages++
  }
  return created
}

/** A sample logo from public/images/logos in media, uploaded once (found again by its file name). */
async function sampleLogo(ctx: Ctx, { file, alt }: { file: string; alt: string }, created: { media: number }): Promise<number> {
  const found = await ctx.payload.find({ collection: 'media', where: { filename: { equals: file } }, limit: 1, depth: 0, overrideAccess: true, req: ctx.req() })
  if (found.docs[0]) return found.docs[0].id
  const doc = await ctx.payload.create({ collection: 'media', data: { alt }, filePath: path.join(LOGOS_DIR, file), depth: 0, overrideAccess: true, req: ctx.req() })
  created.media++
  return doc.id
}
