import type { APIRequestContext } from '@playwright/test'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, type OwnerApi, test } from './fixtures'
import { logIntoCms } from './helpers/cms'

type PageDoc = { id: number; title: string; hero: { title: string } }

async function pageBySlug(owner: OwnerApi, slug: string): Promise<PageDoc> {
  const { docs } = await owner.get<{ docs: PageDoc[] }>(`/api/pages?where[slug][equals]=${slug}&depth=0`)
  expect(docs).toHaveLength(1)
  return docs[0]
}

/** Publishes the page's current title again: a test's draft never outlives it. */
const publishTitle = (owner: OwnerApi, page: PageDoc) => owner.patch(`/api/pages/${page.id}`, { hero: page.hero, _status: 'published' })

const frameAncestors = (csp: string | undefined) => csp?.split('; ').find((d) => d.startsWith('frame-ancestors '))

async function anonymousHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.ok()).toBe(true)
  return { html: await response.text(), headers: response.headers() }
}

test.describe('pages from the CMS: preview', () => {
  test('the owner opens live preview from /cms and sees an unsaved title change in the frame; visitors never do', async ({ page, owner, request }) => {
    const cbo = await pageBySlug(owner, 'cbo')
    const draftTitle = `Live preview title ${Date.now()}`
    try {
      await logIntoCms(page, DEMO_OWNER)
      await page.goto(`/cms/collections/pages/${cbo.id}`)
      await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
      const frame = page.frameLocator('#live-preview-iframe')
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(cbo.hero.title)

      await page.locator('#field-hero__title').fill(draftTitle)
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
      await expect(frame.getByRole('status')).toContainText('Preview')

      // In the owner's browser the page is in preview: framed by /cms only, kept by no cache, with the draft.
      const preview = (await page.goto('/cbo'))!
      expect(frameAncestors(preview.headers()['content-security-policy'])).toBe("frame-ancestors 'self'")
      expect(preview.headers()['x-frame-options']).toBe('SAMEORIGIN')
      expect(preview.headers()['cache-control']).toContain('no-store')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)

      // A visitor's copy: the published page, framed by nobody.
      const visitor = await anonymousHtml(request, '/cbo')
      expect(visitor.html).not.toContain(draftTitle)
      expect(visitor.html).toContain(cbo.hero.title)
      expect(frameAncestors(visitor.headers['content-security-policy'])).toBe("frame-ancestors 'none'")
      expect(visitor.headers['x-frame-options']).toBe('DENY')

      // Exit preview: the same browser sees the published page again.
      await page.getByRole('link', { name: 'Exit preview' }).click()
      await expect(page).toHaveURL(/\/cbo$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cbo.hero.title)
      await expect(page.getByRole('link', { name: 'Exit preview' })).toHaveCount(0)
    } finally {
      await publishTitle(owner, cbo)
    }
  })

  test('a draft page is read by nobody anonymous: REST, GraphQL and the page itself', async ({ owner, request }) => {
    const about = await pageBySlug(owner, 'about')
    const draftTitle = `Draft about title ${Date.now()}`
    try {
      await owner.patch(`/api/pages/${about.id}?draft=true`, { hero: { ...about.hero, title: draftTitle } })
      const asOwner = await owner.get<{ docs: PageDoc[] }>(`/api/pages?draft=true&where[slug][equals]=about&depth=0`)
      expect(asOwner.docs[0].hero.title).toBe(draftTitle)

      const rest = await (await request.get('/api/pages?draft=true&where[slug][equals]=about')).json()
      expect(rest.docs).toEqual([])
      const byId = await request.get(`/api/pages/${about.id}?draft=true`)
      expect(await byId.text()).not.toContain(draftTitle)
      expect((await request.get('/api/pages/versions')).status()).toBe(403)

      const graphql = await request.post('/api/graphql', {
        data: { query: '{ Pages(draft: true, where: { slug: { equals: about } }) { docs { hero { title } } } }' },
      })
      expect((await graphql.json()).data.Pages.docs).toEqual([])

      expect((await anonymousHtml(request, '/about')).html).not.toContain(draftTitle)
    } finally {
      await publishTitle(owner, about)
    }
  })
})
