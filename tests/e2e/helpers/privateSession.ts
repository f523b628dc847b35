import { expect, type Browser, type Page } from '@playwright/test'
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'

import { FAKE_STRIPE_URL } from '../../../playwright.config'
import type { OwnerApi } from '../fixtures'

// The stripe project's private sessions: the server talks to the fake Stripe API and runs the test clock
// (E2E_TEST_CLOCK=true, /api/test-clock), so every date here is counted from the server's clock, not this machine's.

export type PrivateSessionDoc = {
  id: number
  status: string
  startTime: string
  endTime: string
  totalCents: number
  depositCents: number
  balanceCents: number
  balanceDueAt: string | null
  balancePaidAt: string | null
  balanceDeclinedAt: string | null
  balancePaymentIntentId: string | null
  stripePaymentIntentId: string | null
  stripeCustomerId: string | null
  refundedCents: number | null
  moveFees?: { amountCents: number; paymentIntentId?: string | null }[]
  failedRefunds?: unknown[]
  history: { what: string }[]
}
export type EmailDoc = { kind: string; to: string; text: string; attachments?: { filename: string }[] | null }
export type FakeIntent = { id: string; idempotencyKey: string | null; off_session: boolean; amount: number; status: string }
export type BalanceRun = { privateSessionId: number; outcome: 'charged' | 'declined' | 'reminded' | 'no-answer' | null }

const HOUR = 3_600_000
export const DAY = 24 * HOUR

/** 'YYYY-MM-DDTHH:mm' in Pacific time, as the owner's proposal panel takes it. */
export const pacificLocal = (instant: Date) => formatInTimeZone(instant, 'America/Los_Angeles', "yyyy-MM-dd'T'HH:mm")

/** The server's clock (the test clock: the wall clock until a test moves it). */
export async function serverNow(owner: OwnerApi): Promise<Date> {
  return new Date((await owner.get<{ now: string }>('/api/test-clock')).now)
}

/** Moves the server's clock to `at`, as a Stripe test clock advances: it answers once the balances that fell due were settled. */
export async function moveClockTo(owner: OwnerApi, at: Date): Promise<BalanceRun[]> {
  const { balances } = await owner.post<{ now: string; balances: BalanceRun[] }>('/api/test-clock', { at: at.toISOString() })
  return balances
}

/** 10:00 AM Pacific on the day `days` after the server's clock. */
export async function morningAhead(owner: OwnerApi, days: number): Promise<Date> {
  const day = formatInTimeZone(new Date((await serverNow(owner)).getTime() + days * DAY), 'America/Los_Angeles', 'yyyy-MM-dd')
  return fromZonedTime(`${day}T10:00:00`, 'America/Los_Angeles')
}

/** A page whose trips to Stripe's hosted checkout go to the fake Stripe server (the stripe project's server talks to it). */
export async function pageThroughFakeCheckout(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport })
  await page.route('https://checkout.fake-stripe.test/**', async (route) => {
    const response = await route.fetch({ url: `${FAKE_STRIPE_URL}${new URL(route.request().url()).pathname}`, maxRedirects: 0 })
    await route.fulfill({ response })
  })
  return page
}

/** The fake Stripe's payment intents, and how the saved card answers off-session charges from now on. */
export const fakeIntents = async () => (await (await fetch(`${FAKE_STRIPE_URL}/__fake/payment-intents`)).json()) as FakeIntent[]
export const balanceChargesOf = async (id: number) => (await fakeIntents()).filter((pi) => pi.idempotencyKey === `private-balance-${id}`)
export const savedCardAnswers = (answer: 'succeed' | 'decline') => fetch(`${FAKE_STRIPE_URL}/__fake/off-session`, { method: 'POST', body: JSON.stringify({ answer }) })

export const emailsTo = async (owner: OwnerApi, to: string, kind: string) =>
  (await owner.get<{ docs: EmailDoc[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(to)}&where[kind][equals]=${kind}&depth=0`)).docs
export const sessionOfEmail = async (owner: OwnerApi, email: string) =>
  (await owner.get<{ docs: PrivateSessionDoc[] }>(`/api/private-sessions?where[organizerEmail][equals]=${encodeURIComponent(email)}&depth=0`)).docs[0]
export const privateLinkIn = (email: EmailDoc) => /https?:\/\/\S+\/private-sessions\/[A-Za-z0-9_-]{43}/.exec(email.text)![0]

/** A new organizer's email address, of this run alone. */
export const newOrganizerEmail = () => `organizer-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`

/** A workplace safety inquiry from Olga Organizer of `organization` at `email`, as the site's form stores it. */
export async function postInquiry(owner: OwnerApi, email: string, organization = 'Acme'): Promise<{ id: number }> {
  const { doc } = await owner.post<{ doc: { id: number } }>('/api/form-submissions', {
    formType: 'Workplace Safety',
    firstName: 'Olga',
    lastName: 'Organizer',
    email,
    phone: '9255550100',
    city: 'Walnut Creek',
    state: 'CA',
    organization,
    webRequestDetails: 'Workplace safety training for 8 people',
  })
  return doc
}

/** An instructor of the test's own, so no other run's session or class is in the way of its dates. */
export async function newInstructor(owner: OwnerApi): Promise<{ id: number }> {
  const { doc } = await owner.post<{ doc: { id: number } }>('/api/users', {
    email: `instructor-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: 'Instructor-e2e-2026!',
    name: 'Dana Instructor',
    role: 'instructor',
  })
  return doc
}

/**
 * The one way the stripe project's specs start from a confirmed private session: an inquiry, a proposal for 8 people
 * at $75.00 ($600.00) with an instructor of its own, at 10:00 AM Pacific `daysAhead` days after the server's clock, then the
 * organizer accepts the private class policies and pays the deposit (the full price under 14 days) through the fake
 * Checkout. Answers the session's id, its private link, the organizer's email and lookups of its record and emails.
 */
export async function confirmedPrivateSession(owner: OwnerApi, organizer: Page, { daysAhead }: { daysAhead: number }) {
  const email = newOrganizerEmail()
  const inquiry = await postInquiry(owner, email)
  const instructor = await newInstructor(owner)
  const start = await morningAhead(owner, daysAhead)
  const { id } = await owner.post<{ id: number }>('/api/owner/private-proposals', {
    inquiryId: inquiry.id,
    program: 'workplace',
    start: pacificLocal(start),
    end: pacificLocal(new Date(start.getTime() + 2 * HOUR)),
    meetingKind: 'venue',
    meetingAddress: '100 Main St, Walnut Creek',
    instructorId: instructor.id,
    participants: 8,
    pricing: 'per-person',
    priceCents: 7500,
    openDays: 7,
  })
  const sessionOf = () => sessionOfEmail(owner, email)
  const [proposalEmail] = await emailsTo(owner, email, 'private-proposal')
  const link = privateLinkIn(proposalEmail)

  await organizer.goto(link)
  await organizer.getByLabel('I accept the private class policies').check()
  await organizer.getByRole('button', { name: /Pay the (deposit|full price)/ }).click()
  await expect(organizer.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible()
  await organizer.getByRole('button', { name: 'Pay' }).click()
  await expect(organizer.getByTestId('private-status')).toContainText('Confirmed: we received')
  await expect.poll(async () => (await sessionOf()).status).toBe('confirmed')
  return { id, link, email, emailsTo: (kind: string) => emailsTo(owner, email, kind), sessionOf }
}
