import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { DEMO_INSTRUCTOR, DEMO_OWNER } from '../../src/seed/data/users'
import { solveCaptcha, useFakeRecaptcha } from './fakes/recaptcha'
import { watchPolicyViolations } from './helpers/policyViolations'
import { latestBookable } from './helpers/schedules'

// This project's server has reCAPTCHA keys: the page loads the (faked) Google widget and the server checks every
// token with the (faked) siteverify, which accepts each solved token once — like Google. The fake is served at
// Google's own address, so the Content-Security-Policy treats it as it treats Google's script: no violation allowed.

let violations: string[]
test.beforeEach(async ({ page }) => {
  violations = await watchPolicyViolations(page)
  await useFakeRecaptcha(page)
})
test.afterEach(() => expect(violations).toEqual([]))

const refuseNextToken = (page: Page) => page.evaluate(() => Object.assign(window, { __nextCaptchaToken: 'fake-refused' }))

async function ownerToken(request: APIRequestContext, page: Page): Promise<string> {
  // The owner signs in through the same captcha-checked login, with a token solved in the page.
  await page.goto('/admin/login')
  await solveCaptcha(page)
  const token = await page.evaluate(() => (window as unknown as { grecaptcha: { getResponse: () => string } }).grecaptcha.getResponse())
  const response = await request.post('/api/admin/login', { data: { ...DEMO_OWNER, rememberMe: false, recaptchaToken: token } })
  expect(response.status()).toBe(200)
  const cookie = response.headers()['set-cookie'] ?? ''
  return /payload-token=([^;]+)/.exec(cookie)![1]
}

test.describe('instructor sign-in with the reCAPTCHA widget', () => {
  test('Login waits for the CAPTCHA; a refused or expired CAPTCHA signs nobody in', async ({ page, context }) => {
    await page.goto('/admin/login')
    await expect(page.getByText('Demo site: the captcha check is switched off.')).toHaveCount(0)
    const login = page.getByRole('button', { name: 'Login' })
    await page.getByLabel('Email').fill(DEMO_INSTRUCTOR.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_INSTRUCTOR.password)
    await expect(login).toBeDisabled()

    await solveCaptcha(page)
    await expect(login).toBeEnabled()
    await page.evaluate(() => (window as unknown as { __expireCaptcha: () => void }).__expireCaptcha())
    await expect(login).toBeDisabled()

    // Google refuses the token (here: the fake siteverify): the server's message, password and captcha cleared.
    await refuseNextToken(page)
    await solveCaptcha(page)
    await login.click()
    await expect(page.locator('.admin-alert[role="alert"]')).toHaveText('Please complete the CAPTCHA')
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
    await expect(page.getByLabel("I'm not a robot")).not.toBeChecked()
    await expect(login).toBeDisabled()
    expect((await context.cookies()).find((c) => c.name === 'payload-token')).toBeUndefined()

    await page.getByLabel('Password', { exact: true }).fill(DEMO_INSTRUCTOR.password)
    await solveCaptcha(page)
    await login.click()
    await expect(page).toHaveURL(/\/admin\/attendance/)
  })

  test('the server refuses a login without a token and a replayed token', async ({ page, request }) => {
    const missing = await request.post('/api/admin/login', { data: { ...DEMO_INSTRUCTOR, rememberMe: false } })
    expect(missing.status()).toBe(400)
    expect((await missing.json()).error).toBe('Please complete the CAPTCHA')

    await page.goto('/admin/login')
    await solveCaptcha(page)
    const token = await page.evaluate(() => (window as unknown as { grecaptcha: { getResponse: () => string } }).grecaptcha.getResponse())
    const first = await request.post('/api/admin/login', { data: { ...DEMO_INSTRUCTOR, rememberMe: false, recaptchaToken: token } })
    expect(first.status()).toBe(200)
    const replay = await request.post('/api/admin/login', { data: { ...DEMO_INSTRUCTOR, rememberMe: false, recaptchaToken: token } })
    expect(replay.status()).toBe(400)
  })
})

test.describe('public forms with the reCAPTCHA widget', () => {
  test('an inquiry cannot be sent before the captcha; a refused one shows the alert and keeps the data', async ({ page, request }) => {
    await page.goto('/private-classes')
    await page.getByRole('button', { name: 'Send Us Details' }).click()
    const dialog = page.getByRole('dialog', { name: 'Private Training Details' })
    const email = `e2e-captcha-${Date.now()}@example.com`
    await dialog.getByLabel('First Name').fill('Ana')
    await dialog.getByLabel('Last Name').fill('Lee')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Phone').fill('(925) 555-0100')
    await dialog.getByLabel('City').fill('Walnut Creek')
    await dialog.getByLabel('State').selectOption('California')
    await dialog.getByLabel('How can we help?').fill('Two sisters, one afternoon.')
    const submit = dialog.getByRole('button', { name: 'Submit' })
    await expect(submit).toBeDisabled()

    await refuseNextToken(page)
    await solveCaptcha(page, dialog)
    await submit.click()
    await expect(dialog.getByRole('alert')).toHaveText('Please complete the reCAPTCHA verification')
    await expect(dialog.getByLabel('First Name')).toHaveValue('Ana')
    await expect(submit).toBeDisabled()

    await solveCaptcha(page, dialog)
    await submit.click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    const token = await ownerToken(request, page)
    const stored = await (
      await request.get(`/api/form-submissions?where[email][equals]=${encodeURIComponent(email)}`, { headers: { Authorization: `JWT ${token}` } })
    ).json()
    expect(stored.docs).toHaveLength(1)
  })

  test("Google's script loads only when a visitor turns to a form, not with the page", async ({ page, request }) => {
    const googleRequests: string[] = []
    page.on('request', (r) => {
      if (/recaptcha\/api\.js/.test(r.url())) googleRequests.push(r.url())
    })
    const schedule = await latestBookable(request, 'public-adult-teen')
    await page.goto(`/book-adult-class/${schedule.id}`)
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await page.waitForLoadState('networkidle')
    expect(googleRequests).toEqual([])
    await page.getByRole('group', { name: 'Primary Attendee' }).getByLabel('First name').focus()
    await expect(page.getByLabel("I'm not a robot")).toBeVisible()
    expect(googleRequests).toHaveLength(1)

    googleRequests.length = 0
    await page.goto('/private-classes')
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await page.waitForLoadState('networkidle')
    expect(googleRequests).toEqual([])
    await page.getByRole('button', { name: 'Send Us Details' }).click()
    const dialog = page.getByRole('dialog', { name: 'Private Training Details' })
    await dialog.getByLabel('First Name').fill('Ana')
    await expect(dialog.getByLabel("I'm not a robot")).toBeVisible()
    expect(googleRequests).toHaveLength(1)
  })

  test('a booking lists the missing captcha, and goes to checkout once it is solved', async ({ page, request }) => {
    const schedule = await latestBookable(request, 'public-adult-teen')
    await page.goto(`/book-adult-class/${schedule.id}`)
    const contact = page.getByRole('group', { name: 'Primary Attendee' })
    await contact.getByLabel('First name').fill('Ada')
    await contact.getByLabel('Last name').fill('Lovelace')
    await contact.getByLabel('Email').fill('ada@example.com')
    await contact.getByLabel('Phone').fill('(925) 555-0100')

    await page.getByRole('button', { name: 'Proceed to Payment' }).click()
    await expect(page.getByText('Please fix these issues:')).toBeVisible()
    await expect(page.getByText('Please complete the reCAPTCHA verification')).toBeVisible()

    await solveCaptcha(page)
    await expect(page.getByText('Please fix these issues:')).toHaveCount(0)
    await page.getByRole('button', { name: 'Proceed to Payment' }).click()
    await expect(page).toHaveURL(/\/demo-checkout\/demo_/)
  })
})
