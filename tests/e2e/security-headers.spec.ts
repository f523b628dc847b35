import type { APIRequestContext, Page } from '@playwright/test'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { watchPolicyViolations } from './helpers/policyViolations'

const PROTECTIONS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))!

async function expectProtections(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  const headers = response.headers()
  expect(headers, path).toMatchObject(PROTECTIONS)
  expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
  expect(headers['permissions-policy'], path).toContain('camera=()')
  // The test server is served over http (SERVER_URL): HSTS is sent only for an https SERVER_URL.
  expect(headers['strict-transport-security'], path).toBeUndefined()
  return headers
}

test('every response carries the browser protections; pages are never stored by a shared cache', async ({ request }) => {
  // A page rendered per request gets a fresh nonce: its HTML is personal to the request, so no cache may keep it.
  const login = await expectProtections(request, '/admin/login')
  expect(login['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*' ('sha256-[A-Za-z0-9+/]+=*' ){2}'strict-dynamic'/)
  const again = (await request.get('/admin/login')).headers()['content-security-policy']
  expect(again).not.toBe(login['content-security-policy'])
  expect(login['cache-control']).toMatch(/private.*no-store/)
  expect(directive(login['content-security-policy'], 'script-src')).not.toContain('unsafe')
  expect(directive(login['content-security-policy'], 'style-src')).not.toContain('unsafe')

  // A cached public page is one HTML for everyone: no nonce, inline scripts allowed, scripts only from here and
  // Google; browsers and shared caches must ask this server again every time (the CMS invalidates it here).
  const home = await expectProtections(request, '/')
  expect(directive(home['content-security-policy'], 'script-src')).toBe(
    "script-src 'self' 'unsafe-inline' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
  )
  expect(home['content-security-policy']).not.toContain('nonce')
  expect(home['cache-control']).toBe('public, max-age=0, must-revalidate')
  // A Critical-CH makes Chrome throw the first answer away and ask again: public pages must be answered once.
  expect(home['critical-ch'], '/').toBeUndefined()
  expect(home['accept-ch'], '/').toBeUndefined()

  const cms = await expectProtections(request, '/cms')
  expect(directive(cms['content-security-policy'], 'script-src')).not.toContain('unsafe')
  expect(directive(cms['content-security-policy'], 'style-src')).toContain("'unsafe-inline'")
  // Signed out, /cms and /cms/login are the server's redirect to the one sign-in page, with the protections too.
  const login303 = await request.get('/cms/login', { maxRedirects: 0 })
  expect(login303.status()).toBe(303)
  expect(login303.headers().location).toMatch(/\/admin\/login\?next=%2Fcms$/)
  // Payload's admin picks its light or dark theme from the color-scheme client hint.
  expect((await expectProtections(request, '/cms/forgot'))['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')

  const api = await expectProtections(request, '/api/globals/site-settings')
  expect(api['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")

  const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await (await request.get('/')).text())![1]
  await expectProtections(request, asset)
})

async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(400)
  await page.waitForLoadState('networkidle')
}

type ScheduleDoc = { id: number; class: { type: string; bookingMethod: string } }

test.describe('no Content-Security-Policy violation', () => {
  let violations: string[]
  test.beforeEach(async ({ page }) => {
    violations = await watchPolicyViolations(page)
  })
  test.afterEach(() => expect(violations).toEqual([]))

  test('on every public page and through a booking to its confirmation', async ({ page, owner }) => {
    const { docs } = await owner.get<{ docs: ScheduleDoc[] }>('/api/schedules?limit=200&depth=1&sort=-startTime')
    const ofType = (type: string) => docs.find((s) => s.class.type === type)!.id
    const pages = [
      '/',
      '/public-classes',
      '/about',
      '/testimonials',
      '/faq',
      '/contact',
      '/private-classes',
      '/workplace-safety',
      '/cbo',
      '/privacy-policy',
      '/public-class-policies',
      '/private-class-policies',
      '/private-class-prep',
      `/class-prep/${ofType('public-adult-teen')}`,
      `/book-mother-daughter-class/${ofType('public-mother-daughter')}`,
      `/book-community-md/${ofType('community-mother-daughter')}`,
    ]
    for (const path of pages) await visit(page, path)

    await visit(page, '/private-classes')
    await page.getByRole('button', { name: 'Send Us Details' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    // The form's zod schema is built and parsed in the browser here (its eval probe would be a violation).
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByText('First name is required')).toBeVisible()

    const { scheduleId } = await owner.newSchedule({ spots: 5 })
    await visit(page, `/book-adult-class/${scheduleId}`)
    const contact = page.getByRole('group', { name: 'Primary Attendee' })
    await contact.getByLabel('First name').fill('Ada')
    await contact.getByLabel('Last name').fill('Lovelace')
    await contact.getByLabel('Email').fill('ada@example.com')
    await contact.getByLabel('Phone').fill('(925) 555-0100')
    await page.getByRole('button', { name: 'Proceed to Payment' }).click()
    await expect(page).toHaveURL(/\/demo-checkout\/demo_/)
    await page.getByRole('button', { name: /^Pay/ }).click()
    await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
    await page.waitForLoadState('networkidle')
  })

  test('in the instructor area', async ({ page }) => {
    await visit(page, '/admin/login')
    const response = await page.request.post('/api/admin/login', {
      data: { ...DEMO_OWNER, rememberMe: false, recaptchaToken: 'captcha-disabled' },
    })
    expect(response.status()).toBe(200)
    for (const path of ['/admin/attendance', '/admin/schedules', '/admin/import', '/admin/class-prep-links']) await visit(page, path)
    await page.goto('/admin/schedules')
    await page.getByRole('link', { name: 'Edit' }).first().click()
    await expect(page).toHaveURL(/\/admin\/schedules\/\d+\/edit/)
    await page.waitForLoadState('networkidle')
  })

  test('in the CMS: dashboard, a schedule (date pickers), a FAQ (rich text)', async ({ page, owner }) => {
    await logIntoCms(page, DEMO_OWNER)
    await expect(page).toHaveURL(/\/cms\/?$/)
    await page.waitForLoadState('networkidle')

    const [schedule] = (await owner.get('/api/schedules?limit=1&depth=0')).docs
    await visit(page, `/cms/collections/schedules/${schedule.id}`)
    await page.locator('.react-datepicker__input-container input').first().click()
    await expect(page.locator('.react-datepicker')).toBeVisible()

    const [faq] = (await owner.get('/api/faqs?limit=1&depth=0')).docs
    await visit(page, `/cms/collections/faqs/${faq.id}`)
    const editor = page.locator('[data-lexical-editor="true"]').first()
    await editor.click()
    await page.keyboard.type(' edited')
    await expect(editor).toContainText('edited')
  })
})
