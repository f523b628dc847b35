import type { Page } from '@playwright/test'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { pageThroughFakeCheckout, postInquiry } from './helpers/privateSession'

// Runs on the server whose real stripe SDK talks to the fake Stripe API (project 'stripe' in playwright.config.ts).
const SHOTS = '/tmp/shots-private'
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

type Email = { kind: string; to: string; text: string; attachments?: { filename: string }[] | null }
type Session = { id: number; status: string; totalCents: number; depositCents: number; balanceCents: number; stripeCustomerId: string | null }

/** 'YYYY-MM-DDTHH:mm' of a day `days` ahead at `hour` (as typed into the panel's Pacific fields). */
const localAt = (days: number, hour: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`

test('the owner makes a proposal from an inquiry in /cms; the organizer accepts the policies and pays the deposit through Stripe', async ({ page, owner, browser }) => {
  const email = `organizer-${Date.now()}@example.com`
  const inquiry = await postInquiry(owner, email)
  const instructor = (await owner.get<{ docs: { id: number }[] }>('/api/users?where[email][equals]=instructor@swsd.example&depth=0')).docs[0]
  // A day far out and its own hour, so no other run's proposal for the demo instructor is in the way.
  const days = 300 + Math.floor(Math.random() * 200)

  await page.setViewportSize({ width: 1440, height: 900 })
  await logIntoCms(page, DEMO_OWNER)
  await page.goto(`/cms/collections/form-submissions/${inquiry.id}`)
  await page.getByRole('button', { name: 'Make a proposal' }).click()
  await expect(page.getByLabel('Program')).toHaveValue('workplace')
  await page.getByLabel('Start (Pacific)').fill(localAt(days, 10))
  await page.getByLabel('End (Pacific)').fill(localAt(days, 12))
  await page.getByLabel('Where we meet').selectOption('venue')
  await page.getByLabel('Address or venue').fill('100 Main St, Walnut Creek')
  await page.getByLabel('Instructor', { exact: true }).selectOption(String(instructor.id))
  await page.getByLabel('Expected participants').fill('8')
  await page.getByLabel('Amount in dollars', { exact: false }).fill('75')
  await page.screenshot({ path: `${SHOTS}/cms-make-proposal-1440.png`, fullPage: true })
  await page.getByRole('button', { name: 'Send the proposal' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Proposal sent to ${email}.` })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/cms-proposal-sent-1440.png`, fullPage: true })

  const emailsTo = async (kind: string) => (await owner.get<{ docs: Email[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=${kind}&depth=0`)).docs
  const [proposalEmail] = await emailsTo('private-proposal')
  const link = /https?:\/\/\S+\/private-sessions\/[A-Za-z0-9_-]{43}/.exec(proposalEmail.text)![0]
  const sessionOf = async () => (await owner.get<{ docs: Session[] }>(`/api/private-sessions?where[organizerEmail][equals]=${encodeURIComponent(email)}&depth=0`)).docs[0]
  expect(await sessionOf()).toMatchObject({ status: 'proposal-sent', totalCents: 60_000 })

  // The organizer, on a phone.
  const organizer = await pageThroughFakeCheckout(browser, { width: 390, height: 844 })
  await organizer.goto(link)
  await expect(organizer.getByRole('heading', { name: 'Your proposal' })).toBeVisible()
  await expect(organizer.getByText('$600.00 ($75.00 per person × 8)')).toBeVisible()
  await expect(organizer.getByText('$300.00', { exact: true })).toBeVisible()
  expect(await fitsThePhone(organizer)).toBe(true)
  await organizer.screenshot({ path: `${SHOTS}/proposal-390.png`, fullPage: true })
  await organizer.getByRole('button', { name: 'Pay the deposit' }).click()
  await expect(organizer.getByRole('alert').filter({ hasText: 'Please accept the private class policies to continue.' })).toBeVisible()
  await organizer.getByLabel('I accept the private class policies').check()
  await organizer.getByRole('button', { name: 'Pay the deposit' }).click()

  await expect(organizer.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible()
  await expect(organizer.getByText('Total $300.00')).toBeVisible()
  await organizer.getByRole('button', { name: 'Pay' }).click()

  await expect(organizer.getByRole('heading', { name: 'Your private session' })).toBeVisible()
  await expect(organizer.getByTestId('private-status')).toContainText('Confirmed: we received $300.00. The balance of $300.00 is due on')
  expect(await fitsThePhone(organizer)).toBe(true)
  await organizer.screenshot({ path: `${SHOTS}/session-confirmed-390.png`, fullPage: true })

  const confirmed = await sessionOf()
  expect(confirmed).toMatchObject({ status: 'confirmed', depositCents: 30_000, balanceCents: 30_000 })
  expect(confirmed.stripeCustomerId).toMatch(/^cus_/)
  await expect.poll(async () => (await emailsTo('private-confirmation')).length).toBe(1)
  expect((await emailsTo('private-confirmation'))[0].attachments).toEqual([expect.objectContaining({ filename: 'session.ics' })])
  await organizer.close()
})
