import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { quoteBooking } from '../../src/domain/bookings/pricing'
import { bookings as demoBookings } from '../../src/seed/data/bookings'
import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, type OwnerApi, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { bookAndPay, type Email } from './helpers/manage'

// Every owner action on a booking's page in /cms, clicked as the owner does, then checked where it ends: the booking,
// the money or credit, the outbox, the history and the words the owner reads.
const SHOTS = process.env.SCREENSHOT_DIR

type Booking = { id: number; bookingNumber: string; status: string; contactEmail: string; schedule: number; totalCents: number }
type Event = { action: string; actor: string; reason?: string; amountCents?: number }

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIntoCms(page, DEMO_OWNER)
})

/** The booking's page with its Owner actions box, once the form has hydrated (a button pressed before does nothing). */
async function openBooking(page: Page, bookingId: number): Promise<Locator> {
  await page.goto(`/cms/collections/bookings/${bookingId}`)
  const actions = page.getByTestId('booking-actions')
  await expect(actions.getByRole('heading', { name: 'Owner actions' })).toBeVisible()
  return actions
}

/** Presses an action's button until its details open (hydration may still be under way on a busy machine). */
async function choose(actions: Locator, name: string) {
  const details = actions.getByRole('group', { name })
  await expect(async () => {
    // A click that opened the details on a slow render is not repeated: the button is gone once they are open.
    if (!(await details.isVisible())) await actions.getByRole('button', { name, exact: true }).click({ timeout: 2_000 })
    await expect(details).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  return details
}

/** A one-seat booking paid in the demo checkout, 30 days ahead, and its Owner actions in /cms. */
async function paidBookingOnItsPage(page: Page, owner: OwnerApi, request: APIRequestContext) {
  const { scheduleId } = await owner.newSchedule({ spots: 5, days: 30 })
  const bookingId = await bookAndPay(request, scheduleId)
  const booking = await owner.get<Booking>(`/api/bookings/${bookingId}?depth=0`)
  return { bookingId, ...booking, actions: await openBooking(page, bookingId) }
}

const emailsOf = async (owner: { get: <T>(path: string) => Promise<T> }, bookingId: number) =>
  (await owner.get<{ docs: Email[] }>(`/api/emails?where[booking][equals]=${bookingId}&depth=0&limit=50&sort=createdAt`)).docs
const historyOf = async (owner: { get: <T>(path: string) => Promise<T> }, bookingId: number) =>
  (await owner.get<{ docs: Event[] }>(`/api/booking-events?where[booking][equals]=${bookingId}&depth=0&limit=50`)).docs

test('the demo data is priced as the booking page prices (mother-daughter per pair) and its paid bookings carry a demo payment', async ({ owner }) => {
  type Seeded = { bookingNumber: string; classType: 'adult' | 'mother-daughter' | 'community-mother-daughter'; seats: number; totalCents: number; source: string; paidAt: string | null; stripeSessionId: string | null; schedule: { class: { priceCents: number } } }
  const numbers = demoBookings.map((b) => b.bookingNumber).join(',')
  const { docs } = await owner.get<{ docs: Seeded[] }>(`/api/bookings?where[bookingNumber][in]=${numbers}&depth=2&limit=100`)
  expect(docs).toHaveLength(demoBookings.length)
  const pairs = docs.filter((b) => b.classType === 'mother-daughter')
  expect(pairs.length).toBeGreaterThan(0)
  for (const booking of docs.filter((b) => b.source === 'website')) {
    expect(booking.totalCents, booking.bookingNumber).toBe(quoteBooking(booking.classType, booking.schedule.class.priceCents, booking.seats - 1).totalCents)
    expect(booking.paidAt, booking.bookingNumber).not.toBeNull()
    expect(booking.stripeSessionId, booking.bookingNumber).toMatch(/^demo_/)
  }
  // A mother with two daughters is two pairs: $278 at $139 a pair, not three people at $139.
  const threeSeats = pairs.find((b) => b.seats === 3)!
  expect(threeSeats.totalCents).toBe(2 * threeSeats.schedule.class.priceCents)
  for (const imported of docs.filter((b) => b.source === 'import')) expect(imported).toMatchObject({ totalCents: 0, paidAt: null, stripeSessionId: null })
})

test("'Cancel and refund part': Enter in the amount asks first (no reload), then $25.00 of $75.00 goes back with the reason", async ({ page, owner, request }) => {
  const { bookingId, bookingNumber, actions } = await paidBookingOnItsPage(page, owner, request)

  const details = await choose(actions, 'Cancel and refund part')
  await details.getByLabel(/^Reason/).fill('The class started 40 minutes late.')
  await details.getByLabel(/^Amount to refund/).fill('25')
  await details.getByLabel(/^Amount to refund/).press('Enter')
  // Enter ran the action, not Payload's document form: the page reloads onto the result, never onto '…?'.
  const result = actions.getByRole('status')
  await expect(result).toHaveText(`Booking ${bookingNumber} is cancelled with a refund of $25.00. Demo booking: nothing was charged, so nothing goes back to a card.`)
  expect(page.url()).not.toContain('?')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cms-owner-part-refund-1440.png` })

  expect(await owner.get<Booking>(`/api/bookings/${bookingId}?depth=0`)).toMatchObject({ status: 'refunded' })
  expect((await historyOf(owner, bookingId)).find((e) => e.action === 'cancelled by the owner (part refund)')).toMatchObject({
    amountCents: 2500,
    reason: 'The class started 40 minutes late.',
    actor: `owner ${DEMO_OWNER.email}`,
  })
  const told = (await emailsOf(owner, bookingId)).filter((e) => e.kind === 'cancelled-by-studio')
  expect(told.map((e) => e.text)).toEqual([expect.stringContaining('The reason, in our words: The class started 40 minutes late.')])
  // A demo booking's customer is never told of a card refund the demo did not make.
  expect(told[0].text).toContain('Demo booking: nothing was charged, so nothing goes back to a card.')

  await page.getByRole('button', { name: 'History', exact: true }).click()
  await expect(page.getByText(/Cancelled by the owner \(part refund\): \$25\.00\. Reason: The class started 40 minutes late\./)).toBeVisible()
})

test("'Cancel for a class credit': the booking is cancelled, one credit of what was paid is issued by the owner by name and emailed", async ({ page, owner, request }) => {
  const { bookingId, bookingNumber, contactEmail, actions } = await paidBookingOnItsPage(page, owner, request)

  const details = await choose(actions, 'Cancel for a class credit')
  await expect(details).toContainText(`Cancel booking ${bookingNumber} and email ${contactEmail} a class credit of $75.00, valid 12 months? Nothing is refunded to the card.`)
  await details.getByLabel(/^Reason/).fill('She would rather come in spring.')
  await details.getByRole('button', { name: 'Yes: cancel for a class credit' }).click()

  await expect(actions.getByRole('status')).toHaveText(new RegExp(`^Booking ${bookingNumber} is cancelled\\. Class credit CR-[\\w-]+ of \\$75\\.00, valid until .+, was emailed to ${contactEmail.replace(/\./g, '\\.')}\\.$`))
  expect(await owner.get<Booking>(`/api/bookings/${bookingId}?depth=0`)).toMatchObject({ status: 'cancelled' })
  const credits = await owner.get<{ docs: { amountCents: number; remainingCents: number; issuedBy: string }[] }>(`/api/class-credits?where[sourceBooking][equals]=${bookingId}&depth=0`)
  expect(credits.docs).toEqual([expect.objectContaining({ amountCents: 7500, remainingCents: 7500, issuedBy: `Demo Owner (${DEMO_OWNER.email})` })])
  const emailed = (await emailsOf(owner, bookingId)).filter((e) => e.kind === 'class-credit')
  expect(emailed.map((e) => e.text)).toEqual([expect.stringContaining('The reason, in our words: She would rather come in spring.')])
})

test("'Give a goodwill credit' starts from the booking: no email to type, the booking stays, the customer gets the code", async ({ page, owner, request }) => {
  const { bookingId, contactEmail, actions } = await paidBookingOnItsPage(page, owner, request)

  const details = await choose(actions, 'Give a goodwill credit')
  await details.getByLabel(/^Credit amount/).fill('20')
  await details.getByLabel(/^Reason/).fill('The room was too cold.')
  await expect(details).toContainText(`Email ${contactEmail} a class credit of $20.00, valid 12 months?`)
  await details.getByRole('button', { name: 'Yes: give a goodwill credit' }).click()

  await expect(actions.getByRole('status')).toContainText(`of $20.00, valid until`)
  await expect(actions.getByRole('status')).toContainText(`was emailed to ${contactEmail}.`)
  expect(await owner.get<Booking>(`/api/bookings/${bookingId}?depth=0`)).toMatchObject({ status: 'confirmed' })
  const credits = await owner.get<{ docs: { codeHint: string; amountCents: number; issuedBy: string }[] }>(`/api/class-credits?where[customerEmail][equals]=${encodeURIComponent(contactEmail)}&depth=0`)
  expect(credits.docs).toEqual([expect.objectContaining({ amountCents: 2000, issuedBy: `Demo Owner (${DEMO_OWNER.email})` })])
  // The code is only in the email (the credit keeps its hash and hint): the email's code is the credit's.
  const emails = await owner.get<{ docs: Email[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(contactEmail)}&where[kind][equals]=class-credit&depth=0`)
  expect(emails.docs).toHaveLength(1)
  const code = /CR-\w{4}-\w{4}-\w{4}/.exec(emails.docs[0].text)![0]
  expect(credits.docs[0].codeHint).toBe(`CR-…-${code.slice(-4)}`)
  expect(emails.docs[0].text).toContain('The room was too cold.')
})

test("'Resend confirmation' queues a second confirmation email and says so", async ({ page, owner, request }) => {
  const { bookingId, bookingNumber, contactEmail, actions } = await paidBookingOnItsPage(page, owner, request)

  const details = await choose(actions, 'Resend confirmation')
  await details.getByRole('button', { name: 'Yes: resend confirmation' }).click()
  await expect(actions.getByRole('status')).toHaveText(`The confirmation of booking ${bookingNumber} was emailed again to ${contactEmail}.`)
  const confirmations = (await emailsOf(owner, bookingId)).filter((e) => e.kind === 'booking-confirmation')
  expect(confirmations).toHaveLength(2)
  expect(confirmations.every((e) => e.subject === confirmations[0].subject)).toBe(true)
})

test("'Move to another class': the picker lists upcoming classes of its kind with their free seats; the move says which email went out", async ({ page, owner, request }) => {
  const from = await owner.newSchedule({ spots: 5, days: 30 })
  const to = await owner.newSchedule({ spots: 6, days: 37, class: { name: `E2E move target ${Date.now()}`, city: 'Danville' } })
  const motherDaughter = await owner.newSchedule({ spots: 6, days: 38, class: { name: `E2E other kind ${Date.now()}`, type: 'public-mother-daughter', priceCents: 13900 } })
  const bookingId = await bookAndPay(request, from.scheduleId)
  const { bookingNumber, contactEmail } = await owner.get<Booking>(`/api/bookings/${bookingId}?depth=0`)
  const actions = await openBooking(page, bookingId)
  // The class is not a field to retype: it changes only through the move.
  await page.getByRole('button', { name: 'Class', exact: true }).click()
  await expect(page.locator('.relationship--read-only').filter({ hasText: 'Class' })).toBeVisible()

  const details = await choose(actions, 'Move to another class')
  const picker = details.getByLabel(/^Move to/)
  await expect(picker.locator('option', { hasText: 'E2E move target' })).toHaveText(/E2E move target \d+, \w{3} \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M Danville: 6 seats free/)
  await expect(picker.locator('option', { hasText: 'E2E other kind' })).toHaveCount(0)
  expect(motherDaughter.scheduleId).toBeGreaterThan(0)
  await picker.selectOption({ label: (await picker.locator('option', { hasText: 'E2E move target' }).textContent())! })
  await expect(details).toContainText(`Move booking ${bookingNumber} to E2E move target`)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cms-owner-move-1440.png` })
  await details.getByRole('button', { name: 'Yes: move to another class' }).click()

  const result = actions.getByRole('status')
  await expect(result).toContainText(`Booking ${bookingNumber} moved to E2E move target`)
  await expect(result).toContainText(`Emailed: "`)
  await expect(result).toContainText(`" to ${contactEmail}.`)
  expect(await owner.get<Booking>(`/api/bookings/${bookingId}?depth=0`)).toMatchObject({ schedule: to.scheduleId, status: 'confirmed' })
  expect((await emailsOf(owner, bookingId)).filter((e) => e.kind === 'booking-moved')).toHaveLength(1)
})

test('a booking with nothing paid by card: only a cancel without refund is offered, the Total cannot be retyped, and the history says nothing was refunded', async ({ page, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 5, days: 30 })
  const booking = await owner.importBooking(scheduleId)
  // Payload's own PATCH ignores the money fields too: nothing can change what was paid by hand.
  await owner.patch(`/api/bookings/${booking.id}`, { totalCents: 10000 })
  expect(await owner.get<Booking>(`/api/bookings/${booking.id}?depth=0`)).toMatchObject({ totalCents: 15000 })

  const actions = await openBooking(page, booking.id)
  await page.getByRole('button', { name: 'Payment', exact: true }).click()
  await expect(page.locator('#field-totalCents')).toBeDisabled()
  await expect(actions.getByRole('button', { name: 'Cancel and refund in full' })).toHaveCount(0)
  await expect(actions.getByRole('button', { name: 'Cancel and refund part' })).toHaveCount(0)

  const details = await choose(actions, 'Cancel the booking')
  await expect(details).toContainText(`Cancel booking ${booking.bookingNumber}? Nothing was paid by card, so nothing is refunded.`)
  await details.getByLabel(/^Reason/).fill('Entered twice by the organizer.')
  await details.getByRole('button', { name: 'Yes: cancel the booking' }).click()
  await expect(actions.getByRole('status')).toHaveText(`Booking ${booking.bookingNumber} is cancelled. Nothing was paid by card, so nothing was refunded.`)
  expect(await owner.get<Booking>(`/api/bookings/${booking.id}?depth=0`)).toMatchObject({ status: 'cancelled' })
  const actionsTaken = (await historyOf(owner, booking.id)).map((e) => e.action)
  expect(actionsTaken).toContain('cancelled by the owner (nothing paid by card, nothing refunded)')
  expect(actionsTaken.some((a) => /refund\)$/.test(a))).toBe(false)
})

test('a booking in a class the studio cancelled says so, and its resend sends the class-cancelled email, not a confirmation', async ({ page, owner, request }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 5, days: 30 })
  const bookingId = await bookAndPay(request, scheduleId)
  await owner.patch(`/api/schedules/${scheduleId}`, { isCancelled: true })
  const before = await emailsOf(owner, bookingId)
  const actions = await openBooking(page, bookingId)

  await expect(actions.getByRole('note')).toContainText('The studio cancelled this class.')
  await expect(actions.getByRole('button', { name: 'Resend confirmation' })).toHaveCount(0)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/cms-owner-cancelled-class-1440.png` })
  const details = await choose(actions, 'Resend the class-cancelled email')
  await details.getByRole('button', { name: 'Yes: resend the class-cancelled email' }).click()
  await expect(actions.getByRole('status')).toContainText('class-cancelled email')

  const after = await emailsOf(owner, bookingId)
  expect(after.filter((e) => e.kind === 'booking-confirmation')).toHaveLength(before.filter((e) => e.kind === 'booking-confirmation').length)
  expect(after).toHaveLength(before.length + 1)
  const [added] = after.slice(before.length)
  expect(added.subject).toMatch(/cancel/i)
  expect(added.text).not.toMatch(/spot is confirmed/i)
})
