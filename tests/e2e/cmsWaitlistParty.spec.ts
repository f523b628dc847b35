import type { APIRequestContext } from '@playwright/test'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, type OwnerApi, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { bookAndPay } from './helpers/manage'

/**
 * The owner adds a person to a waiting party in /cms: the entry's seats follow its party, so the list offers only
 * what the whole party fits, and no offer books more seats than the class has.
 */

const SHOTS = '/tmp/shots-wls'
type Entry = { id: number; status: string; seats: number; offerBooking: number | null }

test.use({ viewport: { width: 1440, height: 900 } })

async function join(request: APIRequestContext, scheduleId: number): Promise<string> {
  const email = `ada-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`
  const joined = await request.post('/api/waitlist/join', {
    data: {
      classType: 'adult',
      classScheduleId: scheduleId,
      contactInfo: { firstName: 'Ada', lastName: 'Hopper', email, phone: '(925) 555-0101' },
      participants: [],
      recaptchaToken: 'captcha-disabled',
    },
  })
  expect(joined.status(), await joined.text()).toBe(200)
  return email
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
  await page.screenshot({ path: `${SHOTS}/waitlist-entry-party-2-seats-1440.png`, fullPage: true })

  expect(await entryOf(owner, ada)).toMatchObject({ status: 'waiting', seats: 2 })
  // One more seat in the class: the party of two does not fit it, so nothing is held for it.
  await owner.patch(`/api/schedules/${scheduleId}`, { availableSpots: 2 })
  const after = await entryOf(owner, ada)
  expect(after).toMatchObject({ status: 'waiting', seats: 2, offerBooking: null })
  const held = await owner.get<{ totalDocs: number }>(`/api/bookings?where[schedule][equals]=${scheduleId}&where[status][equals]=held&depth=0`)
  expect(held.totalDocs).toBe(0)
})
