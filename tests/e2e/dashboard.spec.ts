import { readFile } from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import Papa from 'papaparse'

import { pacificDateTime } from '../../src/domain/cms/listColumnFormats'
import { formatCents } from '../../src/domain/bookings/pricing'
import { monthKey, monthLabel, weekOf } from '../../src/domain/reports/periods'
import { pacificDate } from '../../src/domain/time/pacific'
import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, type OwnerApi, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { bookAndPay } from './helpers/manage'

const SHOTS = process.env.SCREENSHOT_DIR

type Row = { status: string; totalCents: number; createdAt: string; paidAt?: string | null; refundedAt?: string | null }
const MADE = ['confirmed', 'cancelled', 'refunded', 'needs-review']

// The owner reads the dashboard in a browser set to UTC: the week is still Monday to Monday in Pacific time.
test.use({ timezoneId: 'UTC', viewport: { width: 1440, height: 900 } })

/** This week's bookings and revenue as the database has them, through the owner's REST API. */
async function thisWeekFromDatabase(owner: OwnerApi): Promise<{ bookings: number; revenueCents: number }> {
  const { from, to } = weekOf(new Date())
  const inWeek = (iso?: string | null) => Boolean(iso) && new Date(iso!) >= from && new Date(iso!) < to
  const { docs } = await owner.get<{ docs: Row[] }>('/api/bookings?limit=0&depth=0&select[status]=true&select[totalCents]=true&select[createdAt]=true&select[paidAt]=true&select[refundedAt]=true')
  const bookings = docs.filter((b) => MADE.includes(b.status) && inWeek(b.paidAt ?? b.createdAt)).length
  const paid = docs.filter((b) => inWeek(b.paidAt)).reduce((sum, b) => sum + b.totalCents, 0)
  const refunded = docs.filter((b) => b.status === 'refunded' && inWeek(b.refundedAt)).reduce((sum, b) => sum + b.totalCents, 0)
  return { bookings, revenueCents: paid - refunded }
}

/** The owner's token for what the fixture's API does not make (waiver versions, waitlist entries). */
async function ownerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: { ...DEMO_OWNER, recaptchaToken: 'captcha-disabled' } })
  expect(response.status()).toBe(200)
  return (await response.json()).token
}

const bookingsText = (n: number) => `${n} ${n === 1 ? 'booking' : 'bookings'}`

/** Serious accessibility problems in what this view adds (Payload's own navigation and header are Payload's). */
async function seriousViolations(page: Page, testId: string) {
  const results = await new AxeBuilder({ page }).include(`[data-testid="${testId}"]`).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test("the owner's first screen: this week's figures as the database has them, the chart and what needs the owner, without scrolling; a booking, a refund and a credit move them", async ({ page, owner, request }) => {
  await logIntoCms(page, DEMO_OWNER)
  await page.goto('/cms')
  const week = page.getByTestId('this-week')
  const before = await thisWeekFromDatabase(owner)
  await expect(week.getByTestId('this-week-bookings')).toHaveText(bookingsText(before.bookings))
  await expect(week.getByTestId('this-week-revenue')).toHaveText(formatCents(before.revenueCents))
  await expect(page.getByTestId('weekly-chart').locator('[data-week]')).toHaveCount(12)
  // Everything on the first screen at 1440 × 900: no scrolling needed.
  for (const id of ['this-week', 'this-month', 'weekly-chart', 'fill-rate-chart', 'coming-classes', 'needs-owner']) {
    await expect(page.getByTestId(id)).toBeInViewport({ ratio: 1 })
  }
  await expect(page.getByTestId('needs-owner').getByRole('heading', { name: /Bookings needing review \(\d+\)/ })).toBeVisible()
  expect(await seriousViolations(page, 'owner-dashboard')).toEqual([])
  await page.screenshot({ path: 'test-results/dashboard-1440.png' })
  const issuedBefore = (await week.getByTestId('this-week-credits-issued').textContent()) ?? ''

  // A customer books and pays $75 (demo checkout) for a class in three days: it is on the coming week's list too.
  const { scheduleId } = await owner.newSchedule({ spots: 6, days: 3 })
  const bookingId = await bookAndPay(request, scheduleId)
  await page.reload()
  await expect(week.getByTestId('this-week-bookings')).toHaveText(bookingsText(before.bookings + 1))
  await expect(week.getByTestId('this-week-revenue')).toHaveText(formatCents(before.revenueCents + 7500))
  const row = page.getByTestId('coming-classes').locator(`tr[data-schedule-id="${scheduleId}"]`)
  await expect(row).toContainText('1 / 6')
  await expect(row.getByRole('link', { name: /Roster of/ })).toHaveAttribute('href', `/admin/attendance?classScheduleId=${scheduleId}`)

  // The owner refunds it in full from the booking: still a booking made this week, but the money went back.
  await page.goto(`/cms/collections/bookings/${bookingId}`)
  const actions = page.getByTestId('booking-actions')
  await expect(async () => {
    await actions.getByRole('button', { name: 'Cancel and refund in full' }).click({ timeout: 2_000 })
    await expect(actions.getByLabel(/^Reason/)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await actions.getByLabel(/^Reason/).fill('The customer moved away.')
  await actions.getByRole('button', { name: 'Yes: cancel and refund in full' }).click()
  await expect(actions.getByRole('status')).toContainText('is cancelled with a refund of $75.00. Demo booking: nothing was charged')
  await page.goto('/cms')
  await expect(week.getByTestId('this-week-bookings')).toHaveText(bookingsText(before.bookings + 1))
  await expect(week.getByTestId('this-week-revenue')).toHaveText(formatCents(before.revenueCents))
  await expect(week.getByTestId('this-week-refunded')).not.toHaveText('$0.00')

  // A $50 goodwill credit: counted as credit issued, not as revenue.
  await owner.create('class-credits', { amountCents: 5000, customerEmail: 'goodwill@example.com', reason: 'A goodwill gesture', dontEmailCustomer: true })
  await page.reload()
  await expect(week.getByTestId('this-week-credits-issued')).not.toHaveText(issuedBefore)
  await expect(week.getByTestId('this-week-revenue')).toHaveText(formatCents(before.revenueCents))
  expect(await thisWeekFromDatabase(owner)).toEqual({ bookings: before.bookings + 1, revenueCents: before.revenueCents })
})

test('the Reports view: a month per class and per class type, its CSV for the owner only', async ({ page, request }) => {
  await logIntoCms(page, DEMO_OWNER)
  await page.goto('/cms')
  await page.getByRole('link', { name: 'Monthly reports' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Reports: \w+ \d{4}$/ })).toBeVisible()
  await expect(page.getByTestId('month-totals')).toBeVisible()
  expect(await seriousViolations(page, 'month-report')).toEqual([])
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /as CSV$/ }).click()
  expect((await download).suggestedFilename()).toMatch(/^report_\d{4}-\d{2}\.csv$/)
  // Signed out, the CSV is refused by the server, not only hidden.
  expect((await request.get('/api/owner/month-report.csv?month=2026-11')).status()).toBe(401)
})

test("'Needs you' lists an open waitlist offer (who, which class, until when in Pacific) and a coming class with an unsigned waiver; each opens its record", async ({ page, owner, request }) => {
  const headers = { Authorization: `JWT ${await ownerToken(request)}` }
  // Bookings made from now on are asked to sign this waiver.
  const written = await request.post('/api/waiver-versions', { headers, data: { text: 'I take part in self-defense training at my own risk.' } })
  expect(written.status(), await written.text()).toBe(201)
  const { scheduleId } = await owner.newSchedule({ spots: 1, days: 3 })
  await bookAndPay(request, scheduleId)
  const { docs: schedules } = await owner.get<{ docs: { startTime: string; class: { name: string } }[] }>(`/api/schedules?where[id][equals]=${scheduleId}&depth=1`)
  const { startTime, class: klass } = schedules[0]
  // The class is full; Grace Hopper's party was offered a freed seat until tomorrow.
  const offeredUntil = new Date(Date.now() + 86400_000)
  offeredUntil.setUTCSeconds(0, 0)
  const entry = await request.post('/api/waitlist-entries', {
    headers,
    data: {
      schedule: scheduleId,
      position: 1,
      status: 'offered',
      classType: 'adult',
      seats: 1,
      contactFirstName: 'Grace',
      contactLastName: 'Hopper',
      contactEmail: `grace-${Date.now()}@example.com`,
      contactPhone: '9255550102',
      offeredUntil: offeredUntil.toISOString(),
    },
  })
  expect(entry.status(), await entry.text()).toBe(201)
  const { doc: offer } = (await entry.json()) as { doc: { id: number } }

  try {
    await logIntoCms(page, DEMO_OWNER)
    await page.goto('/cms')
    const needs = page.getByTestId('needs-owner')
    const offers = needs.locator('[data-need="offers"]')
    const offerLink = offers.getByRole('link', { name: `Grace Hopper (${klass.name}, ${pacificDateTime(startTime)}), offered until ${pacificDateTime(offeredUntil.toISOString())} Pacific` })
    await expect(offerLink).toBeVisible()
    const waivers = needs.locator('[data-need="waivers"]')
    const waiverLink = waivers.getByRole('link', { name: `${klass.name}, ${pacificDateTime(startTime)}: 1 participant not signed` })
    await expect(waiverLink).toBeVisible()
    await expect(page.getByTestId('needs-owner')).toBeInViewport({ ratio: 1 })
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-1440.png` })

    await offerLink.click()
    await expect(page).toHaveURL(new RegExp(`/cms/collections/waitlist-entries/${offer.id}$`))
    await page.goto('/cms')
    await waiverLink.click()
    await expect(page).toHaveURL(new RegExp(`/admin/attendance\\?classScheduleId=${scheduleId}$`))
    await expect(page.getByText('not signed').first()).toBeVisible()
  } finally {
    expect((await request.delete(`/api/waitlist-entries/${offer.id}`, { headers })).ok()).toBe(true)
  }
})

test('the month report keeps a cancelled class, marked, with the money still held; its CSV has ISO dates and a totals row for the month', async ({ page, owner, request }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 6, days: 3 })
  await bookAndPay(request, scheduleId)
  // The studio cancels the class: the customer is offered a refund or a move; until they choose, the $75 is held.
  await owner.patch(`/api/schedules/${scheduleId}`, { isCancelled: true })
  const { docs } = await owner.get<{ docs: { startTime: string; class: { name: string } }[] }>(`/api/schedules?where[id][equals]=${scheduleId}&depth=1`)
  const { startTime, class: klass } = docs[0]
  const month = monthKey(new Date(startTime))

  await logIntoCms(page, DEMO_OWNER)
  await page.goto(`/cms/reports?month=${month}`)
  const row = page.locator(`tr[data-schedule-id="${scheduleId}"]`)
  await expect(row).toHaveAttribute('data-cancelled', 'true')
  await expect(row).toContainText(`${klass.name} (cancelled)`)
  await expect(row.locator('td').nth(6)).toHaveText('$75.00') // Still held
  await expect(page.locator(`tr[data-month-total="${month}"]`)).toContainText('All classes')
  await row.scrollIntoViewIfNeeded()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-1440.png` })

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: `Download ${monthLabel(month)} as CSV` }).click()
  const rows = Papa.parse<string[]>((await readFile((await (await download).path())!, 'utf8')).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data
  const [header] = rows
  const cell = (r: string[], column: string) => r[header.indexOf(column)]
  const cancelled = rows.find((r) => r[0] === klass.name)!
  expect([cell(cancelled, 'Date'), cell(cancelled, 'Status'), cell(cancelled, 'Paid'), cell(cancelled, 'Refunded'), cell(cancelled, 'Still held')]).toEqual([
    pacificDate(new Date(startTime)),
    'Cancelled',
    '$75.00',
    '$0.00',
    '$75.00',
  ])
  // Every class's date is ISO, so a spreadsheet sorts them; the last row is the month's total.
  const dated = rows.slice(1).filter((r) => cell(r, 'Date'))
  expect(dated.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(cell(r, 'Date')))).toBe(true)
  expect(rows.at(-1)?.[0]).toBe(`Total ${monthLabel(month)}: ${dated.length} ${dated.length === 1 ? 'class' : 'classes'}`)
})

for (const width of [1280, 390]) {
  test(`the dashboard and the reports at ${width} px (screenshots)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await logIntoCms(page, DEMO_OWNER)
    await page.goto('/cms')
    await expect(page.getByTestId('weekly-chart')).toBeVisible()
    await page.screenshot({ path: `test-results/dashboard-${width}.png`, fullPage: true })
    await page.goto('/cms/reports')
    await expect(page.getByTestId('month-totals')).toBeVisible()
    await page.screenshot({ path: `test-results/reports-${width}.png`, fullPage: true })
  })
}
