import type { APIRequestContext, Browser, Page } from '@playwright/test'

import { FAKE_STRIPE_URL } from '../../playwright.config'
import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, type OwnerApi, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { confirmedPrivateSession, type EmailDoc, pageThroughFakeCheckout } from './helpers/privateSession'

// Runs on the server whose real stripe SDK talks to the fake Stripe API (project 'stripe' in playwright.config.ts).
const SHOTS = '/tmp/shots-privmoney'
const SIDEBAR_SHOTS = '/tmp/shots-sidebar'
type RefundRequest = { payment_intent: string; idempotencyKey: string | null; refused: boolean }
type Refund = { payment_intent: string; amount: number }
type Session = { status: string; refundedCents: number | null; failedRefunds: unknown[]; freeMoveOffered: boolean | null; refundsMade?: { amountCents: number; to: string }[]; stripePaymentIntentId: string }

/** The dashboard's 'Private revenue, net of refunds' this month, in cents (below zero when the month gave back more). */
async function privateNet(page: Page): Promise<number> {
  await page.goto('/cms')
  const text = (await page.getByTestId('private-revenue-total').innerText()).trim()
  const [, sign, dollars] = /^(-?)\$([\d,]+\.\d\d)$/.exec(text) ?? []
  return (sign ? -1 : 1) * Math.round(Number(dollars.replace(/,/g, '')) * 100)
}

/** The owner, on the session in /cms: 'Cancel by the studio (instructor)', then `choice`; answers what the action said (the page then reloads). */
async function cancelByStudio(page: Page, sessionId: number, choice: 'Cancel and refund everything paid' | 'Offer a free move'): Promise<string> {
  await page.goto(`/cms/collections/private-sessions/${sessionId}`)
  await expect(async () => {
    await page.getByRole('button', { name: 'Cancel by the studio (instructor)' }).click({ timeout: 2_000 })
    await expect(page.getByRole('button', { name: choice })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  // The page reloads right after the answer: its body is read on the way through, before the reload drops it. The
  // route ends itself after that one request (an unroute during the reload can hang until the test's timeout).
  let message: string | undefined
  await page.route(
    '**/api/owner/private-sessions/actions',
    async (route) => {
      const response = await route.fetch()
      message = ((await response.json()) as { message: string }).message
      await route.fulfill({ response })
    },
    { times: 1 },
  )
  await page.getByRole('button', { name: choice }).click()
  await expect.poll(() => message).toBeTruthy()
  // The reloaded page shows the answer it kept: once it does, the reload is over and the next navigation cannot race it.
  await expect(page.getByRole('status').filter({ hasText: message! })).toHaveText(message!)
  return message!
}

/** A session 20 days ahead with its $300.00 deposit paid (the organizer on a phone), and the owner in /cms at 1440 x 900. */
async function ownerOnAPaidSession(page: Page, owner: OwnerApi, browser: Browser) {
  await page.setViewportSize({ width: 1440, height: 900 })
  const organizer = await pageThroughFakeCheckout(browser, { width: 390, height: 844 })
  const { emailsTo, sessionOf } = await confirmedPrivateSession(owner, organizer, { daysAhead: 20 })
  await organizer.close()
  const { id } = await sessionOf()
  await logIntoCms(page, DEMO_OWNER)
  return { id, emailsTo }
}

/**
 * After the retry: the session's record says the $300.00 deposit is refunded, the fake Stripe made exactly one refund
 * for it (every ask under one idempotency key, the last one accepted), and the organizer is told what came back.
 */
async function expectRefundedOnce(owner: OwnerApi, request: APIRequestContext, id: number, emailsTo: (kind: string) => Promise<EmailDoc[]>) {
  const after = await owner.get<Session>(`/api/private-sessions/${id}?depth=0`)
  expect(after).toMatchObject({ status: 'cancelled-by-studio', refundedCents: 30_000, failedRefunds: [], refundsMade: [expect.objectContaining({ amountCents: 30_000, to: 'card' })] })
  const made = ((await (await request.get(`${FAKE_STRIPE_URL}/__fake/refunds`)).json()) as Refund[]).filter((r) => r.payment_intent === after.stripePaymentIntentId)
  expect(made.map((r) => r.amount)).toEqual([30_000])
  const asked = ((await (await request.get(`${FAKE_STRIPE_URL}/__fake/refund-requests`)).json()) as RefundRequest[]).filter((r) => r.idempotencyKey?.startsWith(`private-refund-${id}-`))
  expect(new Set(asked.map((r) => r.idempotencyKey)).size).toBe(1)
  expect(asked.at(-1)?.refused).toBe(false)

  const [cancelled] = await emailsTo('private-cancelled')
  expect(cancelled.text).toContain('What comes back: $300.00 back to your card.')
  await expect.poll(async () => (await emailsTo('refund-completed')).length).toBe(1)
  expect((await emailsTo('refund-completed'))[0].text).toContain('has now gone through: $300.00 of what you paid is refunded to the card you paid with.')
}

/** The owner cancels the session by the studio while the fake Stripe refuses refunds: the $300.00 deposit is kept as refused. */
async function cancelWhileStripeRefuses(page: Page, request: APIRequestContext, owner: OwnerApi, id: number) {
  await request.post(`${FAKE_STRIPE_URL}/__fake/refuse-refunds`, { data: { refuse: true } })
  try {
    expect(await cancelByStudio(page, id, 'Cancel and refund everything paid')).toBe(
      "Cancelled by the studio, and the organizer is emailed: $0.00 refunded; Stripe refused $300.00. It is kept under 'Refunds not gone through yet' and asked again automatically; 'Retry refund now' asks at once.",
    )
    await expect.poll(async () => (await owner.get<Session>(`/api/private-sessions/${id}?depth=0`)).status).toBe('cancelled-by-studio')
    expect(await owner.get<Session>(`/api/private-sessions/${id}?depth=0`)).toMatchObject({ failedRefunds: [expect.anything()] })
  } finally {
    await request.post(`${FAKE_STRIPE_URL}/__fake/refuse-refunds`, { data: { refuse: false } })
  }
}

test("a private refund Stripe refused is on the owner's dashboard; its retry there makes it once, the organizer is told, and the net revenue drops by it", async ({ page, owner, browser, request }) => {
  const { id, emailsTo } = await ownerOnAPaidSession(page, owner, browser)
  const before = await privateNet(page)
  await expect(page.getByTestId('private-revenue')).toContainText('Private revenue, net of refunds')

  await cancelWhileStripeRefuses(page, request, owner, id)

  // The dashboard's one list: the private session beside the bookings, with what it is, and its own retry.
  expect(await privateNet(page)).toBe(before) // refused: nothing went back yet
  const refunds = page.getByTestId('needs-owner').locator('[data-need="refunds"]')
  const item = refunds.getByRole('listitem').filter({ hasText: `Private session ${id} (Olga Organizer` })
  await expect(item).toContainText('$300.00 not refunded yet since ')
  await expect(item).toContainText('Stripe said: ')
  await expect(item.getByRole('link')).toHaveAttribute('href', `/cms/collections/private-sessions/${id}`)
  await page.screenshot({ path: `${SHOTS}/cms-dashboard-refused-private-refund-1440.png` })

  await item.getByRole('button', { name: `Retry refund now: private session ${id}` }).click()
  await expect(refunds.getByRole('listitem').filter({ hasText: `Private session ${id} (` })).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS}/cms-dashboard-after-retry-1440.png` })

  await expectRefundedOnce(owner, request, id, emailsTo)

  expect(await privateNet(page)).toBe(before - 30_000)
})

test("the owner's 'Cancel by the studio (instructor)' with a free move offered: the organizer's page offers the move, free", async ({ page, owner, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const organizer = await pageThroughFakeCheckout(browser, { width: 390, height: 844 })
  const { link, emailsTo, sessionOf } = await confirmedPrivateSession(owner, organizer, { daysAhead: 20 })
  const { id } = await sessionOf()
  await logIntoCms(page, DEMO_OWNER)

  expect(await cancelByStudio(page, id, 'Offer a free move')).toBe('A free move is offered: the organizer is emailed to choose a new date on their page.')
  expect(await owner.get<Session>(`/api/private-sessions/${id}?depth=0`)).toMatchObject({ status: 'confirmed', freeMoveOffered: true })
  await expect.poll(async () => (await emailsTo('private-move-offered')).length).toBeGreaterThan(0)

  // 20 days out a move would cost $50; the studio's offer makes it free.
  await organizer.goto(link)
  await expect(organizer.getByText('We offered you a free move: choose a new date below.')).toBeVisible()
  await organizer.getByRole('button', { name: 'Move to another date' }).click()
  await expect(organizer.getByText('This move is free.')).toBeVisible()
  await expect(organizer.getByRole('button', { name: 'Move the session' })).toBeVisible()
  await organizer.screenshot({ path: `${SHOTS}/organizer-free-move-offered-390.png`, fullPage: true })
  expect(await organizer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await organizer.close()
})

test("a private refund Stripe refused: the owner retries it from the session's own sidebar in /cms; it is made once, the organizer is told, and it leaves the dashboard's list", async ({ page, owner, browser, request }) => {
  const { id, emailsTo } = await ownerOnAPaidSession(page, owner, browser)
  await cancelWhileStripeRefuses(page, request, owner, id)
  const listed = async () => {
    await page.goto('/cms')
    return page.getByTestId('needs-owner').locator('[data-need="refunds"]').getByRole('listitem').filter({ hasText: `Private session ${id} (` })
  }
  await expect(await listed()).toHaveCount(1)

  // The session's own page, opened afresh: the refusal is on it, and its sidebar has the retry.
  await page.goto(`/cms/collections/private-sessions/${id}`)
  const sidebar = page.locator('.document-fields__sidebar')
  const refused = page.locator('#field-failedRefunds')
  await expect(refused).toContainText('Refunds not gone through yet')
  // Payload draws a section's fields once it is in view.
  await refused.scrollIntoViewIfNeeded()
  await expect(refused.locator('#field-failedRefunds__0__lastError')).toHaveValue('The fake refuses refunds just now.')
  await expect(page.locator('#field-refundsMade')).toHaveCount(0)
  const retry = sidebar.getByRole('button', { name: 'Retry refund now' })
  const refusal = sidebar.getByText("Stripe refused a refund: it is kept under 'Refunds not gone through yet' and asked again automatically.")
  await expect(refusal).toBeVisible()
  await expect(retry).toBeVisible()
  await page.screenshot({ path: `${SIDEBAR_SHOTS}/cms-private-session-refused-refund-1440.png` })

  await retry.click()
  await expect(sidebar.getByRole('status')).toHaveText('Stripe accepted the refund. The organizer is being emailed.')
  // The page is refreshed: the refund has left 'Refunds not gone through yet' for 'Refunds made', and there is nothing left to retry.
  await expect(retry).toHaveCount(0)
  await expect(refusal).toHaveCount(0)
  await expect(refused).toHaveCount(0)
  await expect(page.locator('#field-refundsMade')).toContainText('Refunds made')
  await page.screenshot({ path: `${SIDEBAR_SHOTS}/cms-private-session-after-retry-1440.png` })

  await expectRefundedOnce(owner, request, id, emailsTo)
  const gone = await listed()
  await expect(page.getByTestId('needs-owner')).toBeVisible()
  await expect(gone).toHaveCount(0)
})
