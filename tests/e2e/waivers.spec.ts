import { readFile } from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { DEMO_INSTRUCTOR, DEMO_OWNER } from '../../src/seed/data/users'
import { pdfText } from '../helpers/pdfText'
import { expect, test } from './fixtures'
import type { Email } from './helpers/manage'

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)

test('a mother signs the waiver for her daughter; the roster shows it and the PDF names the signer and the version', async ({ page, request, owner, playwright, baseURL }) => {
  // The owner writes the waiver in /cms (through its REST API): the bookings made from now on sign this version.
  const { token: ownerToken } = await (await request.post('/api/users/login', { data: { ...DEMO_OWNER, recaptchaToken: 'captcha-disabled' } })).json()
  const written = await request.post('/api/waiver-versions', {
    headers: { Authorization: `JWT ${ownerToken}` },
    data: { text: 'I understand that self-defense training involves physical contact and I take part at my own risk.' },
  })
  expect(written.status(), await written.text()).toBe(201)
  const { doc: waiver } = (await written.json()) as { doc: { version: number } }

  const { scheduleId } = await owner.newSchedule({ spots: 6, days: 20, class: { type: 'public-mother-daughter', priceCents: 13900 } })
  const booked = await request.post('/api/create-booking', {
    data: {
      classType: 'mother-daughter',
      classScheduleId: scheduleId,
      contactInfo: { firstName: 'Maria', lastName: 'Lopez', email: `maria-${Date.now()}@example.com`, phone: '(925) 555-0100' },
      participants: [{ firstName: 'Ana', lastName: 'Lopez', ageGroup: '12-15' }],
      recaptchaToken: 'captcha-disabled',
    },
  })
  expect(booked.status(), await booked.text()).toBe(200)
  const { checkoutUrl, bookingId } = (await booked.json()) as { checkoutUrl: string; bookingId: number }
  expect((await request.post('/api/demo-checkout', { data: { sessionId: checkoutUrl.split('/demo-checkout/')[1], action: 'pay' } })).status()).toBe(200)

  // The confirmation email links to signing.
  let waiverLink = ''
  await expect
    .poll(async () => {
      const { docs } = await owner.get<{ docs: Email[] }>(`/api/emails?where[booking][equals]=${bookingId}&depth=0`)
      waiverLink = /https?:\/\/\S+\/manage-booking\/[\w-]{43}\/waiver/.exec(docs.find((e) => e.kind === 'booking-confirmation')?.text ?? '')?.[0] ?? ''
      return waiverLink
    })
    .toMatch(/\/waiver$/)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(new URL(waiverLink).pathname)
  await expect(page.getByRole('heading', { name: 'Sign the waiver' })).toBeVisible()
  await expect(page.getByRole('heading', { name: `Liability waiver (version ${waiver.version})` })).toBeVisible()
  await expect(page.getByTestId('waiver-progress')).toHaveText('0 of 2 signed.')
  expect(await seriousViolations(page)).toEqual([])
  expect(await fitsThePhone(page)).toBe(true)
  await page.screenshot({ path: '/tmp/w2-waiver-390.png', fullPage: true })

  const forAna = page.getByRole('form', { name: 'Waiver for Ana Lopez' })
  await expect(forAna.getByLabel('Parent or guardian: full name')).toHaveValue('Maria Lopez')
  await expect(forAna.getByRole('checkbox')).not.toBeChecked()
  await forAna.getByLabel('Relationship to Ana Lopez').selectOption('Mother')
  await forAna.getByLabel('Signature (type your full name)').fill('Maria Lopez')
  await forAna.getByRole('button', { name: 'Sign for Ana Lopez' }).click()
  // Not ticked: the browser holds the form back (the server refuses it too), and nothing is signed.
  expect(await forAna.getByRole('checkbox').evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true)
  await expect(page.getByTestId('waiver-progress')).toHaveText('0 of 2 signed.')
  await forAna.getByRole('checkbox').check()
  await forAna.getByRole('button', { name: 'Sign for Ana Lopez' }).click()
  await expect(page.getByTestId('waiver-progress')).toHaveText('1 of 2 signed.')
  await expect(page.getByText(/^Signed by Maria Lopez on /)).toBeVisible()
  expect(await fitsThePhone(page)).toBe(true)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: '/tmp/w2-waiver-1280.png', fullPage: true })

  // The instructor's roster: Ana signed (by her mother), Maria not yet; who signed is not theirs to see (no PDF).
  const login = await page.request.post('/api/admin/login', { data: { ...DEMO_INSTRUCTOR, rememberMe: false, recaptchaToken: 'captcha-disabled' } })
  expect(login.status()).toBe(200)
  await page.goto(`/admin/attendance?classScheduleId=${scheduleId}`)
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) })
  await expect(row('Ana Lopez').getByText('Signed', { exact: true })).toBeVisible()
  await expect(row('Maria Lopez').getByText('Not signed', { exact: true })).toBeVisible()
  await expect(row('Ana Lopez').getByRole('link', { name: /signed waiver/ })).toHaveCount(0)
  await page.screenshot({ path: '/tmp/w2-roster-1280.png', fullPage: true })

  // The owner's roster offers the signed waiver as a PDF.
  const ownerLogin = await page.request.post('/api/admin/login', { data: { ...DEMO_OWNER, rememberMe: false, recaptchaToken: 'captcha-disabled' } })
  expect(ownerLogin.status()).toBe(200)
  await page.goto(`/admin/attendance?classScheduleId=${scheduleId}`)
  const download = page.waitForEvent('download')
  await row('Ana Lopez').getByRole('link', { name: 'Download the signed waiver of Ana Lopez (PDF)' }).click()
  const file = await (await download).path()
  const text = (await pdfText(new Uint8Array(await readFile(file)))).join('\n')
  expect(text).toContain(`Liability waiver, version ${waiver.version}`)
  expect(text).toContain('Participant: Ana Lopez')
  expect(text).toContain('Signed by: Maria Lopez (mother of the participant)')
  expect(text).toContain('I understand that self-defense training involves physical contact')

  // Signed out (a context with no cookie: `request` holds the owner's from the login above), the PDF is refused.
  const stranger = await playwright.request.newContext({ baseURL })
  expect((await stranger.get(`/api/admin/waiver-pdf?signatureId=1`)).status()).toBe(401)
  await stranger.dispose()

  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: '/tmp/w2-roster-390.png', fullPage: true })
})
