import { mkdir } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, type OwnerApi, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { bookAndPay, type Email } from './helpers/manage'
import { joinAsAdult, waitlistEntryOf } from './helpers/waitlist'

/**
 * The owner cancels a class in /cms while a waitlist offer of it is open on a customer's phone: the offer and the list
 * end in that save (the closed email to each party, the held seats released), and Pay on the page loaded before is
 * refused in words, before any checkout.
 */

const SHOTS = process.env.SCREENSHOT_DIR
const subjectsTo = async (owner: OwnerApi, to: string): Promise<string[]> =>
  (await owner.get<{ docs: Email[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(to)}&depth=0&limit=50`)).docs.map((e) => e.subject)

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test('the owner cancels a class in /cms: its open offer and waiting party are closed and emailed at once; Pay on the open offer page is refused in words', async ({ browser, baseURL, page, request, owner }) => {
  if (SHOTS) await mkdir(SHOTS, { recursive: true })
  const { scheduleId } = await owner.newSchedule({ spots: 1, days: 30 })
  await bookAndPay(request, scheduleId)
  const mia = await joinAsAdult(request, scheduleId, 'Mia')
  const ben = await joinAsAdult(request, scheduleId, 'Ben')
  // A seat is added: Mia, first in line, is offered it.
  await owner.patch(`/api/schedules/${scheduleId}`, { availableSpots: 2 })
  const offer = await waitlistEntryOf(owner, mia.email)
  expect(offer.status).toBe('offered')

  // Mia opens her offer on her phone...
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
  const customer = await phone.newPage()
  await customer.goto(mia.path)
  await expect(customer.getByTestId('waitlist-status')).toHaveText('Seats held for you')

  // ...while the owner cancels the class in /cms.
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIntoCms(page, DEMO_OWNER)
  await page.goto(`/cms/collections/schedules/${scheduleId}`)
  await page.getByText('Is Cancelled', { exact: true }).click()
  await page.getByTestId('cancel-class-question').getByRole('button', { name: 'Yes, cancel the class when I save' }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const report = page.getByTestId('save-report')
  await expect(report).toContainText('Class cancelled. Emailed 1 customer:')
  await expect(report).toContainText('Its waitlist closed: 2 parties emailed that the class was cancelled. The seats held for 1 open offer were released; it can no longer be paid.')
  await page.evaluate(() => window.scrollTo(0, 0))
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cms-class-cancelled-waitlist-1440.png`, fullPage: true })

  // In that save: both entries closed, the offer's held booking released, each party emailed that the list closed.
  expect((await waitlistEntryOf(owner, mia.email)).status).toBe('closed')
  expect((await waitlistEntryOf(owner, ben.email)).status).toBe('closed')
  expect((await owner.get<{ status: string }>(`/api/bookings/${offer.offerBooking}?depth=0`)).status).toBe('expired')
  expect(await subjectsTo(owner, mia.email)).toContainEqual(expect.stringMatching(/^The waitlist has closed/))
  expect(await subjectsTo(owner, ben.email)).toContainEqual(expect.stringMatching(/^The waitlist has closed/))

  // Mia presses Pay on the page she opened before: refused before any checkout, and her page says what happened.
  await customer.getByRole('button', { name: 'Pay and confirm' }).click()
  await expect(customer.getByTestId('waitlist-status')).toHaveText('The class was cancelled')
  await expect(customer.getByText('The studio cancelled this class, so its waitlist has closed and any seats held for you were released. Nothing was charged.')).toBeVisible()
  await expect(customer.getByRole('button', { name: 'Pay and confirm' })).toHaveCount(0)
  await expect(customer).toHaveURL(new RegExp(`${mia.path}$`))
  expect(await fitsThePhone(customer)).toBe(true)
  if (SHOTS) await customer.screenshot({ path: `${SHOTS}/offer-class-cancelled-390.png`, fullPage: true })
  const { docs: confirmed } = await owner.get<{ docs: { status: string }[] }>(`/api/bookings?where[schedule][equals]=${scheduleId}&where[status][equals]=confirmed&depth=0`)
  expect(confirmed).toHaveLength(1)
  expect((await owner.get<{ status: string }>(`/api/bookings/${offer.offerBooking}?depth=0`)).status).toBe('expired')

  // Reloaded, the same.
  await customer.reload()
  await expect(customer.getByTestId('waitlist-status')).toHaveText('The class was cancelled')
  await customer.setViewportSize({ width: 1280, height: 900 })
  if (SHOTS) await customer.screenshot({ path: `${SHOTS}/offer-class-cancelled-1280.png`, fullPage: true })
  await phone.close()
})
