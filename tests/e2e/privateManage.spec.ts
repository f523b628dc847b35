import { formatInTimeZone } from 'date-fns-tz'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { confirmedPrivateSession, DAY, moveClockTo, pageThroughFakeCheckout } from './helpers/privateSession'

// Runs on the server whose real stripe SDK talks to the fake Stripe API (project 'stripe' in playwright.config.ts). The
// organizer's move at 20 days for $50 and the cancellation at 10 days are in privateChain.spec.ts.
const SHOTS = '/tmp/shots-privmanage'
const SIDEBAR_SHOTS = '/tmp/shots-sidebar'
const PHONE = { width: 390, height: 844 }
const pacific = (instant: Date, pattern: string) => formatInTimeZone(instant, 'America/Los_Angeles', pattern)

test.describe.configure({ timeout: 180_000 })

test('the owner moves a session for the weather in /cms, free, and the organizer is emailed', async ({ owner, browser }) => {
  const organizer = await pageThroughFakeCheckout(browser, PHONE)
  const { emailsTo, sessionOf } = await confirmedPrivateSession(owner, organizer, { daysAhead: 20 })
  await organizer.close()
  const before = await sessionOf()

  const ownerPage = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await logIntoCms(ownerPage, DEMO_OWNER)
  await ownerPage.goto(`/cms/collections/private-sessions/${before.id}`)
  await ownerPage.getByRole('button', { name: 'Move for weather' }).click()
  const weatherStart = new Date(new Date(before.startTime).getTime() + 2 * DAY)
  await ownerPage.getByLabel('New date').fill(pacific(weatherStart, 'yyyy-MM-dd'))
  await ownerPage.getByLabel('Start time (Pacific)').fill(pacific(weatherStart, 'HH:mm'))
  await ownerPage.screenshot({ path: `${SHOTS}/cms-move-weather-1440.png`, fullPage: true })
  await ownerPage.getByRole('button', { name: 'Move, free' }).click()
  await expect(ownerPage.getByRole('status').filter({ hasText: 'Moved for the weather, free' })).toBeVisible()
  await ownerPage.screenshot({ path: `${SHOTS}/cms-moved-weather-1440.png`, fullPage: true })
  const weathered = await sessionOf()
  expect(new Date(weathered.startTime).getTime()).toBe(weatherStart.getTime())
  expect(weathered.moveFees ?? []).toHaveLength(0)
  await expect.poll(async () => (await emailsTo('private-moved')).length).toBe(1)
  expect((await emailsTo('private-moved'))[0].text).toContain('because of the weather; the move is free')
  await ownerPage.close()
})

test("the owner's 'Studio actions' on a session in /cms go once its start has passed on the server's clock (the endpoint's now, not the browser's)", async ({ owner, browser }) => {
  const organizer = await pageThroughFakeCheckout(browser, PHONE)
  const { sessionOf } = await confirmedPrivateSession(owner, organizer, { daysAhead: 2 })
  await organizer.close()
  const { id, startTime } = await sessionOf()

  const ownerPage = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await logIntoCms(ownerPage, DEMO_OWNER)
  const actions = ownerPage.getByRole('heading', { name: 'Studio actions' })
  const cancel = ownerPage.getByRole('button', { name: 'Cancel by the studio (instructor)' })
  const weather = ownerPage.getByRole('button', { name: 'Move for weather' })
  await ownerPage.goto(`/cms/collections/private-sessions/${id}`)
  await expect(actions).toBeVisible()
  await expect(cancel).toBeVisible()
  await expect(weather).toBeVisible()

  // The server's clock passes the start; this machine's (the browser's) is still two days before it.
  await moveClockTo(owner, new Date(new Date(startTime).getTime() + 60_000))
  await ownerPage.goto(`/cms/collections/private-sessions/${id}`)
  // The fields beside the actions are drawn (Payload draws a section's fields once it is scrolled into view).
  await ownerPage.getByText('Cancellation and moves').scrollIntoViewIfNeeded()
  await expect(ownerPage.getByText('Refunds Stripe accepted.')).toBeVisible()
  await expect(actions).toHaveCount(0)
  await expect(cancel).toHaveCount(0)
  await expect(weather).toHaveCount(0)
  await ownerPage.screenshot({ path: `${SIDEBAR_SHOTS}/cms-private-session-started-1440.png` })
  await ownerPage.close()
})
