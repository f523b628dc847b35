import type { Page } from '@playwright/test'

import { FAKE_STRIPE_URL } from '../../playwright.config'
import { expect, test } from './fixtures'
import { bookAndPayByStripe, type Email, manageLinkFromEmail } from './helpers/manage'

const SHOTS = process.env.SCREENSHOT_DIR

// Runs on the server whose real stripe SDK talks to the fake Stripe API (project 'stripe' in playwright.config.ts); the
// fake's hosted checkout page tells the app of the payment as Stripe's webhook does.
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test('a second move is paid on the manage page: $20.00 through Stripe checkout, the booking moves and the customer is emailed', async ({ page, request, owner }) => {
  const first = await owner.newSchedule({ spots: 5, days: 30 })
  const second = await owner.newSchedule({ spots: 5, days: 35 })
  const third = await owner.newSchedule({ spots: 5, days: 40 })
  const className = async (classId: number) => (await owner.get<{ name: string }>(`/api/classes/${classId}?depth=0`)).name
  const { bookingId, sessionId } = await bookAndPayByStripe(request, first.scheduleId, FAKE_STRIPE_URL)
  expect((await request.post('/api/verify-payment', { data: { session_id: sessionId, booking_id: bookingId } })).status()).toBe(200)
  const link = await manageLinkFromEmail(owner, bookingId)
  // The free move was used before (another day, another tab).
  const moved = await request.post('/api/manage-booking/move', { data: { token: link.split('/').pop(), toScheduleId: second.scheduleId, expectedFeeCents: 0 } })
  expect(moved.status(), await moved.text()).toBe(200)

  // Stripe's hosted page lives on the fake: the browser reaches checkout.fake-stripe.test through it.
  await page.route('https://checkout.fake-stripe.test/**', async (route) => {
    const response = await route.fetch({ url: `${FAKE_STRIPE_URL}${new URL(route.request().url()).pathname}`, maxRedirects: 0 })
    await route.fulfill({ response })
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(link)
  const moveForm = page.getByRole('form', { name: 'Move to another class' })
  await expect(moveForm.getByText('You have moved this booking before: this move costs $20.00, paid securely online.')).toBeVisible()
  await moveForm.getByRole('group', { name: 'New class' }).locator(`input[value="${third.scheduleId}"]`).check()
  await moveForm.getByRole('button', { name: 'Pay $20.00 and move' }).click()

  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible()
  await expect(page.getByText('Total $20.00')).toBeVisible()
  await expect(page.getByText(`to ${await className(third.classId)}`, { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()

  await expect(page).toHaveURL(new RegExp(`${link}\\?move=paid$`))
  await expect(page.getByRole('status').filter({ hasText: 'your reschedule fee was received' })).toBeVisible()
  expect(await fitsThePhone(page)).toBe(true)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/paid-move-done-390.png`, fullPage: true })

  expect(await owner.get<{ schedule: number; moveCount: number }>(`/api/bookings/${bookingId}?depth=0`)).toMatchObject({ schedule: third.scheduleId, moveCount: 2 })
  // Back from Stripe the page says where the move stands now: once the payment is applied, that it has moved.
  await page.reload()
  await expect(page.getByRole('status')).toHaveText(/your reschedule fee was received and your booking has moved/)
  await expect(page.getByRole('heading', { name: await className(third.classId) })).toBeVisible()
  // What the customer has paid now: the class and the fee.
  await expect(page.getByText(/^\$95\.00 /)).toBeVisible()
  const secondName = await className(second.classId)
  await expect
    .poll(async () => {
      const { docs } = await owner.get<{ docs: Email[] }>(`/api/emails?where[booking][equals]=${bookingId}&depth=0&limit=50`)
      return docs.some((e) => e.kind === 'booking-moved' && e.text.includes(`has moved from ${secondName}`))
    })
    .toBe(true)
})
