import { randomBytes, randomInt } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'

import { MANAGE_LOOKUPS_PER_ADDRESS } from '../../src/domain/limits/publicLimits'
import { expect, test } from './fixtures'

// Runs on the server behind one trusted proxy hop (project 'stripe'): X-Forwarded-For names the client.
const newToken = () => randomBytes(32).toString('base64url')

test('the manage page answers 404 for an unknown link, then 429 with the limit\'s words once an address used up its lookups', async ({ page, request }) => {
  const address = `198.18.${randomInt(256)}.${randomInt(256)}`
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address })
  const unknown = await page.goto(`/manage-booking/${newToken()}`)
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This link is not valid.')

  const statuses: number[] = []
  for (let i = 1; i < MANAGE_LOOKUPS_PER_ADDRESS.points; i++) {
    statuses.push((await request.get(`/manage-booking/${newToken()}`, { headers: { 'X-Forwarded-For': address } })).status())
  }
  expect(statuses.indexOf(429)).toBe(-1)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    const limited = await page.goto(`/manage-booking/${newToken()}`)
    expect(limited?.status()).toBe(429)
    expect(Number(limited?.headers()['retry-after'])).toBeGreaterThan(0)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(MANAGE_LOOKUPS_PER_ADDRESS.message)
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/manage-limited-${width}.png`, fullPage: true })
  }
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  // Another address is not affected.
  expect((await request.get(`/manage-booking/${newToken()}`, { headers: { 'X-Forwarded-For': '198.19.0.1' } })).status()).toBe(404)
})
