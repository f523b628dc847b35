import { readFile } from 'node:fs/promises'

import type { APIRequestContext, Page } from '@playwright/test'
import pg from 'pg'

import { E2E_DATABASE_URL_FILE } from '../../playwright.config'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, type OwnerApi, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { bookAndPay } from './helpers/manage'

/**
 * The owner adds a person to a waiting party in /cms: the entry's seats follow its party, so the list offers only
 * what the whole party fits, and no offer books more seats than the class has.
 */

const SHOTS = process.env.SCREENSHOT_DIR
type Entry = { id: number; status: string; seats: number; offerBooking: number | null }

test.use({ viewport: { width: 1440, height: 900 } })

async function join(request: APIRequestContext, scheduleId: number, friends = 0): Promise<string> {
  const email = `ada-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`
  const joined = await request.post('/api/waitlist/join', {
    data: {
      classType: 'adult',
      classScheduleId: scheduleId,
      contactInfo: { firstName: 'Ada', lastName: 'Hopper', email, phone: '(925) 555-0101' },
      participants: Array.from({ length: friends }, (_, i) => ({ firstName: `Friend${i + 1}`, lastName: 'Hopper' })),
      recaptchaToken: 'captcha-disabled',
    },
  })
  expect(joined.status(), await joined.text()).toBe(200)
  privatePage.set(email, ((await joined.json()) as { path: string }).path)
  return email
}

/** Each entry's private page, by its contact email. */
const privatePage = new Map<string, string>()

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/** An offer's time runs out (as its hours passing would): set in the database, no hook hears of it. */
async function endOffer(bookingId: number) {
  const client = new pg.Client({ connectionString: (await readFile(E2E_DATABASE_URL_FILE, 'utf8')).trim() })
  await client.connect()
  try {
    await client.query("update bookings set hold_expires_at = now() - interval '1 minute' where id = $1", [bookingId])
    await client.query("update waitlist_entries set offered_until = now() - interval '1 minute' where offer_booking_id = $1", [bookingId])
  } finally {
    await client.end()
  }
}

const entryOf = async (owner: OwnerApi, email: string): Promise<Entry> =>
  (await owner.get<{ docs: Entry[] }>(`/api/waitlist-entries?where[contactEmail][equals]=${encodeURIComponent(email)}&depth=0`)).docs[0]

test('adding a person to a waiting party in /cms makes it 2 seats: one more seat is not offered to it (no 2 of 1 oversold)', async ({ page, request, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 1, days: 30 })
  await bookAndPay(request, scheduleId)
  const ada = await join(request, scheduleId)
  const entry = await entryOf(owner, ada)
  expect(entry).toMatchObject({ status: 'waiting', seats: 1 })

  await logIntoCms(page, DEMO_OWNER)
  await page.goto(`/cms/collections/waitlist-entries/${entry.id}`)
  await page.getByRole('button', { name: /Add Party/ }).click()
  await page.locator('#field-party__0__firstName').fill('Grace')
  await page.locator('#field-party__0__lastName').fill('Hopper')
  await page.locator('#field-party__0__ageGroup').click()
  await page.getByRole('option', { name: '16+', exact: true }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByTestId('save-report')).toContainText('The party now needs 2 seats together.')
  await expect(page.getByTestId('waitlist-history')).toContainText('Party changed in /cms: now 2 seats')
  await expect(page.locator('#field-seats')).toHaveValue('2')
  await page.evaluate(() => window.scrollTo(0, 0))
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/waitlist-entry-party-2-seats-1440.png`, fullPage: true })

  expect(await entryOf(owner, ada)).toMatchObject({ status: 'waiting', seats: 2 })
  // One more seat in the class: the party of two does not fit it, so nothing is held for it.
  await owner.patch(`/api/schedules/${scheduleId}`, { availableSpots: 2 })
  const after = await entryOf(owner, ada)
  expect(after).toMatchObject({ status: 'waiting', seats: 2, offerBooking: null })
  const held = await owner.get<{ totalDocs: number }>(`/api/bookings?where[schedule][equals]=${scheduleId}&where[status][equals]=held&depth=0`)
  expect(held.totalDocs).toBe(0)
})

test('a customer on a phone: the schedule counts the people waiting, and a lapsed offer page says nothing was charged without claiming where the seats went', async ({ page, request, owner }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const { scheduleId } = await owner.newSchedule({ spots: 1, days: 3 })
  await bookAndPay(request, scheduleId)
  const pair = await join(request, scheduleId, 1)
  await join(request, scheduleId)

  await page.goto('/public-classes')
  const card = page.locator(`article[data-schedule-id="${scheduleId}"]`)
  await expect(card).toContainText('Full — 3 people waiting')
  expect(await fitsThePhone(page)).toBe(true)
  await card.scrollIntoViewIfNeeded()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/schedule-full-people-waiting-390.png` })

  // Two more seats: the pair at the top is offered them; its offer then runs out unpaid.
  await owner.patch(`/api/schedules/${scheduleId}`, { availableSpots: 3 })
  const offered = await entryOf(owner, pair)
  expect(offered.status).toBe('offered')
  await endOffer(offered.offerBooking!)
  // The next visitor's booking settles the class first: the lapsed offer's seats go down the list before the public.
  await request.post('/api/create-booking', {
    data: {
      classType: 'adult',
      classScheduleId: scheduleId,
      contactInfo: { firstName: 'Bo', lastName: 'Lee', email: `bo-${Date.now()}@example.com`, phone: '(925) 555-0102' },
      participants: [],
      recaptchaToken: 'captcha-disabled',
    },
  })
  expect((await entryOf(owner, pair)).status).toBe('lapsed')

  await page.goto(privatePage.get(pair)!)
  await expect(page.getByTestId('waitlist-status')).toHaveText('The offer ended')
  await expect(page.getByText('The seats held for you were not paid for in time, so the offer has ended. Nothing was charged.')).toBeVisible()
  await expect(page.getByText('went to the next person')).toHaveCount(0)
  expect(await fitsThePhone(page)).toBe(true)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/waitlist-lapsed-390.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/waitlist-lapsed-1280.png`, fullPage: true })
})
