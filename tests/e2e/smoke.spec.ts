import { expect, test } from '@playwright/test'

import { DEMO_INSTRUCTOR, DEMO_OWNER } from '../../src/seed/data/users'
import { logIntoCms } from './helpers/cms'

test('the home page renders the seeded business', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building Confidence, Staying Safe')
  await expect(page.getByRole('link', { name: '(925) 555-0142' })).toHaveAttribute('href', 'tel:(925) 555-0142')
})

test('/cms asks anonymous visitors to log in at /admin/login, which has the CAPTCHA', async ({ page }) => {
  await page.goto('/cms/collections/bookings')
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fcms%2Fcollections%2Fbookings$/)
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
  await expect(page.getByRole('note')).toHaveText('Demo site: the captcha check is switched off.')
})

test('the demo owner logs into /cms and sees the collections', async ({ page }) => {
  await logIntoCms(page, DEMO_OWNER)
  await expect(page).toHaveURL(/\/cms\/?$/)
  const nav = page.getByRole('complementary').getByRole('navigation')
  for (const collection of ['Classes', 'Schedules', 'Bookings', 'Participants', 'Testimonials', 'FAQ categories', 'FAQs', 'Form Submissions', 'Emails', 'Users']) {
    await expect(nav.getByRole('link', { name: collection, exact: true }).and(page.locator('[href^="/cms/collections/"]'))).toBeVisible()
  }
  await page.goto('/cms/collections/schedules')
  await expect(page.locator('table tbody tr').first()).toBeVisible()
})

test('the demo instructor is refused at /cms', async ({ page }) => {
  await logIntoCms(page, DEMO_INSTRUCTOR)
  await expect(page.getByRole('heading', { name: 'The CMS is for the studio owner' })).toBeVisible()
  await page.goto('/cms/collections/bookings')
  await expect(page.locator('table')).toHaveCount(0)
  await expect(page).not.toHaveURL(/\/cms\/collections\/bookings/)
})

test('anonymous REST reads of personal data are refused by the running server', async ({ request }) => {
  for (const slug of ['bookings', 'participants', 'form-submissions', 'emails', 'users']) {
    const response = await request.get(`/api/${slug}`)
    expect(response.status(), slug).toBe(403)
  }
  const classes = await (await request.get('/api/classes?limit=100')).json()
  expect(classes.docs.length).toBeGreaterThan(0)
  expect(classes.docs.every((c: { isActive: boolean }) => c.isActive)).toBe(true)
})
