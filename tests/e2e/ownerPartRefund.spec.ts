import { FAKE_STRIPE_URL } from '../../playwright.config'
import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { bookAndPayByStripe, manageLinkFromEmail } from './helpers/manage'

// Runs on the server whose real stripe SDK talks to the fake Stripe API (project 'stripe' in playwright.config.ts).
type Refund = { payment_intent: string; idempotencyKey: string | null; amount: number }
type Booking = { status: string; bookingNumber: string; contactEmail: string; seats: number; refundedCents: number | null; stripePaymentIntentId: string | null }
const SHOTS = process.env.SHOTS_DIR ?? 'test-results'

test("the owner refunds part of a card payment and keeps the booking: 'Refund part, keep the booking' in /cms", async ({ page, request, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 5, days: 30 })
  const { bookingId, sessionId } = await bookAndPayByStripe(request, scheduleId, FAKE_STRIPE_URL)
  expect((await request.post('/api/verify-payment', { data: { session_id: sessionId, booking_id: bookingId } })).status()).toBe(200)
  const booking = await owner.get<Booking>(`/api/bookings/${bookingId}?depth=0`)
  expect(booking).toMatchObject({ status: 'confirmed' })

  await page.setViewportSize({ width: 1440, height: 900 })
  await logIntoCms(page, DEMO_OWNER)
  await page.goto(`/cms/collections/bookings/${bookingId}`)
  const actions = page.getByTestId('booking-actions')
  const details = actions.getByRole('group', { name: 'Refund part, keep the booking' })
  await expect(async () => {
    if (!(await details.isVisible())) await actions.getByRole('button', { name: 'Refund part, keep the booking', exact: true }).click({ timeout: 2_000 })
    await expect(details).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await details.getByLabel('Amount to refund, in dollars (at most $75.00, what is left of the card payment)').fill('25')
  await details.getByLabel(/^Reason/).fill('The class started 30 minutes late.')
  await expect(details.getByText(`Refund $25.00 of the $75.00 left on the card and keep booking ${booking.bookingNumber} confirmed with its seats? ${booking.contactEmail} is emailed the amount and the reason.`)).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/part-refund-question-1440.png` })
  await details.getByRole('button', { name: 'Yes: refund part, keep the booking' }).click()

  const result = actions.getByRole('status')
  await expect(result).toHaveText(`$25.00 was refunded to the card. Booking ${booking.bookingNumber} stays confirmed with its seats; $50.00 is left on the card.`)
  await expect(result).toBeInViewport()
  // Still confirmed: the owner's other actions stay, and the next refund offers only what is left.
  await expect(actions.getByRole('button', { name: 'Cancel and refund in full', exact: true })).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/part-refund-done-1440.png` })
  // The next refund offers only what is left, and says what went back earlier (asked, not done).
  await actions.getByRole('button', { name: 'Cancel and refund in full', exact: true }).click()
  await actions.getByLabel(/^Reason/).fill('Asking only.')
  await expect(
    actions.getByText(`Refund $50.00 to the card and cancel booking ${booking.bookingNumber}? $25.00 of the $75.00 paid by card was refunded earlier and is not refunded again.`),
  ).toBeVisible()
  await actions.getByRole('button', { name: 'No, go back' }).click()

  const after = await owner.get<Booking>(`/api/bookings/${bookingId}?depth=0`)
  expect(after).toMatchObject({ status: 'confirmed', seats: booking.seats, refundedCents: 2500 })
  const refunds = ((await (await request.get(`${FAKE_STRIPE_URL}/__fake/refunds`)).json()) as Refund[]).filter((r) => r.idempotencyKey?.startsWith(`refund-part-${bookingId}-`))
  expect(refunds.map((r) => [r.amount, r.payment_intent])).toEqual([[2500, after.stripePaymentIntentId]])
  const emails = await owner.get<{ docs: { kind: string; text: string }[] }>(`/api/emails?where[booking][equals]=${bookingId}&where[kind][equals]=part-refund&depth=0`)
  expect(emails.docs.map((e) => e.text)).toEqual([expect.stringContaining('We have refunded $25.00 of your payment of $75.00 to the card you paid with.')])
  expect(emails.docs[0].text).toContain('The reason, in our words: The class started 30 minutes late.')

  await page.getByRole('button', { name: 'Payment', exact: true }).click()
  await expect(page.locator('#field-refundedCents')).toHaveValue('25.00')
  await page.screenshot({ path: `${SHOTS}/part-refund-payment-1440.png` })
  await page.getByRole('button', { name: 'History', exact: true }).click()
  await expect(
    page.getByText(`Part of the payment refunded to the card; booking kept: $25.00, by the owner (${DEMO_OWNER.email}). Reason: The class started 30 minutes late.`),
  ).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/part-refund-history-1440.png`, fullPage: true })

  // The customer's own cancellation now offers only the rest, and says so (390 px and 1280 px).
  const manage = await manageLinkFromEmail(owner, bookingId)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(manage)
    await expect(page.getByText('The rest of your payment, $50.00 of $75.00 ($25.00 was refunded earlier), is refunded to the card you paid with.')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `${SHOTS}/part-refund-manage-${width}.png`, fullPage: true })
    await page.getByRole('region', { name: 'Cancel with a full refund' }).screenshot({ path: `${SHOTS}/part-refund-manage-cancel-${width}.png` })
  }
})
