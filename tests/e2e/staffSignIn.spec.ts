import type { Page, Response } from '@playwright/test'

import { DEMO_INSTRUCTOR, DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'

// A slow phone or laptop: the page is long loaded before React has hydrated the form. A person or a password manager
// fills it at once and presses Login; that must sign in every time, hydrated or not.
const TRIES = 5

async function throttleCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
}

/** The sign-in page was reached by a redirect the server answered (not a page that moved itself in the browser). */
function expectServerRedirect(response: Response | null, from: RegExp) {
  const first = response?.request().redirectedFrom()
  expect(first?.url()).toMatch(from)
  return first
}

/** Fills and submits at once; whether React had hydrated the page by then (the site's layout marks <html> when it has). */
async function fillAtOnce(page: Page, account: { email: string; password: string }): Promise<boolean> {
  const hydrated = (await page.locator('html[data-hydrated="true"]').count()) > 0
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  return hydrated
}

/** How many tries were sent before the page hydrated, in the report: the plain HTML form's share of the proof. */
function note(beforeHydration: number) {
  const description = `${beforeHydration} of ${TRIES}`
  test.info().annotations.push({ type: 'submitted before hydration', description })
  console.log(`${test.info().title}: submitted before hydration ${description}`)
}

test.describe('staff sign-in filled the moment the page has loaded, on a CPU slowed six times', () => {
  test(`the owner, from /cms/login, ${TRIES} times in a row: each signs in and lands on /cms`, async ({ page, context }) => {
    await throttleCpu(page)
    let beforeHydration = 0
    for (let i = 0; i < TRIES; i++) {
      await context.clearCookies()
      const response = await page.goto('/cms/login', { waitUntil: 'load' })
      const first = expectServerRedirect(response, /\/cms\/login$/)
      expect((await first!.response())?.status()).toBe(303)
      await expect(page).toHaveURL(/\/admin\/login\?next=%2Fcms$/)
      if (!(await fillAtOnce(page, DEMO_OWNER))) beforeHydration++
      await expect(page, `try ${i + 1}`).toHaveURL(/\/cms\/?$/)
      await expect(page.getByTestId('owner-dashboard')).toBeVisible()
    }
    note(beforeHydration)
  })

  test(`an instructor, at /admin/login, ${TRIES} times in a row: each signs in and lands on /admin/attendance`, async ({ page, context }) => {
    await throttleCpu(page)
    let beforeHydration = 0
    for (let i = 0; i < TRIES; i++) {
      await context.clearCookies()
      await page.goto('/admin/login', { waitUntil: 'load' })
      if (!(await fillAtOnce(page, DEMO_INSTRUCTOR))) beforeHydration++
      await expect(page, `try ${i + 1}`).toHaveURL(/\/admin\/attendance/)
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    }
    note(beforeHydration)
  })

  test('a signed-out /cms page is sent to the sign-in by the server, and back to it after; a wrong password keeps the email', async ({ page }) => {
    await throttleCpu(page)
    const response = await page.goto('/cms/collections/bookings?limit=10', { waitUntil: 'load' })
    expectServerRedirect(response, /\/cms\/collections\/bookings\?limit=10$/)
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fcms%2Fcollections%2Fbookings%3Flimit%3D10$/)

    await fillAtOnce(page, { email: DEMO_OWNER.email, password: 'not-the-password' })
    await expect(page.locator('.admin-alert[role="alert"]')).toHaveText('Invalid email or password')
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_OWNER.email)
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')

    await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/cms\/collections\/bookings\?limit=10$/)
  })

  test('the sign-in page fits a 390 px phone: no sideways scroll, its fields inside their card', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/admin/login?next=%2Fcms')
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const card = (await page.locator('form').boundingBox())!
    for (const field of [page.getByLabel('Email'), page.getByLabel('Password', { exact: true }), page.getByRole('button', { name: 'Login' })]) {
      const box = (await field.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(card.x)
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width)
    }
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/admin-login-390.png`, fullPage: true })
  })
})
