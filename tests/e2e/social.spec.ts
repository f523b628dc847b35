import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'

/** Every public page visitors reach from the navigation and footer, and the policy and prep pages they are sent to. */
const PUBLIC_PAGES = [
  '/',
  '/public-classes',
  '/private-classes',
  '/workplace-safety',
  '/cbo',
  '/testimonials',
  '/contact',
  '/about',
  '/faq',
  '/privacy-policy',
  '/public-class-policies',
  '/private-class-policies',
  '/private-class-prep',
]

type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[] }

const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first()

/** The width and height a PNG declares in its IHDR chunk, after checking the PNG signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Asserts the page's OpenGraph and Twitter tags and its image; returns the image address. */
async function expectSocialTags(page: Page, request: APIRequestContext, path: string, origin: string): Promise<string> {
  await expect(meta(page, 'og:title')).toHaveAttribute('content', /.+/)
  const url = (await meta(page, 'og:url').getAttribute('content')) ?? ''
  expect(url.replace(/\/$/, ''), `${path}: og:url`).toBe(`${origin}${path}`.replace(/\/$/, ''))
  await expect(meta(page, 'og:site_name')).toHaveAttribute('content', 'SWSD Self-Defense')
  await expect(meta(page, 'og:type')).toHaveAttribute('content', 'website')
  await expect(meta(page, 'og:locale')).toHaveAttribute('content', 'en_US')
  await expect(meta(page, 'og:image:width')).toHaveAttribute('content', '1200')
  await expect(meta(page, 'og:image:height')).toHaveAttribute('content', '630')
  await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary_large_image')
  await expect(meta(page, 'twitter:image')).toHaveAttribute('content', /^https?:\/\//)
  const image = (await meta(page, 'og:image').getAttribute('content'))!
  expect(image.startsWith(`${origin}/og/`), `${path}: ${image}`).toBe(true)
  expect(image).not.toContain('/cached/')

  const response = await request.get(image)
  expect(response.status(), `${path}: ${image}`).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 })
  return image
}

/** Every JSON-LD document of the page, parsed (a parse error fails the test), flattened out of @graph. */
async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
  return documents.flatMap((doc) => {
    expect(doc['@context']).toBe('https://schema.org')
    return (doc['@graph'] as JsonLdNode[] | undefined) ?? [doc]
  })
}

const ofType = (nodes: JsonLdNode[], type: string) => nodes.filter((n) => n['@type'] === type || (Array.isArray(n['@type']) && n['@type'].includes(type)))

/** The properties an Event needs for search engines' event results, with its offer's price and availability. */
function expectCompleteEvent(event: JsonLdNode, nodes: JsonLdNode[]) {
  const resolve = (ref: unknown) => {
    const id = (ref as { '@id'?: string })?.['@id']
    return (id ? nodes.find((n) => n['@id'] === id) : ref) as JsonLdNode
  }
  expect(event.name).toEqual(expect.any(String))
  expect(Date.parse(event.startDate as string)).not.toBeNaN()
  expect(event.eventStatus).toBe('https://schema.org/EventScheduled')
  expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
  const location = resolve(event.location)
  expect(location['@type']).toBe('Place')
  expect(location.address).toMatchObject({ '@type': 'PostalAddress', addressRegion: 'CA', addressCountry: 'US' })
  expect(resolve(event.organizer)).toMatchObject({ '@type': 'Organization', name: 'SWSD Self-Defense' })
  const offers = event.offers as JsonLdNode
  expect(offers['@type']).toBe('Offer')
  expect(offers.price).toMatch(/^\d+\.\d{2}$/)
  expect(offers.priceCurrency).toBe('USD')
  expect(['https://schema.org/InStock', 'https://schema.org/SoldOut']).toContain(offers.availability)
  expect(offers.url).toMatch(/^https?:\/\//)
}

test('every public page has its OpenGraph and Twitter tags, a 1200×630 PNG image and valid JSON-LD', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000)
  const images = new Set<string>()
  for (const path of PUBLIC_PAGES) {
    await page.goto(path)
    images.add(await expectSocialTags(page, request, path, baseURL!))

    const nodes = await jsonLdNodes(page)
    const [business] = ofType(nodes, 'LocalBusiness')
    expect(business, path).toMatchObject({ name: 'SWSD Self-Defense', telephone: '(925) 555-0142', address: { '@type': 'PostalAddress' } })
    expect(business).not.toHaveProperty('aggregateRating')

    if (path === '/faq') {
      const [faqPage] = ofType(nodes, 'FAQPage')
      const questions = faqPage.mainEntity as JsonLdNode[]
      expect(questions.length).toBeGreaterThan(3)
      for (const q of questions) {
        expect(q['@type']).toBe('Question')
        expect(q.name).toEqual(expect.any(String))
        expect(q.acceptedAnswer).toMatchObject({ '@type': 'Answer', text: expect.stringMatching(/\S/) })
      }
      await expect(page.getByText(questions[0].name as string).first()).toBeVisible()
    }
    if (path === '/public-classes') {
      const events = ofType(nodes, 'Event')
      expect(events.length).toBeGreaterThan(0)
      for (const event of events) expectCompleteEvent(event, nodes)
    }
  }
  // Each page shows its own title, so no two pages share an image.
  expect(images.size).toBe(PUBLIC_PAGES.length)
})

test("an upcoming class's booking and prep pages show its name, date and city, with its Event", async ({ page, request, baseURL, owner }) => {
  const className = `Social card class ${Date.now()}`
  const { classId, scheduleId } = await owner.newSchedule({ spots: 6, days: 20, class: { name: className, city: 'Danville' } })
  for (const path of [`/book-adult-class/${scheduleId}`, `/class-prep/${scheduleId}`]) {
    await page.goto(path)
    const image = await expectSocialTags(page, request, path, baseURL!)
    expect(image).toBe(`${baseURL}/og/class/${scheduleId}`)
    await expect(meta(page, 'og:title')).toHaveAttribute('content', new RegExp(className))
    await expect(meta(page, 'og:description')).toHaveAttribute('content', /in Danville/)

    const nodes = await jsonLdNodes(page)
    const events = ofType(nodes, 'Event')
    expect(events).toHaveLength(1)
    expect(events[0].name).toBe(className)
    expectCompleteEvent(events[0], nodes)
    expect((events[0].offers as JsonLdNode).price).toBe('75.00')
    expect((events[0].offers as JsonLdNode).availability).toBe('https://schema.org/InStock')
  }
  // The image is kept between shares and drawn again when the class changes.
  const image = async () => (await request.get(`/og/class/${scheduleId}`)).body()
  const before = await image()
  // Served from Next's cache on the next request, not drawn again.
  expect((await request.get(`/og/class/${scheduleId}`)).headers()['x-nextjs-cache']).toBe('HIT')
  await owner.patch(`/api/classes/${classId}`, { name: `${className} renamed` })
  await expect.poll(async () => (await image()).equals(before)).toBe(false)

  // A class that is not upcoming has no image of its own.
  expect((await request.get('/og/class/999999999')).status()).toBe(404)
  // Only titles the site signed are drawn.
  expect((await request.get('/og/page/SGVsbG8.AAAAAAAAAAAAAAAAAAAAAA')).status()).toBe(404)
})
