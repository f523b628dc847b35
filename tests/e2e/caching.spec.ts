import { setTimeout as sleep } from 'node:timers/promises'

import type { APIRequestContext } from '@playwright/test'

import { SLOW_READ_MARKER } from '../../src/server/cache/slowReadMarker'
import { expect, test } from './fixtures'
import { whileDatabaseStopped } from './helpers/database'

const bookingBody = (scheduleId: number, email: string) => ({
  classType: 'adult',
  classScheduleId: scheduleId,
  contactInfo: { firstName: 'Cache', lastName: 'Check', email, phone: '(925) 555-0100' },
  participants: [],
  recaptchaToken: 'captcha-disabled',
})

/** The seats line of one class's card in the HTML of /public-classes, as a visitor's next request gets it. */
async function seatsShown(request: APIRequestContext, scheduleId: number): Promise<string> {
  const html = await (await request.get('/public-classes')).text()
  const card = html.slice(html.indexOf(`data-schedule-id="${scheduleId}"`))
  return /(?:Only )?\d+ spots? (?:left|available)/.exec(card.slice(0, card.indexOf('</article>')))?.[0] ?? ''
}

test('an FAQ edited in the CMS shows on /faq on the next request; the page is otherwise served from the cache', async ({ owner, request }) => {
  await request.get('/faq')
  const again = await request.get('/faq')
  expect(again.headers()['x-nextjs-cache']).toBe('HIT')
  // Shared caches must not keep it: only this server learns of an edit.
  expect(again.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')

  const { docs } = await owner.get<{ docs: { id: number; question: string }[] }>('/api/faqs?limit=1&depth=0&where[isPublished][equals]=true')
  const [faq] = docs
  const edited = `${faq.question.replace(/\?$/, '')} (edited ${Date.now()})?`
  try {
    await owner.patch(`/api/faqs/${faq.id}`, { question: edited })
    expect(await (await request.get('/faq')).text()).toContain(edited)
  } finally {
    await owner.patch(`/api/faqs/${faq.id}`, { question: faq.question })
  }
  expect(await (await request.get('/faq')).text()).not.toContain(edited)
})

test('an edit published while a page is rendering the old content shows within 5 seconds', async ({ owner, request }) => {
  // The server holds a cached read that returns SLOW_READ_MARKER for E2E_RENDER_DELAY_MS (3 s) after it has read.
  const shows = async (text: string) => (await (await request.get('/testimonials')).text()).includes(text)
  await shows('') // the page's code is loaded: the held render below reads at once
  const original = `Read before the edit ${Date.now()} ${SLOW_READ_MARKER}`
  const testimonial = await owner.create('testimonials', { name: 'Race Check', content: original, isPublished: true })
  const rendering = request.get('/testimonials')
  await sleep(1_000)

  const edited = `Published while the page rendered ${Date.now()}`
  await owner.patch(`/api/testimonials/${testimonial.id}`, { content: edited })
  const publishedAt = Date.now()
  expect((await (await rendering).text()).includes(original), 'the render read the testimonial before the edit').toBe(true)

  const within = Math.max(5_000 - (Date.now() - publishedAt), 1)
  await expect.poll(() => shows(edited), { timeout: within, intervals: [250] }).toBe(true)
})

test('a booking made shows in the seats on /public-classes within 5 seconds', async ({ owner, request }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 6, days: 30 })
  await expect.poll(() => seatsShown(request, scheduleId)).toBe('6 spots available')

  const response = await request.post('/api/create-booking', { data: bookingBody(scheduleId, `seats-${Date.now()}@example.com`) })
  expect(response.ok(), await response.text()).toBe(true)
  await expect.poll(() => seatsShown(request, scheduleId), { timeout: 5_000 }).toBe('5 spots available')
})

test('with PostgreSQL stopped, cached pages still answer, the API says 503, and a booking succeeds once it is back', async ({ owner, page, request }) => {
  test.setTimeout(240_000)
  const { scheduleId } = await owner.newSchedule({ spots: 4, days: 40 })
  for (const path of ['/', '/faq']) expect((await request.get(path)).status()).toBe(200)

  await whileDatabaseStopped(async () => {
    const home = await request.get('/')
    expect(home.status()).toBe(200)
    expect(await home.text()).toContain('Building Confidence, Staying Safe')
    const faq = await request.get('/faq')
    expect(faq.status()).toBe(200)
    expect(await faq.text()).toContain('Frequently Asked Questions')

    const booking = await request.post('/api/create-booking', { data: bookingBody(scheduleId, `outage-${Date.now()}@example.com`) })
    expect(booking.status()).toBe(503)
    expect(booking.headers()['retry-after']).toBe('30')
    const body = await booking.json()
    expect(body.code).toBe('SERVICE_UNAVAILABLE')
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|at .*\.js/)

    const missing = await page.goto('/no-such-page-during-outage')
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    await expect(page.locator('footer.site-footer')).toBeVisible()
  })

  // The same server, not restarted, reconnects by itself.
  await expect
    .poll(async () => (await request.post('/api/create-booking', { data: bookingBody(scheduleId, `after-outage-${Date.now()}@example.com`) })).status(), {
      timeout: 60_000,
    })
    .toBe(200)
})
