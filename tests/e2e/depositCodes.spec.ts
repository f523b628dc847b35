import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'

// The demo server (no Stripe key): a deposit is taken as paid at once, through the same fulfilment as Stripe's.
const SHOTS = '/tmp/shots-codes'
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

type Email = { kind: string; text: string }
type Session = { id: number; status: string; totalCents: number; discountCents: number | null; depositCents: number; balanceCents: number; promoCode: number | null; history: { what: string }[] }

test('the organizer applies a promo code on the private session page at 390 px and pays the smaller deposit', async ({ page, owner }) => {
  const code = `PRIV${randomUUID().slice(0, 6).toUpperCase()}`
  const email = `organizer-${Date.now()}@example.com`
  await owner.post('/api/promo-codes', { code, discountType: 'percent', percentOff: 20, classKinds: ['private'], totalUses: 5 })
  const instructor = (await owner.get<{ docs: { id: number }[] }>('/api/users?where[email][equals]=instructor@swsd.example&depth=0')).docs[0]
  // A day far out and an hour of its own, so no other run's proposal for the demo instructor is in the way.
  const start = new Date(Date.now() + (300 + Math.floor(Math.random() * 200)) * 86_400_000)
  start.setUTCHours(17 + Math.floor(Math.random() * 4), 0, 0, 0)
  await owner.post('/api/private-sessions', {
    status: 'proposal-sent',
    program: 'workplace',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 90 * 60_000).toISOString(),
    meetingKind: 'venue',
    meetingAddress: '100 Main St, Walnut Creek',
    instructor: instructor.id,
    participants: 4,
    pricing: 'flat',
    priceCents: 30_000,
    openUntil: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    organizerName: 'Olga Organizer',
    organizerEmail: email,
  })
  const emailsTo = async (kind: string) => (await owner.get<{ docs: Email[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=${kind}&depth=0`)).docs
  const link = /https?:\/\/\S+\/private-sessions\/[A-Za-z0-9_-]{43}/.exec((await emailsTo('private-proposal'))[0].text)![0]
  const sessionOf = async () => (await owner.get<{ docs: Session[] }>(`/api/private-sessions?where[organizerEmail][equals]=${encodeURIComponent(email)}&depth=0`)).docs[0]

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(new URL(link).pathname)
  await expect(page.getByRole('heading', { name: 'Your proposal' })).toBeVisible()
  await page.getByLabel('Promo code').fill('NOT-A-CODE')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByTestId('deposit-promo-status')).toHaveText("We don't know that promo code. Please check it and try again.")
  await page.getByLabel('Promo code').fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByTestId('deposit-promo-status')).toHaveText(`${code}: 20% off. The total is $240.00; 50% deposit now $120.00, balance $120.00.`)
  expect(await fitsThePhone(page)).toBe(true)
  await page.screenshot({ path: `${SHOTS}/private-promo-applied-390.png`, fullPage: true })
  await page.getByLabel('I accept the private class policies').check()
  await page.getByRole('button', { name: 'Pay the deposit' }).click()

  await expect(page.getByRole('heading', { name: 'Your private session' })).toBeVisible()
  await expect(page.getByTestId('private-status')).toContainText('Confirmed: we received $120.00. The balance of $120.00 is due on')
  expect(await fitsThePhone(page)).toBe(true)
  await page.screenshot({ path: `${SHOTS}/private-promo-confirmed-390.png`, fullPage: true })

  const confirmed = await sessionOf()
  expect(confirmed).toMatchObject({ status: 'confirmed', totalCents: 30_000, discountCents: 6000, depositCents: 12_000, balanceCents: 12_000 })
  expect(confirmed.history.at(-1)?.what).toBe('Deposit paid: confirmed; promo code $60.00 off')
  const promo = (await owner.get<{ docs: { id: number }[] }>(`/api/promo-codes?where[code][equals]=${code}&depth=0`)).docs[0]
  expect(confirmed.promoCode).toBe(promo.id)
  await expect.poll(async () => (await emailsTo('private-confirmation'))[0]?.text ?? '').toContain(`Promo code ${code}: -$60.00`)

  // The owner sees the use on the code's own page in /cms.
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIntoCms(page, DEMO_OWNER)
  await page.goto(`/cms/collections/promo-codes/${promo.id}`)
  const use = page.locator('#field-privateUses').getByRole('row').filter({ hasText: 'Olga Organizer' })
  await expect(use).toHaveCount(1)
  await expect(use).toContainText('Workplace safety')
  await expect(use).toContainText('Confirmed (deposit paid)')
  await expect(use).toContainText('$60.00')
  await page.screenshot({ path: `${SHOTS}/cms-promo-private-uses-1440.png`, fullPage: true })
})

test("the header's Gift Certificates link reaches /gift-certificates; /cms shows a credit's hint, never its code", async ({ page, owner }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/private-classes')
  await page.screenshot({ path: `${SHOTS}/header-gift-link-1280.png` })
  await page.getByRole('navigation', { name: 'Programs', exact: true }).getByRole('link', { name: 'Gift Certificates' }).click()
  await expect(page).toHaveURL(/\/gift-certificates$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/private-classes')
  await expect(page.getByRole('region', { name: 'Give a class' }).getByRole('link', { name: 'gift certificate' })).toHaveAttribute('href', '/gift-certificates')
  expect(await fitsThePhone(page)).toBe(true)
  await page.screenshot({ path: `${SHOTS}/private-classes-give-a-class-390.png`, fullPage: true })
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.screenshot({ path: `${SHOTS}/mobile-menu-gift-link-390.png` })
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Gift Certificates' }).click()
  await expect(page).toHaveURL(/\/gift-certificates$/)

  const credit = await owner.create('class-credits', { amountCents: 2500, customerEmail: `hint-${Date.now()}@example.com`, reason: 'E2E: a credit whose code stays hidden', dontEmailCustomer: true })
  const code = String(credit.code)
  expect(code).toMatch(/^CR-\w{4}-\w{4}-\w{4}$/)
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIntoCms(page, DEMO_OWNER)
  await page.goto(`/cms/collections/class-credits/${credit.id}`)
  await expect(page.locator('#field-codeHint')).toHaveValue(`CR-…-${code.slice(-4)}`)
  await expect(page.locator('body')).not.toContainText(code)
  await page.screenshot({ path: `${SHOTS}/cms-credit-hint-1440.png`, fullPage: true })
  // The list search finds it by the whole code, typed as a customer reads it out.
  await page.goto(`/cms/collections/class-credits?search=${encodeURIComponent(code.toLowerCase())}`)
  await expect(page.locator('table tbody tr')).toHaveCount(1)
  await expect(page.locator('table tbody tr')).toContainText(`CR-…-${code.slice(-4)}`)
  await page.screenshot({ path: `${SHOTS}/cms-credit-search-1440.png`, fullPage: true })

  // The holder lost the code: 'Email a new code' sends a new one; the old one no longer works, the balance stays.
  await page.goto(`/cms/collections/class-credits/${credit.id}`)
  await page.getByRole('button', { name: 'Email a new code' }).click()
  const ledger = page.getByTestId('credit-ledger')
  await expect(ledger).toContainText(`was emailed to ${credit.customerEmail}. The old code no longer works; the balance is unchanged.`)
  await expect(ledger).toContainText('a new code was emailed to the holder; the old code no longer works (by Demo Owner')
  await page.screenshot({ path: `${SHOTS}/cms-credit-new-code-1440.png`, fullPage: true })
  const emails = await owner.get<{ docs: Email[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(String(credit.customerEmail))}&where[kind][equals]=class-credit&depth=0`)
  const fresh = /CR-\w{4}-\w{4}-\w{4}/.exec(emails.docs[0].text)![0]
  expect(fresh).not.toBe(code)
  expect(await owner.get(`/api/class-credits/${credit.id}?depth=0`)).toMatchObject({ codeHint: `CR-…-${fresh.slice(-4)}`, remainingCents: 2500 })
  expect((await owner.get<{ docs: unknown[] }>(`/api/class-credits?where[code][equals]=${code}&depth=0`)).docs).toHaveLength(0)
})
