import { FAKE_STRIPE_URL } from '../../playwright.config'
import { expect, test } from './fixtures'
import { bookAndPayByStripe, manageLinkFromEmail } from './helpers/manage'

// Runs on the server whose real stripe SDK talks to the fake Stripe API (project 'stripe' in playwright.config.ts).
type RefundRequest = { payment_intent: string; idempotencyKey: string | null }

test('paid by card, cancelled for a credit: the old /stripe-success URL and three verify-payment replays refund nothing', async ({ page, request, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 5, days: 5 })
  const { bookingId, sessionId } = await bookAndPayByStripe(request, scheduleId, FAKE_STRIPE_URL)
  // The customer paid on Stripe's page, which sends them back to the success URL.
  const successUrl = `/stripe-success?session_id=${sessionId}&booking_id=${bookingId}`
  await page.goto(successUrl)
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()

  await page.goto(await manageLinkFromEmail(owner, bookingId))
  await page.getByRole('button', { name: 'Cancel for a class credit' }).click()
  await page.getByRole('button', { name: 'Yes, cancel for a class credit' }).click()
  await expect(page.getByRole('status')).toContainText('Your booking is cancelled for a class credit of $75.00.')
  const credits = () => owner.get<{ docs: { status: string; remainingCents: number }[] }>(`/api/class-credits?where[sourceBooking][equals]=${bookingId}&depth=0`)
  expect((await credits()).docs).toMatchObject([{ status: 'active', remainingCents: 7500 }])

  await page.goto(successUrl)
  await expect(page.getByRole('heading', { name: 'This booking was cancelled for a class credit' })).toBeVisible()
  for (let i = 0; i < 3; i++) {
    const replay = await request.post('/api/verify-payment', { data: { session_id: sessionId, booking_id: bookingId } })
    expect(replay.status(), await replay.text()).toBe(409)
    expect(await replay.json()).toMatchObject({ code: 'BOOKING_CANCELLED', title: 'This booking was cancelled for a class credit' })
  }

  // Other specs share the fake: this booking's refund requests are those under its keys.
  const refunds = ((await (await request.get(`${FAKE_STRIPE_URL}/__fake/refund-requests`)).json()) as RefundRequest[]).filter((r) => r.idempotencyKey?.startsWith(`refund-${bookingId}-`))
  expect(refunds).toEqual([])
  expect((await credits()).docs).toMatchObject([{ status: 'active', remainingCents: 7500 }])
  expect(await owner.get<{ status: string }>(`/api/bookings/${bookingId}?depth=0`)).toMatchObject({ status: 'cancelled' })
})
