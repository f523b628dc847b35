import { randomBytes } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'

import { MANAGE_LOOKUPS_PER_ADDRESS } from '../../src/domain/limits/publicLimits'
import { expect, test } from './fixtures'
import { newClientAddress as newAddress } from './helpers/clientAddress'

// Runs on the server behind one trusted proxy hop (project 'stripe'): X-Forwarded-For names the client.
const newToken = () => randomBytes(32).toString('base64url')

test('the manage page answers 404 for an unknown link, then 429 with the limit\'s words once an address used up its lookups', async ({ page, request }) => {
  const address = newAddress()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
  // A browser's visit is one lookup: Chrome asks twice only when a Critical-CH header tells it to (/cms alone sends one).
  expect((await page.goto(`/manage-booking/${newToken()}`))?.status()).toBe(404)
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This link is not valid.')

  const lookup = () => request.get(`/manage-booking/${newToken()}`, { headers: { 'X-Forwarded-For': address } })
  const statuses: number[] = []
  for (let i = 1; i < MANAGE_LOOKUPS_PER_ADDRESS.points; i++) statuses.push((await lookup()).status())
  expect(statuses.filter((s) => s !== 404)).toEqual([])
  const refused = await lookup()
  expect(refused.status()).toBe(429)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    expect((await page.goto(`/manage-booking/${newToken()}`))?.status()).toBe(429)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(MANAGE_LOOKUPS_PER_ADDRESS.message)
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/manage-limited-${width}.png`, fullPage: true })
  }
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  // Another address is not affected.
  expect((await request.get(`/manage-booking/${newToken()}`, { headers: { 'X-Forwarded-For': newAddress() } })).status()).toBe(404)
})
