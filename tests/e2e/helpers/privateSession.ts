import { expect, type Browser, type Page } from '@playwright/test'
import { formatInTimeZone } from 'date-fns-tz'

import { FAKE_STRIPE_URL } from '../../../playwright.config'
import type { OwnerApi } from '../fixtures'

export type PrivateSessionDoc = {
  id: number
  status: string
  startTime: string
  endTime: string
  depositCents: number
  balanceCents: number
  balanceDueAt: string | null
  refundedCents: number | null
  moveFees?: { amountCents: number }[]
  failedRefunds?: unknown[]
}
export type EmailDoc = { kind: string; to: string; text: string; attachments?: { filename: string }[] | null }

/** 'YYYY-MM-DDTHH:mm' in Pacific time of a whole hour `days` ahead, as the owner's proposal panel takes it. */
export const pacificLocal = (instant: Date) => formatInTimeZone(instant, 'America/Los_Angeles', "yyyy-MM-dd'T'HH:mm")

/** A page whose trips to Stripe's hosted checkout go to the fake Stripe server (the stripe project's server talks to it). */
export async function pageThroughFakeCheckout(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport })
  await page.route('https://checkout.fake-stripe.test/**', async (route) => {
    const response = await route.fetch({ url: `${FAKE_STRIPE_URL}${new URL(route.request().url()).pathname}`, maxRedirects: 0 })
    await route.fulfill({ response })
  })
  return page
}

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

/**
 * The steps of privateProposal.spec.ts, for specs that start from a confirmed session: an inquiry, a proposal for
 * 6 people at $75 with an instructor of its own (so no other run's session is in the way) starting `daysAhead` days
 * from now, then the organizer accepts the private class policies and pays the deposit (the full price under 14 days)
 * through the fake Checkout. Answers the private link and the organizer's email.
 */
export async function confirmedPrivateSession(owner: OwnerApi, organizer: Page, { daysAhead }: { daysAhead: number }) {
  const email = `organizer-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
  const inquiry = await postInquiry(owner, email)
  const { doc: instructor } = await owner.post<{ doc: { id: number } }>('/api/users', {
    email: `instructor-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: 'Instructor-e2e-2026!',
    name: 'Dana Instructor',
    role: 'instructor',
  })
  const start = new Date(Math.ceil((Date.now() + daysAhead * 86_400_000) / 3_600_000) * 3_600_000)
  await owner.post('/api/owner/private-proposals', {
    inquiryId: inquiry.id,
    program: 'workplace',
    start: pacificLocal(start),
    end: pacificLocal(new Date(start.getTime() + 2 * 3_600_000)),
    meetingKind: 'venue',
    meetingAddress: '100 Main St, Walnut Creek',
    instructorId: instructor.id,
    participants: 6,
    pricing: 'per-person',
    priceCents: 7500,
    openDays: 7,
  })
  const emailsTo = async (kind: string) => (await owner.get<{ docs: EmailDoc[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(email)}&where[kind][equals]=${kind}&depth=0`)).docs
  const sessionOf = async () => (await owner.get<{ docs: PrivateSessionDoc[] }>(`/api/private-sessions?where[organizerEmail][equals]=${encodeURIComponent(email)}&depth=0`)).docs[0]
  const [proposalEmail] = await emailsTo('private-proposal')
  const link = /https?:\/\/\S+\/private-sessions\/[A-Za-z0-9_-]{43}/.exec(proposalEmail.text)![0]

  await organizer.goto(link)
  await organizer.getByLabel('I accept the private class policies').check()
  await organizer.getByRole('button', { name: /Pay the (deposit|full price)/ }).click()
  await expect(organizer.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible()
  await organizer.getByRole('button', { name: 'Pay' }).click()
  await expect(organizer.getByTestId('private-status')).toContainText('Confirmed: we received')
  await expect.poll(async () => (await sessionOf()).status).toBe('confirmed')
  return { link, email, emailsTo, sessionOf }
}
