import { Forbidden, type Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import type { BlockContext } from '@/blocks/context'
import { LogoWallBlockComponent } from '@/blocks/LogoWall/Component'
import { StatsBlockComponent } from '@/blocks/Stats/Component'
import { RenderHero } from '@/blocks/heros/RenderHero'
import type { LogoWallBlock, Page, StatsBlock } from '@/payload-types'
import { seedPages } from '@/seed/pages'
import { getPublishedPage } from '@/server/pages'

import { makeUser, type TestUser } from '../helpers/factories'
import { graphql, rest } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let owner: TestUser

const context: BlockContext = {
  site: { businessName: 'Test Studio', phone: '(925) 555-0199', email: 'hello@swsd.test' },
  consultationUrl: 'https://calendly.example/free',
  captchaSiteKey: null,
}

/** What a visitor's page shows: the published page (read as the public pages read it) rendered by the block components. */
async function visitorSees(slug: Page['slug']): Promise<string> {
  const page = await getPublishedPage(slug)
  if (!page) return ''
  const html = [renderToStaticMarkup(createElement(RenderHero, { hero: page.hero, context }))]
  for (const block of page.layout ?? []) {
    if (block.blockType === 'stats') html.push(renderToStaticMarkup(createElement(StatsBlockComponent, { block: block as StatsBlock })))
    if (block.blockType === 'logoWall') html.push(renderToStaticMarkup(createElement(LogoWallBlockComponent, { block: block as LogoWallBlock })))
  }
  return html.join('\n')
}

const ownerFinds = async (slug: Page['slug'], draft: boolean) =>
  (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, draft, user: owner, overrideAccess: false, depth: 1 })).docs[0]

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await makeUser(payload, 'owner')
  // The demo seed: today's five pages, published, with the sample logos.
  await seedPages({ payload, req: () => ({}) }, { demo: true })
})

describe('pages from blocks', () => {
  it('seeds the five pages with today\'s texts, and the sample logos captioned as demo content', async () => {
    expect(await visitorSees('home')).toContain('Building Confidence, Staying Safe')
    const workplace = await visitorSees('workplace-safety')
    expect(workplace).toContain('alt="Bay Tech Co."')
    expect(workplace).toContain('Demo content')
    expect((await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs).toBe(5)
  })

  it('an owner\'s edit of the hero title, a stat and a logo changes what visitors see', async () => {
    const page = (await ownerFinds('workplace-safety', false))!
    const logo = await payload.create({
      collection: 'media',
      data: { alt: 'Contra Costa Clinic' },
      file: { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1"/>'), mimetype: 'image/svg+xml', name: 'clinic.svg', size: 60 },
      user: owner,
      overrideAccess: false,
    })
    const layout = page.layout!.map((block) => {
      if (block.blockType === 'logoWall') return { ...block, logos: [{ logo: logo.id, link: 'https://clinic.example' }] }
      return block
    })
    const stats = { blockType: 'stats' as const, background: 'plain' as const, label: 'Our record', items: [{ value: '3000+', label: 'employees trained' }] }
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { hero: { ...page.hero, title: 'Safer Teams, Every Shift' }, layout: [stats, ...layout], _status: 'published' },
      user: owner,
      overrideAccess: false,
    })

    const seen = await visitorSees('workplace-safety')
    expect(seen).toContain('Safer Teams, Every Shift')
    expect(seen).not.toContain('Workplace Safety Training</h1>')
    expect(seen).toContain('3000+')
    expect(seen).toContain('alt="Contra Costa Clinic"')
    expect(seen).toContain('href="https://clinic.example"')
    expect(seen).not.toContain('Bay Tech Co.')
  })

  it('a draft shows to staff only; visitors (Local API, REST, GraphQL) see the published page until it is published', async () => {
    const page = (await ownerFinds('cbo', false))!
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { hero: { ...page.hero, title: 'Draft: Community Title' }, _status: 'draft' },
      draft: true,
      user: owner,
      overrideAccess: false,
    })

    expect((await ownerFinds('cbo', true))!.hero.title).toBe('Draft: Community Title')
    expect(await visitorSees('cbo')).toContain('Self-Defense for Community Groups')
    expect(await visitorSees('cbo')).not.toContain('Draft: Community Title')
    const anonymousDraft = await payload.find({ collection: 'pages', where: { slug: { equals: 'cbo' } }, draft: true, overrideAccess: false })
    expect(anonymousDraft.docs.map((doc) => doc.hero.title)).not.toContain('Draft: Community Title')

    const restBody = JSON.stringify(await (await rest('/api/pages?draft=true&where[slug][equals]=cbo')).json())
    expect(restBody).not.toContain('Draft: Community Title')
    expect((await rest(`/api/pages/${page.id}?draft=true`)).status).not.toBe(500)
    expect(JSON.stringify(await (await rest(`/api/pages/${page.id}?draft=true`)).json())).not.toContain('Draft: Community Title')
    expect((await rest('/api/pages/versions')).status).toBe(403)
    const drafts = await graphql('{ Pages(draft: true) { docs { hero { title } } } }')
    expect(JSON.stringify(drafts.data)).not.toContain('Draft: Community Title')
    const versions = await graphql('{ versionsPages { docs { version { hero { title } } } } }')
    expect(versions.data?.versionsPages).toBeNull()
    expect(versions.errors?.[0]?.message).toMatch(/not allowed/)
    expect(JSON.stringify((await graphql('{ Pages { docs { hero { title } } } }')).data)).toContain('Self-Defense for Community Groups')

    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' }, draft: false, user: owner, overrideAccess: false })
    expect(await visitorSees('cbo')).toContain('Draft: Community Title')
  })

  it('only the owner edits a page; an instructor reads its draft but cannot save it', async () => {
    const instructor = await makeUser(payload, 'instructor')
    const page = (await ownerFinds('about', false))!
    await expect(
      payload.update({ collection: 'pages', id: page.id, data: { title: 'Instructor edit' }, user: instructor, overrideAccess: false }),
    ).rejects.toThrow(Forbidden)
    const drafts = await payload.find({ collection: 'pages', draft: true, user: instructor, overrideAccess: false, limit: 0 })
    expect(drafts.docs.map((doc) => doc.slug)).toContain('about')
    expect((await ownerFinds('about', false))!.title).toBe(page.title)
  })

  it('restoring an earlier version puts the page back as it was', async () => {
    const page = (await ownerFinds('private-classes', false))!
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { hero: { ...page.hero, title: 'A Mistaken Title' }, _status: 'published' },
      user: owner,
      overrideAccess: false,
    })
    expect(await visitorSees('private-classes')).toContain('A Mistaken Title')

    const versions = await payload.findVersions({
      collection: 'pages',
      where: { and: [{ parent: { equals: page.id } }, { 'version.hero.title': { equals: 'Private Self-Defense Training' } }] },
      sort: '-updatedAt',
      limit: 1,
      user: owner,
      overrideAccess: false,
    })
    expect(versions.docs).toHaveLength(1)
    await payload.restoreVersion({ collection: 'pages', id: versions.docs[0].id, user: owner, overrideAccess: false })

    const seen = await visitorSees('private-classes')
    expect(seen).toContain('Private Self-Defense Training')
    expect(seen).not.toContain('A Mistaken Title')
  })
})
