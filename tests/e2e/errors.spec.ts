import type { Page } from '@playwright/test'
import sharp from 'sharp'

import { expect, test } from './fixtures'
import { whileTablesUnreadable } from './helpers/database'
import { watchPolicyViolations } from './helpers/policyViolations'

async function expectSiteFrame(page: Page) {
  await expect(page.locator('header.site-header')).toBeVisible()
  await expect(page.locator('footer.site-footer')).toContainText('SWSD Self-Defense')
}

test.describe('an unknown address', () => {
  for (const path of ['/no-such-page', '/admin/no-such-screen', '/public-classes/no/such/thing']) {
    test(`${path} answers 404 with the branded page, per request (fresh CSP nonce, no violation)`, async ({ page }) => {
      const violations = await watchPolicyViolations(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      const csp = response!.headers()['content-security-policy']
      expect(csp).toMatch(/'nonce-[A-Za-z0-9+/]+=*'/)
      // The nonce of the header is the one on the page's scripts: the page was rendered for this request.
      const nonce = /'nonce-([A-Za-z0-9+/]+=*)'/.exec(csp)![1]
      expect(await response!.text()).toContain(`nonce="${nonce}"`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
      await expectSiteFrame(page)
      await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
      await expect(page.getByRole('main').getByRole('link', { name: 'See public classes' })).toHaveAttribute('href', '/public-classes')
      await page.waitForLoadState('networkidle')
      // The header's menu is a client component: it hydrated (scripts ran under the nonce).
      expect(violations).toEqual([])
      await page.getByRole('main').getByRole('link', { name: 'See public classes' }).click()
      await expect(page).toHaveURL(/\/public-classes$/)
    })
  }

  test('renders while site settings cannot be read', async ({ page }) => {
    await whileTablesUnreadable(['site_settings'], async () => {
      const response = await page.goto('/no-such-page')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
      await expectSiteFrame(page)
    })
  })

  test('is shorter than a desktop window, and the footer’s colour reaches the window’s bottom edge', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/no-such-page')
    const footer = await page.locator('footer.site-footer').evaluate((el) => ({ bottom: el.getBoundingClientRect().bottom, color: getComputedStyle(el).backgroundColor }))
    expect(footer.bottom).toBeLessThan(880)
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(900)
    const { data, info } = await sharp(await page.screenshot()).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels
      return `rgb(${data[at]}, ${data[at + 1]}, ${data[at + 2]})`
    }
    expect([pixel(5, 895), pixel(640, 895), pixel(1275, 895)]).toEqual([footer.color, footer.color, footer.color])
  })

  test('/api answers JSON 404, not the page', async ({ request }) => {
    const response = await request.get('/api/no-such-endpoint')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
  })
})

test('a page rendered per request that cannot read the CMS shows the branded error with Try Again, which reads again', async ({ page, owner }) => {
  // Public pages are served from the cache; a booking page reads the class for every request.
  const { scheduleId } = await owner.newSchedule({ spots: 5 })
  const violations = await watchPolicyViolations(page)
  await whileTablesUnreadable(['schedules'], async () => {
    await page.goto(`/book-adult-class/${scheduleId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something Went Wrong')
    await expectSiteFrame(page)
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    await page.waitForLoadState('networkidle')
  })
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0)
  expect(violations).toEqual([])
})
