import type { Page } from '@playwright/test'

import { FAKE_STRIPE_URL } from '../../playwright.config'
import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, type OwnerApi, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { balanceFellDue, confirmedPrivateSession, emailsTo } from './helpers/privateSessions'

// Runs on the server whose real stripe SDK talks to the fake Stripe API (project 'stripe' in playwright.config.ts);
// its maintenance cron (each minute) charges the balances that fell due.
const SHOTS = '/tmp/shots-balance'
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

type Session = { id: number; balancePaidAt: string | null; balanceDeclinedAt: string | null; balancePaymentIntentId: string | null; history: { what: string }[] }
type Intent = { id: string; idempotencyKey: string | null; off_session: boolean; amount: number; status: string }

const sessionOf = (owner: OwnerApi, id: number) => owner.get<Session>(`/api/private-sessions/${id}?depth=0`)
const chargesOf = async (id: number) =>
  ((await (await fetch(`${FAKE_STRIPE_URL}/__fake/payment-intents`)).json()) as Intent[]).filter((pi) => pi.idempotencyKey === `private-balance-${id}`)
const offSession = (answer: 'succeed' | 'decline') =>
  fetch(`${FAKE_STRIPE_URL}/__fake/off-session`, { method: 'POST', body: JSON.stringify({ answer }) })

test.describe.configure({ timeout: 240_000 })

test('at the due time the maintenance cron charges the saved card once, off-session, and the receipt is queued', async ({ owner, browser }) => {
  const { id, email, organizer } = await confirmedPrivateSession(owner, browser, `Charged${Date.now() % 100_000}`)
  expect(await chargesOf(id)).toHaveLength(0)
  await balanceFellDue(id)

  await expect.poll(async () => (await sessionOf(owner, id)).balancePaidAt, { timeout: 180_000, intervals: [5_000] }).toBeTruthy()
  const charges = await chargesOf(id)
  expect(charges).toHaveLength(1)
  expect(charges[0]).toMatchObject({ off_session: true, amount: 30_000, status: 'succeeded' })
  const paid = await sessionOf(owner, id)
  expect(paid.balancePaymentIntentId).toBe(charges[0].id)
  expect(paid.history.map((h) => h.what)).toContain('Balance of $300.00 charged to the saved card')
  const [receipt] = await emailsTo(owner, email, 'private-balance-receipt')
  expect(receipt.text).toContain('we received the balance of $300.00')

  await organizer.reload()
  await expect(organizer.getByTestId('private-status')).toHaveText('Confirmed and paid in full: we received $600.00. Nothing is left to pay.')
  await expect(organizer.getByRole('button', { name: 'Pay the balance' })).toHaveCount(0)
  await organizer.screenshot({ path: `${SHOTS}/balance-charged-390.png`, fullPage: true })
  await organizer.close()
})

test('a declined balance: the link email, the owner sees it due, the organizer pays it on a phone, the dashboard lets it go', async ({ owner, browser, page }) => {
  const lastName = `Declined${Date.now() % 100_000}`
  const { id, email, organizer } = await confirmedPrivateSession(owner, browser, lastName)
  await offSession('decline')
  try {
    await balanceFellDue(id)
    await expect.poll(async () => (await sessionOf(owner, id)).balanceDeclinedAt, { timeout: 180_000, intervals: [5_000] }).toBeTruthy()
  } finally {
    await offSession('succeed')
  }
  expect((await sessionOf(owner, id)).balancePaidAt).toBeFalsy()
  const [linkEmail] = await emailsTo(owner, email, 'private-balance-link')
  expect(linkEmail.text).toContain('did not go through: the card has insufficient funds')
  const link = /https?:\/\/\S+\/private-sessions\/[A-Za-z0-9_-]{43}/.exec(linkEmail.text)![0]

  // The owner, on the dashboard: the balance is listed, linked to the session in /cms.
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIntoCms(page, DEMO_OWNER)
  await page.goto('/cms')
  const balances = page.getByTestId('needs-owner').locator('[data-need="balances"]')
  await expect(balances).toContainText('Private session balances overdue (1)')
  await expect(balances).toContainText(`Bea ${lastName}`)
  await expect(balances).toContainText('$300.00 (the card has insufficient funds)')
  await page.screenshot({ path: `${SHOTS}/dashboard-balance-overdue-1440.png` })
  await balances.getByRole('link', { name: new RegExp(`Bea ${lastName}`) }).click()
  await expect(page).toHaveURL(new RegExp(`/cms/collections/private-sessions/${id}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Bea ${lastName}` })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'What' }).nth(2)).toHaveValue(
    'Balance of $300.00 not charged to the saved card: the card has insufficient funds. The organizer was emailed a link to pay it.',
  )
  await page.screenshot({ path: `${SHOTS}/cms-session-declined-1440.png`, fullPage: true })

  // The organizer, on a phone, from the email's link.
  await organizer.goto(link)
  const due = organizer.getByTestId('balance-due')
  await expect(due).toContainText('We could not charge the balance of $300.00 to the card you used for the deposit: the card has insufficient funds.')
  expect(await fitsThePhone(organizer)).toBe(true)
  await organizer.screenshot({ path: `${SHOTS}/balance-due-390.png`, fullPage: true })
  await due.getByRole('button', { name: 'Pay the balance' }).click()
  await expect(organizer.getByText('Total $300.00')).toBeVisible()
  await organizer.getByRole('button', { name: 'Pay' }).click()
  await expect(organizer.getByTestId('private-status')).toHaveText('Confirmed and paid in full: we received $600.00. Nothing is left to pay.')
  await expect(organizer.getByTestId('balance-due')).toHaveCount(0)
  expect(await fitsThePhone(organizer)).toBe(true)
  await organizer.screenshot({ path: `${SHOTS}/balance-paid-by-link-390.png`, fullPage: true })

  const paid = await sessionOf(owner, id)
  expect(paid.balancePaidAt).toBeTruthy()
  expect(paid.history.filter((h) => h.what === 'Balance of $300.00 paid through the link')).toHaveLength(1)
  expect(await chargesOf(id)).toHaveLength(1)
  await expect.poll(async () => (await emailsTo(owner, email, 'private-balance-receipt')).length).toBe(1)

  await page.goto('/cms')
  await expect(page.getByTestId('needs-owner').locator('[data-need="balances"]')).toContainText('Private session balances overdue (0)')
  await expect(page.getByTestId('needs-owner')).not.toContainText(`Bea ${lastName}`)
  await page.screenshot({ path: `${SHOTS}/dashboard-balance-paid-1440.png` })
  await organizer.close()
})
