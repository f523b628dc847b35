import { FAKE_STRIPE_URL } from '../../playwright.config'
import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { bookAndPayByStripe } from './helpers/manage'

// Runs on the server whose real stripe SDK talks to the fake Stripe API (project 'stripe' in playwright.config.ts).
type RefundRequest = { payment_intent: string; idempotencyKey: string | null; refused: boolean }

test("a refund Stripe refuses: the owner is told, the booking keeps it, and 'Retry refund now' makes it with the same idempotency key", async ({ page, request, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 5, days: 30 })
  const { bookingId, sessionId } = await bookAndPayByStripe(request, scheduleId, FAKE_STRIPE_URL)
  expect((await request.post('/api/verify-payment', { data: { session_id: sessionId, booking_id: bookingId } })).status()).toBe(200)
  const { bookingNumber } = await owner.get<{ bookingNumber: string }>(`/api/bookings/${bookingId}?depth=0`)

  await request.post(`${FAKE_STRIPE_URL}/__fake/refuse-refunds`, { data: { refuse: true } })
  try {
    await page.setViewportSize({ width: 1440, height: 900 })
    await logIntoCms(page, DEMO_OWNER)
    await page.goto(`/cms/collections/bookings/${bookingId}`)
    const actions = page.getByTestId('booking-actions')
    const details = actions.getByRole('group', { name: 'Cancel and refund in full' })
    await expect(async () => {
      await actions.getByRole('button', { name: 'Cancel and refund in full' }).click({ timeout: 2_000 })
      await expect(details).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await details.getByLabel(/^Reason/).fill('The instructor is ill.')
    await details.getByRole('button', { name: 'Yes: cancel and refund in full' }).click()
    await expect(actions.getByRole('status')).toHaveText(
      `Booking ${bookingNumber} is cancelled, but Stripe refused the refund of $75.00: nothing was refunded yet. The refund is kept on the booking and asked again automatically; 'Retry refund now' asks at once.`,
    )
    expect(await owner.get<{ status: string; failedRefunds: unknown[] }>(`/api/bookings/${bookingId}?depth=0`)).toMatchObject({ status: 'cancelled', failedRefunds: [expect.anything()] })
  } finally {
    await request.post(`${FAKE_STRIPE_URL}/__fake/refuse-refunds`, { data: { refuse: false } })
  }

  await page.getByRole('button', { name: 'Retry refund now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Stripe accepted the refund.' })).toBeVisible()
  await expect.poll(async () => (await owner.get<{ status: string }>(`/api/bookings/${bookingId}?depth=0`)).status).toBe('refunded')
  const asked = ((await (await request.get(`${FAKE_STRIPE_URL}/__fake/refund-requests`)).json()) as RefundRequest[]).filter((r) => r.idempotencyKey?.startsWith(`refund-${bookingId}-`))
  // Refused at least once, then made once: every request under the one key, so Stripe never refunds twice.
  expect(asked.length).toBeGreaterThanOrEqual(2)
  expect(asked.map((r) => r.refused)).toEqual([...asked.slice(1).map(() => true), false])
  expect(new Set(asked.map((r) => r.idempotencyKey)).size).toBe(1)
  const emails = await owner.get<{ docs: { subject: string }[] }>(`/api/emails?where[booking][equals]=${bookingId}&depth=0&limit=20`)
  expect(emails.docs.some((e) => /refund/i.test(e.subject))).toBe(true)
})
