import { mkdir } from 'node:fs/promises'

import { FAKE_STRIPE_URL } from '../../playwright.config'
import { expect, test } from './fixtures'
import { bookAndPayByStripe } from './helpers/manage'
import { joinAsAdult, waitlistEntryOf } from './helpers/waitlist'

// Runs on the server whose real stripe SDK talks to the fake Stripe API (project 'stripe' in playwright.config.ts).
const SHOTS = process.env.SCREENSHOT_DIR

test('Stripe fails to open an offer’s checkout: the customer is told to try again, the seats stay held, and Pay again opens the checkout', async ({ page, request, owner }) => {
  if (SHOTS) await mkdir(SHOTS, { recursive: true })
  await page.setViewportSize({ width: 390, height: 844 })
  const { scheduleId } = await owner.newSchedule({ spots: 1, days: 30 })
  await bookAndPayByStripe(request, scheduleId, FAKE_STRIPE_URL)
  const mia = await joinAsAdult(request, scheduleId, 'Mia')
  await owner.patch(`/api/schedules/${scheduleId}`, { availableSpots: 2 })
  const offer = await waitlistEntryOf(owner, mia.email)
  expect(offer.status).toBe('offered')

  await page.goto(mia.path)
  await expect(page.getByTestId('waitlist-status')).toHaveText('Seats held for you')
  // Stripe answers the next checkout creation with a server error.
  expect((await request.post(`${FAKE_STRIPE_URL}/__fake/fail-checkouts`, { data: { count: 1 } })).ok()).toBe(true)
  await page.getByRole('button', { name: 'Pay and confirm' }).click()
  await expect(page.getByRole('region', { name: 'Your offer' }).getByRole('alert')).toHaveText(
    /^We could not open the checkout just now\. Your seats are still held for you until \w+, \w+ \d+, \d{4} at \d+:\d{2} [AP]M \(Pacific time\)\. Please try again in a minute\.$/,
  )
  await expect(page).toHaveURL(new RegExp(`${mia.path}$`))
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offer-checkout-failed-390.png`, fullPage: true })
  expect((await waitlistEntryOf(owner, mia.email)).status).toBe('offered')
  expect((await owner.get<{ status: string }>(`/api/bookings/${offer.offerBooking}?depth=0`)).status).toBe('held')
  const { docs } = await owner.get<{ docs: { subject: string }[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(mia.email)}&depth=0`)
  expect(docs.map((e) => e.subject)).not.toContainEqual(expect.stringMatching(/^Your waitlist offer has ended/))

  // Pay again: the checkout opens (Stripe's page, stood in for here).
  await page.route('https://checkout.fake-stripe.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Fake Stripe checkout</h1>' }))
  await page.getByRole('button', { name: 'Pay and confirm' }).click()
  await expect(page).toHaveURL(/^https:\/\/checkout\.fake-stripe\.test\/pay\/cs_test_/)
  expect((await owner.get<{ status: string; stripeSessionId: string }>(`/api/bookings/${offer.offerBooking}?depth=0`)).stripeSessionId).toBe(page.url().split('/pay/')[1])
})
