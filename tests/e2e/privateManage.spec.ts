import type { Page } from '@playwright/test'
import { formatInTimeZone } from 'date-fns-tz'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { confirmedPrivateSession, pageThroughFakeCheckout } from './helpers/privateSession'

// Runs on the server whose real stripe SDK talks to the fake Stripe API (project 'stripe' in playwright.config.ts).
const SHOTS = '/tmp/shots-privmanage'
const PHONE = { width: 390, height: 844 }
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
const pacific = (instant: Date, pattern: string) => formatInTimeZone(instant, 'America/Los_Angeles', pattern)
const DAY = 86_400_000

test.describe.configure({ timeout: 180_000 })

test('20 days out the organizer moves the session for the $50 fee through Checkout; the owner moves it for the weather, free', async ({ owner, browser }) => {
  const organizer = await pageThroughFakeCheckout(browser, PHONE)
  const { emailsTo, sessionOf } = await confirmedPrivateSession(owner, organizer, { daysAhead: 20 })
  const before = await sessionOf()
  const newStart = new Date(new Date(before.startTime).getTime() + 7 * DAY)

  await expect(organizer.getByRole('heading', { name: 'Change or cancel' })).toBeVisible()
  await organizer.getByRole('button', { name: 'Move to another date' }).click()
  await organizer.getByLabel('New date').fill(pacific(newStart, 'yyyy-MM-dd'))
  await organizer.getByLabel('Start time (Pacific)').fill(pacific(newStart, 'HH:mm'))
  await expect(organizer.getByText('This move costs $50.00')).toBeVisible()
  expect(await fitsThePhone(organizer)).toBe(true)
  await organizer.screenshot({ path: `${SHOTS}/move-fee-390.png`, fullPage: true })
  await organizer.getByRole('button', { name: 'Pay $50.00 and move' }).click()
  await expect(organizer.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible()
  await expect(organizer.getByText('Total $50.00')).toBeVisible()
  await organizer.getByRole('button', { name: 'Pay' }).click()

  await expect(organizer.getByRole('heading', { name: 'Your private session' })).toBeVisible()
  await expect(organizer.getByText(pacific(newStart, 'EEEE, MMMM d, yyyy'), { exact: false }).first()).toBeVisible()
  await organizer.screenshot({ path: `${SHOTS}/moved-390.png`, fullPage: true })
  const moved = await sessionOf()
  expect(new Date(moved.startTime).getTime()).toBe(newStart.getTime())
  expect(new Date(moved.balanceDueAt!).getTime()).toBe(newStart.getTime() - 336 * 3_600_000)
  expect(moved.moveFees).toEqual([expect.objectContaining({ amountCents: 5000 })])
  await expect.poll(async () => (await emailsTo('private-moved')).length).toBe(1)
  const [movedEmail] = await emailsTo('private-moved')
  expect(movedEmail.text).toContain('The move fee of $50.00 is paid.')
  expect(movedEmail.attachments).toEqual([expect.objectContaining({ filename: 'session.ics' })])
  await organizer.close()

  // The owner, in /cms: the weather.
  const ownerPage = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await logIntoCms(ownerPage, DEMO_OWNER)
  await ownerPage.goto(`/cms/collections/private-sessions/${moved.id}`)
  await ownerPage.getByRole('button', { name: 'Move for weather' }).click()
  const weatherStart = new Date(newStart.getTime() + 2 * DAY)
  await ownerPage.getByLabel('New date').fill(pacific(weatherStart, 'yyyy-MM-dd'))
  await ownerPage.getByLabel('Start time (Pacific)').fill(pacific(weatherStart, 'HH:mm'))
  await ownerPage.screenshot({ path: `${SHOTS}/cms-move-weather-1440.png`, fullPage: true })
  await ownerPage.getByRole('button', { name: 'Move, free' }).click()
  await expect(ownerPage.getByRole('status').filter({ hasText: 'Moved for the weather, free' })).toBeVisible()
  await ownerPage.screenshot({ path: `${SHOTS}/cms-moved-weather-1440.png`, fullPage: true })
  const weathered = await sessionOf()
  expect(new Date(weathered.startTime).getTime()).toBe(weatherStart.getTime())
  expect(weathered.moveFees).toHaveLength(1)
  await expect.poll(async () => (await emailsTo('private-moved')).length).toBe(2)
  expect((await emailsTo('private-moved')).some((e) => e.text.includes('because of the weather; the move is free'))).toBe(true)
  await ownerPage.close()
})

test('10 days out the organizer cancels: nothing comes back, and the page and the email say so', async ({ owner, browser }) => {
  const organizer = await pageThroughFakeCheckout(browser, PHONE)
  const { emailsTo, sessionOf } = await confirmedPrivateSession(owner, organizer, { daysAhead: 10 })
  const NOTHING = '$0.00 — nothing is refundable within 14 days of the session under the private class policies'

  await organizer.getByRole('button', { name: 'Cancel the session' }).click()
  await expect(organizer.getByTestId('private-cancel-refund')).toHaveText(`If you cancel now, what comes back: ${NOTHING}.`)
  expect(await fitsThePhone(organizer)).toBe(true)
  await organizer.screenshot({ path: `${SHOTS}/cancel-ask-390.png`, fullPage: true })
  await organizer.getByRole('button', { name: 'Yes, cancel the session' }).click()
  await expect(organizer.getByTestId('private-manage-said').or(organizer.getByTestId('private-cancelled')).first()).toBeVisible()
  await expect(organizer.getByTestId('private-cancelled')).toHaveText('This session is cancelled. Nothing was refundable under the private class policies.')
  await expect(organizer.getByRole('button', { name: 'Cancel the session' })).toHaveCount(0)
  await organizer.screenshot({ path: `${SHOTS}/cancelled-390.png`, fullPage: true })
  await organizer.setViewportSize({ width: 1280, height: 900 })
  await organizer.screenshot({ path: `${SHOTS}/cancelled-1280.png`, fullPage: true })

  expect(await sessionOf()).toMatchObject({ status: 'cancelled', refundedCents: 0, failedRefunds: [] })
  await expect.poll(async () => (await emailsTo('private-cancelled')).length).toBe(1)
  expect((await emailsTo('private-cancelled'))[0].text).toContain(`What comes back: ${NOTHING}.`)
  await organizer.close()
})
