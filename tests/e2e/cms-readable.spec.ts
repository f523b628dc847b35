import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'

import { DEMO_INSTRUCTOR, DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'

// A browser in UTC, as the issue asks: /cms must still speak Pacific time and dollars.
test.use({ timezoneId: 'UTC' })

const SHOTS = process.env.SCREENSHOT_DIR
const WIDTHS = [1440, 390]

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('a booking reads in words, dollars and Pacific time: list, tabs, and a move in its history as a sentence', async ({ page, owner }) => {
  test.setTimeout(120_000)
  const from = await owner.newSchedule({ spots: 8, days: 30 })
  const to = await owner.newSchedule({ spots: 8, days: 37, class: { city: 'Danville' } })
  const booking = await owner.importBooking(from.scheduleId)
  await owner.post('/api/owner/booking-actions', { action: 'move', bookingId: booking.id, toScheduleId: to.scheduleId })

  await logIntoCms(page, DEMO_OWNER)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/cms/collections/bookings?where[id][equals]=${booking.id}`)
    const row = page.locator('table tbody tr').first()
    await expect(row).toContainText('Confirmed')
    await expect(row).toContainText('$150.00')
    await expect(row).toContainText('(925) 555-0199')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cms-bookings-list-${width}.png`, fullPage: true })

    await page.goto(`/cms/collections/bookings/${booking.id}`)
    for (const tab of ['Customer', 'Class', 'Participants', 'Payment', 'History']) await expect(page.getByRole('button', { name: tab, exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Customer', exact: true }).click()
    await expect(page.getByText('Reads (925) 555-0199')).toBeVisible()
    await page.getByRole('button', { name: 'Payment', exact: true }).click()
    await expect(page.locator('#field-totalCents')).toHaveValue('150.00')
    await expect(page.getByText('Stripe references')).toBeVisible()
    await expect(page.locator('#field-stripeSessionId')).toBeHidden()
    await page.getByRole('button', { name: 'Class', exact: true }).click()
    // A confirmed booking has no hold: its expiry is not shown.
    await expect(page.getByText('Hold expires (Pacific)')).toHaveCount(0)
    await page.getByRole('button', { name: 'History', exact: true }).click()
    const moved = page.getByText(/^Moved from \w{3} \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M Walnut Creek to \w{3} \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M Danville, by the owner \(owner@swsd\.example\)\.$/)
    await expect(moved).toBeVisible()
    await expect(page.getByText(/^Booking made for Pat Lee: Confirmed, 2 seats, \$150\.00/)).toBeVisible()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cms-booking-${width}.png`, fullPage: true })
  }
})

test('a goodwill credit in one step: dollars and a reason, and the customer is emailed its code on save', async ({ page, owner }) => {
  test.setTimeout(120_000)
  const customer = `goodwill-${Date.now()}@example.com`
  await logIntoCms(page, DEMO_OWNER)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/cms/collections/class-credits/create')
  await page.locator('#field-amountCents').fill('25.50')
  await page.getByRole('textbox', { name: 'Customer Email' }).fill(customer)
  await page.getByLabel('Reason').fill('The class started late.')
  await expect(page.getByText("Don't email the customer")).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/cms\/collections\/class-credits\/\d+/)

  const { docs } = await owner.get<{ docs: { id: number; codeHint: string; amountCents: number; remainingCents: number; reason: string }[] }>(
    `/api/class-credits?where[customerEmail][equals]=${encodeURIComponent(customer)}&depth=0`,
  )
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ amountCents: 2550, remainingCents: 2550, reason: 'The class started late.' })
  const emails = await owner.get<{ docs: { subject: string; text: string }[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(customer)}&depth=0`)
  // The code itself is kept only as a hash: the email carries it, the record its hint (CR-…-7KQ2).
  expect(emails.docs).toHaveLength(1)
  const emailed = /^A class credit for you: (CR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}) \(\$25\.50\)$/.exec(emails.docs[0].subject)?.[1]
  expect(emailed, emails.docs[0].subject).toBeTruthy()
  expect(docs[0].codeHint).toBe(`CR-…-${emailed!.slice(-4)}`)

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/cms/collections/class-credits/${docs[0].id}`)
    await expect(page.locator('#field-amountCents')).toHaveValue('25.50')
    await expect(page.getByText("Don't email the customer")).toHaveCount(0)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cms-credit-${width}.png`, fullPage: true })
  }
  await page.goto(`/cms/collections/class-credits?where[customerEmail][equals]=${encodeURIComponent(customer)}`)
  const row = page.locator('table tbody tr').first()
  await expect(row).toContainText('$25.50')
  await expect(row).toContainText('Active')
})

test('an instructor refused at /cms is sent back to the instructor area, which the CMS links too', async ({ page }) => {
  await logIntoCms(page, DEMO_INSTRUCTOR).catch(() => undefined)
  await page.goto('/cms')
  await expect(page.getByRole('heading', { name: 'The CMS is for the studio owner' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Attendance' })).toHaveAttribute('href', '/admin/attendance')
  expect(await seriousViolations(page)).toEqual([])
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cms-unauthorized-390.png` })
  await page.getByRole('link', { name: 'Attendance' }).click()
  await expect(page).toHaveURL(/\/admin\/attendance/)
  await expect(page.getByRole('navigation', { name: 'Instructor area' }).getByRole('link', { name: /CMS/ })).toHaveCount(0)
})

test('the owner moves between /cms and the instructor area both ways', async ({ page }) => {
  await logIntoCms(page, DEMO_OWNER)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/cms')
  // The CMS navigation is a drawer (closed, so inert, until opened): its links are read, then followed.
  const importLink = page.getByRole('navigation', { name: 'Instructor area' }).getByRole('link', { name: 'Import bookings' })
  await expect(importLink).toHaveAttribute('href', '/admin/import')
  await page.goto((await importLink.getAttribute('href'))!)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('navigation', { name: 'Instructor area' }).getByRole('link', { name: /CMS/ }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
})
