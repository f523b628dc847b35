import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { bookAndPay, manageLinkFromEmail } from './helpers/manage'

const SHOTS = process.env.SCREENSHOT_DIR

test('a paid move in the demo: the manage page says $95.00 paid, and that cancelling moves nothing back to a card', async ({ page, request, owner }) => {
  const from = await owner.newSchedule({ spots: 5, days: 20 })
  const free = await owner.newSchedule({ spots: 5, days: 21 })
  const paid = await owner.newSchedule({ spots: 5, days: 22 })
  const bookingId = await bookAndPay(request, from.scheduleId)
  const link = await manageLinkFromEmail(owner, bookingId)
  const token = link.split('/manage-booking/')[1]
  expect((await request.post('/api/manage-booking/move', { data: { token, toScheduleId: free.scheduleId } })).status()).toBe(200)
  const { checkoutUrl } = (await (await request.post('/api/manage-booking/move', { data: { token, toScheduleId: paid.scheduleId } })).json()) as { checkoutUrl: string }
  const sessionId = checkoutUrl.split('/demo-checkout/')[1]
  expect((await request.post('/api/demo-checkout', { data: { sessionId, action: 'pay' } })).status()).toBe(200)

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(link)
    await expect(page.getByText('$95.00 ($75.00 for the class and $20.00 in reschedule fees)')).toBeVisible()
    const refund = page.getByRole('region', { name: 'Cancel with a full refund' })
    // The demo charged nothing, so no card refund is promised (the card's words: refundBeforeCancel.test.ts).
    await expect(refund).toContainText('Demo booking: nothing was charged, so nothing goes back to a card.')
    await expect(refund).not.toContainText('refunded in full')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/manage-fees-${width}.png`, fullPage: true })
  }
  await page.goto('/public-class-policies')
  await expect(page.getByText('Reschedule fees are not refunded, also when you later cancel with a full refund.')).toBeVisible()
})

test('a refund Stripe refused shows on the booking in /cms, with its retry button, and on the dashboard', async ({ page, request, owner }) => {
  const schedule = await owner.newSchedule({ spots: 5, days: 20 })
  const bookingId = await bookAndPay(request, schedule.scheduleId)
  const next = new Date(Date.now() + 30 * 60_000).toISOString()
  await owner.patch(`/api/bookings/${bookingId}`, {
    failedRefunds: [
      { purpose: 'booking', amountCents: 7500, attempts: 2, lastError: 'Your card was declined.', firstFailedAt: new Date().toISOString(), nextRetryAt: next, paymentIntentId: 'pi_e2e', idempotencyKey: `refund-${bookingId}-pi_e2e` },
    ],
  })
  await logIntoCms(page, DEMO_OWNER)
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/cms')
    const section = page.getByRole('region', { name: /Refunds not gone through yet/ })
    await expect(section).toContainText('Your card was declined.')
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/cms-dashboard-${width}.png` })
    await page.goto(`/cms/collections/bookings/${bookingId}`)
    await expect(page.getByRole('button', { name: 'Retry refund now' })).toBeVisible()
    await page.getByRole('button', { name: 'Retry refund now' }).scrollIntoViewIfNeeded()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cms-booking-${width}.png` })
  }
})
