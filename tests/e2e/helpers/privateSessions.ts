import { readFile } from 'node:fs/promises'

import { type Browser, expect, type Page } from '@playwright/test'
import pg from 'pg'

import { E2E_STRIPE_DATABASE_URL_FILE, FAKE_STRIPE_URL } from '../../../playwright.config'
import type { OwnerApi } from '../fixtures'

/** 'YYYY-MM-DDTHH:mm' of a day `days` ahead at `hour` (as the proposal's Pacific fields take it). */
const localAt = (days: number, hour: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`

/** The fake Stripe's hosted checkout (its made-up host), served by the fake Stripe API on this machine. */
export async function routeFakeCheckout(page: Page) {
  await page.route('https://checkout.fake-stripe.test/**', async (route) => {
    const response = await route.fetch({ url: `${FAKE_STRIPE_URL}${new URL(route.request().url()).pathname}`, maxRedirects: 0 })
    await route.fulfill({ response })
  })
}

export type PrivateEmail = { kind: string; to: string; text: string; dedupeKey: string }

export const emailsTo = async (owner: OwnerApi, to: string, kind: string) =>
  (await owner.get<{ docs: PrivateEmail[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(to)}&where[kind][equals]=${kind}&depth=0`)).docs

/**
 * A private session confirmed through the existing flow (on the fake Stripe's server): an inquiry, the owner's
 * proposal from it ($75.00 × 8 = $600.00, a day far out), and the organizer, on a phone, accepting the policies and
 * paying the $300.00 deposit on the fake checkout. Answers the session, its private link and the organizer's page.
 */
export async function confirmedPrivateSession(owner: OwnerApi, browser: Browser, lastName: string): Promise<{ id: number; email: string; link: string; organizer: Page }> {
  const email = `organizer-${lastName.toLowerCase()}-${Date.now()}@example.com`
  const { doc: inquiry } = await owner.post<{ doc: { id: number } }>('/api/form-submissions', {
    formType: 'Private Training',
    firstName: 'Bea',
    lastName,
    email,
    phone: '9255550100',
    city: 'Walnut Creek',
    state: 'CA',
    webRequestDetails: 'Private training for our family',
  })
  const instructor = (await owner.get<{ docs: { id: number }[] }>('/api/users?where[email][equals]=instructor@swsd.example&depth=0')).docs[0]
  const days = 300 + Math.floor(Math.random() * 200)
  const { id } = await owner.post<{ id: number }>('/api/owner/private-proposals', {
    inquiryId: inquiry.id,
    program: 'private',
    start: localAt(days, 9),
    end: localAt(days, 10),
    meetingKind: 'park',
    meetingAddress: 'Heather Farm Park, Walnut Creek',
    instructorId: instructor.id,
    participants: 8,
    pricing: 'per-person',
    priceCents: 7500,
    openDays: 7,
  })
  const [proposal] = await emailsTo(owner, email, 'private-proposal')
  const link = /https?:\/\/\S+\/private-sessions\/[A-Za-z0-9_-]{43}/.exec(proposal.text)![0]

  const organizer = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await routeFakeCheckout(organizer)
  await organizer.goto(link)
  await organizer.getByLabel('I accept the private class policies').check()
  await organizer.getByRole('button', { name: 'Pay the deposit' }).click()
  await expect(organizer.getByText('Total $300.00')).toBeVisible()
  await organizer.getByRole('button', { name: 'Pay' }).click()
  await expect(organizer.getByTestId('private-status')).toContainText('Confirmed: we received $300.00. The balance of $300.00 is due on')
  return { id, email, link, organizer }
}

/** "The clock moves": the session's balance fell due a minute ago (its database row, as no screen changes it). */
export async function balanceFellDue(id: number) {
  const client = new pg.Client({ connectionString: (await readFile(E2E_STRIPE_DATABASE_URL_FILE, 'utf8')).trim() })
  await client.connect()
  try {
    await client.query(`update private_sessions set balance_due_at = now() - interval '1 minute' where id = $1`, [id])
  } finally {
    await client.end()
  }
}
