import { expect, type Page, test } from '@playwright/test'

const HOUR = 3_600_000
const DAY = 24 * HOUR

const cards = (page: Page) => page.locator('article[data-schedule-id]')
const card = (page: Page, id: string) => page.locator(`article[data-schedule-id="${id}"]`)

/** The schema.org Events of the page: one JSON-LD @graph for all its classes. */
async function pageEvents(page: Page) {
  const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
  return documents.flatMap((data) => data['@graph'] ?? [data]).filter((data) => data['@type'] === 'Event')
}

test('the adult & teen tab is the default and lists upcoming classes with their details', async ({ page }) => {
  await page.goto('/public-classes')
  await expect(page.getByRole('link', { name: 'Adult & Teen Classes (Ages 15+)' })).toHaveAttribute('aria-current', 'page')
  const first = cards(page).first()
  await expect(first.getByRole('heading', { level: 3 })).toContainText('Adult & Teen Self-Defense')
  await expect(first.getByText('$75 per person', { exact: true })).toBeVisible()
  const mapLink = first.locator('a[href^="https://www.google.com/maps/search/"]')
  await expect(mapLink).toHaveAttribute('target', '_blank')
  await expect(mapLink).toHaveAccessibleDescription('Opens a map in a new tab')
  await expect(first.getByRole('link', { name: 'Register' }).first()).toHaveAttribute('href', /^\/book-adult-class\/\d+$/)
  await expect(page.getByRole('heading', { name: 'What to Expect' })).toBeVisible()
  for (const href of ['/private-classes', '/contact', '/faq']) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible()
  }

  const events = await pageEvents(page)
  // One Event per class on the page.
  expect(events.length).toBe(await cards(page).count())
  expect(events.every((e) => e['@type'] === 'Event' && e.offers.priceCurrency === 'USD')).toBe(true)
  // The demo's one full adult class is sold out; every other class is in stock.
  const full = cards(page).filter({ has: page.getByRole('button', { name: 'Class Full' }) })
  await expect(full).toHaveCount(1)
  const soldOut = events.filter((e) => e.offers.availability === 'https://schema.org/SoldOut')
  expect(soldOut.map((e) => e.name)).toEqual([await full.getByRole('heading', { level: 3 }).textContent()])
  expect(events.filter((e) => e.offers.availability === 'https://schema.org/InStock')).toHaveLength(events.length - 1)
})

test("the demo's full classes show who is waiting and 'Join Waitlist', on both tabs", async ({ page }) => {
  await page.goto('/public-classes')
  const adult = cards(page).filter({ has: page.getByRole('button', { name: 'Class Full' }) })
  await expect(adult.getByText('Full — 1 person waiting', { exact: true })).toBeVisible()
  await expect(adult.getByRole('link', { name: /^Join the waitlist for Adult & Teen Self-Defense — Concord/ })).toHaveAttribute('href', /^\/book-adult-class\/\d+$/)
  await page.getByRole('link', { name: 'Mother & Daughter Classes (Ages 12-15)' }).click()
  const md = cards(page).filter({ has: page.getByRole('button', { name: 'Class Full' }) })
  // A waiting pair is two people.
  await expect(md.getByText('Full — 2 people waiting', { exact: true })).toBeVisible()
  await md.getByRole('link', { name: /^Join the waitlist for Mother & Daughter Self-Defense — Pleasant Hill/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Join the waitlist:')
})

test("a full mother & daughter class shows 'Full' and a disabled 'Class Full'", async ({ page }) => {
  await page.goto('/public-classes')
  await page.getByRole('link', { name: 'Mother & Daughter Classes (Ages 12-15)' }).click()
  await expect(page).toHaveURL(/tab=mother-daughter/)
  const full = cards(page).filter({ has: page.getByRole('button', { name: 'Class Full' }) })
  await expect(full).toHaveCount(1)
  await expect(full.getByText('Full — 2 people waiting', { exact: true })).toBeVisible()
  await expect(full.getByRole('button', { name: 'Class Full' })).toBeDisabled()
  // Mother & daughter classes are priced per pair.
  await expect(full.getByText('$139 per pair', { exact: true })).toBeVisible()
  await expect(cards(page).filter({ hasText: 'Diablo Valley College' }).first().getByText('$99 per pair', { exact: true })).toBeVisible()
  // Another class of the same series still takes bookings.
  await expect(cards(page).getByRole('link', { name: 'Register' }).first()).toBeVisible()
  const events = await pageEvents(page)
  const soldOut = events.filter((e) => e.offers.availability === 'https://schema.org/SoldOut')
  expect(soldOut).toHaveLength(1)
  expect(soldOut[0].name).toBe(await full.getByRole('heading', { level: 3 }).textContent())
})

test('registration closes 4 hours before the start, by the browser clock', async ({ page }) => {
  await page.goto('/public-classes')
  const first = cards(page).first()
  const id = await first.getAttribute('data-schedule-id')
  const start = Date.parse((await first.locator('[data-start]').getAttribute('data-start'))!)
  await expect(card(page, id!).getByRole('link', { name: 'Register' })).toBeVisible()

  await page.clock.setFixedTime(new Date(start - 3 * HOUR))
  await page.reload()
  await expect(card(page, id!).getByRole('button', { name: 'Registration Closed' })).toBeDisabled()
  await expect(card(page, id!).getByText(/spots? (left|available)/)).toHaveCount(0)
  await expect(cards(page).nth(1).getByRole('link', { name: 'Register' })).toBeVisible()

  // One minute more than 4 hours before the start: still open.
  await page.clock.setFixedTime(new Date(start - 4 * HOUR - 60_000))
  await page.reload()
  await expect(card(page, id!).getByRole('link', { name: 'Register' })).toBeVisible()
})

test('a page left open closes registration when the time comes, without a reload', async ({ page }) => {
  await page.goto('/public-classes')
  const id = await cards(page).first().getAttribute('data-schedule-id')
  const start = Date.parse((await card(page, id!).locator('[data-start]').getAttribute('data-start'))!)
  await page.clock.install({ time: new Date(start - 4 * HOUR - 20_000) })
  await page.reload()
  await expect(card(page, id!).getByRole('link', { name: 'Register' })).toBeVisible()

  // The cards read the clock every 30 s; they change once 4 hours before the start has passed.
  await page.clock.fastForward(60_000)
  await expect(card(page, id!).getByRole('button', { name: 'Registration Closed' })).toBeDisabled()
})

test("a class whose registration opens later says 'Coming Soon' until it opens, in Pacific Time", async ({ page }) => {
  await page.goto('/public-classes')
  const soon = cards(page).filter({ hasText: 'Coming Soon' })
  await expect(soon).toHaveCount(1)
  // The demo's registration opens at a time an owner would choose: 9:00 AM.
  const opens = soon.getByText(/^Registration opens [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at 9:00 AM Pacific Time$/)
  await expect(opens).toBeVisible()
  await expect(soon.getByRole('link', { name: 'Register' })).toHaveCount(0)
  const id = await soon.getAttribute('data-schedule-id')

  // Its booking page says the same, and offers no form.
  const opensText = (await opens.textContent())!
  await page.goto(`/book-adult-class/${id}`)
  await expect(page.getByText(`${opensText}.`, { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0)
  await page.goto('/public-classes')

  await page.clock.setFixedTime(new Date(Date.now() + 15 * DAY))
  await page.reload()
  await expect(card(page, id!).getByRole('link', { name: 'Register' })).toBeVisible()
  await expect(card(page, id!).getByText('Coming Soon')).toHaveCount(0)
})

test('the city filter and both tabs work through the URL', async ({ page }) => {
  await page.goto('/public-classes')
  const cityNav = page.getByRole('navigation', { name: 'Filter by city' })
  await expect(cityNav.getByRole('link')).toHaveText(['All Cities', 'Concord', 'Walnut Creek'])

  await cityNav.getByRole('link', { name: 'Concord' }).click()
  await expect(page).toHaveURL(/city=Concord/)
  await expect(cityNav.getByRole('link', { name: 'Concord' })).toHaveAttribute('aria-current', 'page')
  const count = await cards(page).count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) await expect(cards(page).nth(i).getByText('Concord', { exact: true })).toBeVisible()

  // Switching tab keeps the city, still marked, though no mother & daughter class meets in Concord.
  await page.getByRole('link', { name: 'Mother & Daughter Classes (Ages 12-15)' }).click()
  await expect(page).toHaveURL(/tab=mother-daughter&city=Concord/)
  await expect(page.getByText('No upcoming Mother & Daughter Classes scheduled in Concord.')).toBeVisible()
  await expect(cityNav.getByRole('link')).toHaveText(['All Cities', 'Concord', 'Pleasant Hill', 'Walnut Creek'])
  await expect(cityNav.locator('[aria-current="page"]')).toHaveText('Concord')
  await cityNav.getByRole('link', { name: 'All Cities' }).click()
  await expect(page).toHaveURL(/\/public-classes\?tab=mother-daughter$/)
  await expect(cityNav.locator('[aria-current="page"]')).toHaveText('All Cities')
  await expect(cards(page).first()).toBeVisible()

  await page.goto('/public-classes?tab=mother-daughter')
  await expect(page.getByRole('navigation', { name: 'Filter by city' }).getByRole('link')).toHaveText([
    'All Cities',
    'Pleasant Hill',
    'Walnut Creek',
  ])
  // Community classes are private group registrations: on neither tab.
  await expect(page.getByText('Community Mother & Daughter Workshop')).toHaveCount(0)
})

test('on a phone the city filter is a dropdown', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/public-classes')
  await expect(page.getByRole('navigation', { name: 'Filter by city' })).toBeHidden()
  await page.getByRole('combobox', { name: 'City' }).selectOption('Walnut Creek')
  await expect(page).toHaveURL(/city=Walnut\+Creek|city=Walnut%20Creek/)
  await expect(cards(page).first().getByText('Walnut Creek', { exact: true })).toBeVisible()
  await expect(cards(page).filter({ hasText: 'Concord' })).toHaveCount(0)

  // A city the other tab lacks stays selected in the dropdown, as the list says.
  await page.getByRole('combobox', { name: 'City' }).selectOption('Concord')
  await expect(page).toHaveURL(/city=Concord/)
  await page.getByRole('link', { name: 'Mother & Daughter Classes (Ages 12-15)' }).click()
  await expect(page).toHaveURL(/tab=mother-daughter&city=Concord/)
  await expect(page.getByText('No upcoming Mother & Daughter Classes scheduled in Concord.')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Concord')
})

test('the prep page of a class in a yoga studio', async ({ page }) => {
  await page.goto('/public-classes?city=Walnut+Creek')
  const yoga = cards(page).filter({ hasText: 'Lotus Yoga Studio' }).first()
  const id = await yoga.getAttribute('data-schedule-id')

  await page.goto(`/class-prep/${id}`)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Ready for Adult & Teen Self-Defense — Walnut Creek')
  await expect(page.locator('[data-hero]')).toHaveAttribute('data-hero', 'adult')
  await expect(page.getByText('This class meets in a yoga studio: no outside food or drink, except water.')).toBeVisible()
  await expect(page.getByText('Lotus Yoga Studio')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open in Apple Maps' })).toHaveAttribute('href', /^https:\/\/maps\.apple\.com\/\?q=1250%20Locust%20St/)
  await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', /google\.com\/maps\/search/)
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:9255550142')
  await expect(page.getByRole('link', { name: /^Text / })).toHaveAttribute('href', 'sms:9255550142')
  await expect(page.getByText('Coach Dana Reyes').first()).toBeVisible()
})

test("an unknown class's prep page says 'Class Not Found'", async ({ page }) => {
  const response = await page.goto('/class-prep/999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Class Not Found' })).toBeVisible()
  await expect(page.getByText('Unable to load class information. Please contact us if this issue persists.')).toBeVisible()
  await expect(page.getByRole('link', { name: /Contact Us/ })).toHaveAttribute('href', 'tel:9255550142')
})

test('the policy pages state their figures', async ({ page }) => {
  await page.goto('/public-class-policies')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public Class Policies')
  await expect(page.getByText('costs $20')).toBeVisible()
  await expect(page.getByText('valid for 12 months')).toBeVisible()
  await expect(page.getByText('(72 hours)')).toBeVisible()
  await expect(page.getByText('at least 48 hours before')).toBeVisible()
  // Substitutions as the manage page makes them: by the customer, through the manage link, until the class starts.
  await expect(page.getByText('Change the participant\'s name yourself with the "Manage your booking" link')).toBeVisible()
  await expect(page.getByText(/email us the substitute/i)).toHaveCount(0)
  await page.getByRole('link', { name: 'private class policies' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Private Class Policies')
  await expect(page.getByText('A 50% deposit')).toBeVisible()
  await expect(page.getByText('336 hours')).toBeVisible()
  await expect(page.getByText('$50 rebooking fee').first()).toBeVisible()
})
