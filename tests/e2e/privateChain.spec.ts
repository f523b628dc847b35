import type { Page } from '@playwright/test'
import { formatInTimeZone } from 'date-fns-tz'

import { FAKE_STRIPE_URL } from '../../playwright.config'
import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import {
  balanceChargesOf,
  confirmedPrivateSession,
  DAY,
  emailsTo,
  fakeIntents,
  morningAhead,
  moveClockTo,
  newInstructor,
  newOrganizerEmail,
  pacificLocal,
  pageThroughFakeCheckout,
  privateLinkIn,
  savedCardAnswers,
  sessionOfEmail,
} from './helpers/privateSession'

// Issue 40's "Done when", as one run through the fake Stripe server (project 'stripe' in playwright.config.ts), on
// the server's test clock: each step is clicked on its screen (the organizer on a phone, the owner in /cms), then
// the clock is moved to the next step's instant and the work that fell due is done before the clock answers.
const SHOTS = '/tmp/shots-chain'
const PHONE = { width: 390, height: 844 }
const HOUR = 3_600_000
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
const pacific = (instant: Date, pattern: string) => formatInTimeZone(instant, 'America/Los_Angeles', pattern)
const NOTHING = '$0.00 — nothing is refundable within 14 days of the session under the private class policies'

test.describe.configure({ timeout: 240_000 })

test('inquiry → proposal in /cms → deposit → a move at 20 days for $50 → the balance charged at its due time → a cancellation at 10 days refunds nothing', async ({ owner, browser, page }) => {
  const email = newOrganizerEmail()
  const instructor = await newInstructor(owner)
  const organizer = await pageThroughFakeCheckout(browser, PHONE)

  // 1. The inquiry, on the workplace page's form, on a phone.
  await organizer.goto('/workplace-safety')
  await organizer.getByRole('button', { name: 'Send Workplace Details' }).first().click()
  const form = organizer.getByRole('dialog', { name: 'Workplace Training Details' })
  await form.getByLabel('First Name').fill('Olga')
  await form.getByLabel('Last Name').fill('Chain')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone').fill('(925) 555-0100')
  await form.getByLabel('City').fill('Walnut Creek')
  await form.getByLabel('State').selectOption('California')
  await form.getByLabel('Organization').fill('Acme Logistics')
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Office Manager')
  await form.getByLabel('How can we help?').fill('Workplace safety training for 8 people.')
  await organizer.screenshot({ path: `${SHOTS}/1-inquiry-390.png`, fullPage: true })
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(organizer.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  const { docs: inquiries } = await owner.get<{ docs: { id: number; formType: string; organization: string }[] }>(`/api/form-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
  expect(inquiries).toEqual([expect.objectContaining({ formType: 'Workplace Safety', organization: 'Acme Logistics' })])

  // 2. The owner's proposal from it, in /cms: 40 days ahead at 10:00 AM, 8 people at $75.00.
  const start = await morningAhead(owner, 40)
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIntoCms(page, DEMO_OWNER)
  await page.goto(`/cms/collections/form-submissions/${inquiries[0].id}`)
  await page.getByRole('button', { name: 'Make a proposal' }).click()
  await expect(page.getByLabel('Program')).toHaveValue('workplace')
  await page.getByLabel('Start (Pacific)').fill(pacificLocal(start))
  await page.getByLabel('End (Pacific)').fill(pacificLocal(new Date(start.getTime() + 2 * HOUR)))
  await page.getByLabel('Where we meet').selectOption('venue')
  await page.getByLabel('Address or venue').fill('100 Main St, Walnut Creek')
  await page.getByLabel('Instructor', { exact: true }).selectOption(String(instructor.id))
  await page.getByLabel('Expected participants').fill('8')
  await page.getByLabel('Amount in dollars', { exact: false }).fill('75')
  await page.screenshot({ path: `${SHOTS}/2-cms-make-proposal-1440.png`, fullPage: true })
  await page.getByRole('button', { name: 'Send the proposal' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Proposal sent to ${email}.` })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/2-cms-proposal-sent-1440.png`, fullPage: true })
  const sessionOf = () => sessionOfEmail(owner, email)
  const proposed = await sessionOf()
  expect(proposed).toMatchObject({ status: 'proposal-sent', totalCents: 60_000 })
  expect(new Date(proposed.startTime).getTime()).toBe(start.getTime())
  const [proposalEmail] = await emailsTo(owner, email, 'private-proposal')

  // 3. The organizer accepts the policies and pays the $300.00 deposit through the fake Checkout.
  await organizer.goto(privateLinkIn(proposalEmail))
  await expect(organizer.getByRole('heading', { name: 'Your proposal' })).toBeVisible()
  await organizer.getByLabel('I accept the private class policies').check()
  await organizer.getByRole('button', { name: 'Pay the deposit' }).click()
  await expect(organizer.getByText('Total $300.00')).toBeVisible()
  await organizer.getByRole('button', { name: 'Pay' }).click()
  await expect(organizer.getByTestId('private-status')).toContainText('Confirmed: we received $300.00. The balance of $300.00 is due on')
  expect(await fitsThePhone(organizer)).toBe(true)
  await organizer.screenshot({ path: `${SHOTS}/3-deposit-paid-390.png`, fullPage: true })
  const confirmed = await sessionOf()
  expect(confirmed).toMatchObject({ status: 'confirmed', depositCents: 30_000, balanceCents: 30_000 })
  expect((await fakeIntents()).find((pi) => pi.id === confirmed.stripePaymentIntentId)).toMatchObject({ amount: 30_000, status: 'succeeded' })
  await expect.poll(async () => (await emailsTo(owner, email, 'private-confirmation')).length).toBe(1)

  // 4. The clock at 20 days before the start: nothing is due yet; the organizer moves the session a week later for $50.
  expect((await moveClockTo(owner, new Date(start.getTime() - 20 * DAY))).map((b) => b.privateSessionId)).not.toContain(confirmed.id)
  const newStart = new Date(start.getTime() + 7 * DAY)
  await organizer.reload()
  await organizer.getByRole('button', { name: 'Move to another date' }).click()
  await organizer.getByLabel('New date').fill(pacific(newStart, 'yyyy-MM-dd'))
  await organizer.getByLabel('Start time (Pacific)').fill(pacific(newStart, 'HH:mm'))
  await expect(organizer.getByText('This move costs $50.00')).toBeVisible()
  expect(await fitsThePhone(organizer)).toBe(true)
  await organizer.screenshot({ path: `${SHOTS}/4-move-fee-390.png`, fullPage: true })
  await organizer.getByRole('button', { name: 'Pay $50.00 and move' }).click()
  await expect(organizer.getByText('Total $50.00')).toBeVisible()
  await organizer.getByRole('button', { name: 'Pay' }).click()
  await expect(organizer.getByRole('heading', { name: 'Your private session' })).toBeVisible()
  await expect(organizer.getByText(pacific(newStart, 'EEEE, MMMM d, yyyy'), { exact: false }).first()).toBeVisible()
  await organizer.screenshot({ path: `${SHOTS}/4-moved-390.png`, fullPage: true })
  const moved = await sessionOf()
  expect(new Date(moved.startTime).getTime()).toBe(newStart.getTime())
  expect(new Date(moved.balanceDueAt!).getTime()).toBe(newStart.getTime() - 336 * HOUR)
  expect(moved.moveFees).toEqual([expect.objectContaining({ amountCents: 5000 })])
  await expect.poll(async () => (await emailsTo(owner, email, 'private-moved')).length).toBe(1)
  expect((await emailsTo(owner, email, 'private-moved'))[0].text).toContain('The move fee of $50.00 is paid.')

  // 5. The clock at the new start − 336 h: the balance is charged to the saved card, off-session, once.
  expect(await balanceChargesOf(moved.id)).toHaveLength(0)
  expect(await moveClockTo(owner, new Date(newStart.getTime() - 336 * HOUR))).toContainEqual({ privateSessionId: moved.id, outcome: 'charged' })
  const charges = await balanceChargesOf(moved.id)
  expect(charges).toEqual([expect.objectContaining({ off_session: true, amount: 30_000, status: 'succeeded' })])
  const paid = await sessionOf()
  expect(paid.balancePaymentIntentId).toBe(charges[0].id)
  expect(paid.balancePaidAt).toBeTruthy()
  expect(paid.history.filter((h) => h.what === 'Balance of $300.00 charged to the saved card')).toHaveLength(1)
  await expect.poll(async () => (await emailsTo(owner, email, 'private-balance-receipt')).length).toBe(1)
  expect((await emailsTo(owner, email, 'private-balance-receipt'))[0].text).toContain('we received the balance of $300.00')
  await organizer.reload()
  await expect(organizer.getByTestId('private-status')).toContainText('Confirmed and paid in full')
  await expect(organizer.locator('dt', { hasText: /^Balance paid$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('$300.00')
  await expect(organizer.getByRole('button', { name: 'Pay the balance' })).toHaveCount(0)
  await organizer.screenshot({ path: `${SHOTS}/5-balance-charged-390.png`, fullPage: true })

  // 6. The clock at 10 days before the start: the organizer cancels, and nothing comes back.
  await moveClockTo(owner, new Date(newStart.getTime() - 10 * DAY))
  await organizer.reload()
  await organizer.getByRole('button', { name: 'Cancel the session' }).click()
  await expect(organizer.getByTestId('private-cancel-refund')).toHaveText(`If you cancel now, what comes back: ${NOTHING}.`)
  expect(await fitsThePhone(organizer)).toBe(true)
  await organizer.screenshot({ path: `${SHOTS}/6-cancel-ask-390.png`, fullPage: true })
  await organizer.getByRole('button', { name: 'Yes, cancel the session' }).click()
  await expect(organizer.getByTestId('private-cancelled')).toHaveText('This session is cancelled. Nothing was refundable under the private class policies.')
  await expect(organizer.getByRole('button', { name: 'Cancel the session' })).toHaveCount(0)
  await organizer.screenshot({ path: `${SHOTS}/6-cancelled-390.png`, fullPage: true })
  await organizer.setViewportSize({ width: 1280, height: 900 })
  await organizer.screenshot({ path: `${SHOTS}/6-cancelled-1280.png`, fullPage: true })

  expect(await sessionOf()).toMatchObject({ status: 'cancelled', refundedCents: 0, failedRefunds: [] })
  const paymentsOfSession = [confirmed.stripePaymentIntentId, charges[0].id, ...(moved.moveFees ?? []).map((f) => f.paymentIntentId)]
  const refundRequests = (await (await fetch(`${FAKE_STRIPE_URL}/__fake/refund-requests`)).json()) as { payment_intent: string }[]
  expect(refundRequests.filter((r) => paymentsOfSession.includes(r.payment_intent))).toEqual([])
  await expect.poll(async () => (await emailsTo(owner, email, 'private-cancelled')).length).toBe(1)
  expect((await emailsTo(owner, email, 'private-cancelled'))[0].text).toContain(`What comes back: ${NOTHING}.`)
  await organizer.close()
})

test('a declined balance charge: the link email at the due time, one reminder 48 h later, paid through the link, never charged off-session again', async ({ owner, browser }) => {
  const organizer = await pageThroughFakeCheckout(browser, PHONE)
  const { id, email, sessionOf } = await confirmedPrivateSession(owner, organizer, { daysAhead: 30 })
  const due = new Date((await sessionOf()).balanceDueAt!)

  await savedCardAnswers('decline')
  try {
    expect(await moveClockTo(owner, due)).toContainEqual({ privateSessionId: id, outcome: 'declined' })
  } finally {
    await savedCardAnswers('succeed')
  }
  const declined = await sessionOf()
  expect(declined.balanceDeclinedAt).toBeTruthy()
  expect(declined.balancePaidAt).toBeFalsy()
  const [linkEmail] = await emailsTo(owner, email, 'private-balance-link')
  expect(linkEmail.text).toContain('did not go through: the card has insufficient funds')

  // 48 hours on: exactly one reminder, however often the clock is asked at that instant.
  expect(await moveClockTo(owner, new Date(due.getTime() + 47 * HOUR))).toContainEqual({ privateSessionId: id, outcome: null })
  expect(await moveClockTo(owner, new Date(due.getTime() + 48 * HOUR))).toContainEqual({ privateSessionId: id, outcome: 'reminded' })
  expect(await moveClockTo(owner, new Date(due.getTime() + 48 * HOUR))).toContainEqual({ privateSessionId: id, outcome: null })
  await expect.poll(async () => (await emailsTo(owner, email, 'private-balance-reminder')).length).toBe(1)

  // The organizer, from the email's link, on a phone.
  await organizer.goto(privateLinkIn(linkEmail))
  const balanceDue = organizer.getByTestId('balance-due')
  await expect(balanceDue).toContainText('We could not charge the balance of $300.00 to the card you used for the deposit: the card has insufficient funds.')
  await expect(organizer.getByTestId('private-status')).toContainText('The balance of $300.00 was due on')
  await expect(organizer.getByTestId('private-status')).toContainText('and is still to pay.')
  expect(await fitsThePhone(organizer)).toBe(true)
  await organizer.screenshot({ path: `${SHOTS}/7-balance-due-390.png`, fullPage: true })
  await balanceDue.getByRole('button', { name: 'Pay the balance' }).click()
  await expect(organizer.getByText('Total $300.00')).toBeVisible()
  await organizer.getByRole('button', { name: 'Pay' }).click()
  await expect(organizer.getByTestId('private-status')).toHaveText('Confirmed and paid in full: we received $600.00. Nothing is left to pay.')
  await expect(organizer.getByTestId('balance-due')).toHaveCount(0)
  await organizer.screenshot({ path: `${SHOTS}/7-balance-paid-by-link-390.png`, fullPage: true })

  const paid = await sessionOf()
  expect(paid.balancePaidAt).toBeTruthy()
  expect(paid.history.filter((h) => h.what === 'Balance of $300.00 paid through the link')).toHaveLength(1)
  await expect.poll(async () => (await emailsTo(owner, email, 'private-balance-receipt')).length).toBe(1)
  // Two more days: paid, so no reminder and no second off-session charge (the one declined attempt stays the only one).
  expect(await moveClockTo(owner, new Date(due.getTime() + 96 * HOUR))).not.toContainEqual(expect.objectContaining({ privateSessionId: id }))
  expect(await balanceChargesOf(id)).toEqual([expect.objectContaining({ off_session: true, amount: 30_000 })])
  expect(await emailsTo(owner, email, 'private-balance-reminder')).toHaveLength(1)
  await organizer.close()
})
