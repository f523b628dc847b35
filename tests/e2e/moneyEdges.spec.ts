import { mkdirSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { bookAndPay, type Email, manageLinkFromEmail } from './helpers/manage'

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/** Pictures for the reviewer only when SCREENSHOT_DIR is set. */
async function picture(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
}

type BookingEvent = { action: string; stripeSessionId?: string | null }

test("a $20 move checkout's Cancel closes it: Back to it cannot pay, the page says nothing was charged, the booking stays", async ({ page, request, owner }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const from = await owner.newSchedule({ spots: 5, days: 20 })
  const first = await owner.newSchedule({ spots: 5, days: 24 })
  const targetName = `Fee move target ${Date.now()}`
  await owner.newSchedule({ spots: 5, days: 26, class: { name: targetName } })
  const bookingId = await bookAndPay(request, from.scheduleId)
  const link = await manageLinkFromEmail(owner, bookingId)
  // The free first move (this test is about the paid one after it).
  const token = link.split('/').pop()!
  expect((await request.post('/api/manage-booking/move', { data: { token, toScheduleId: first.scheduleId } })).status()).toBe(200)

  await page.goto(link)
  await expect(page.getByText('You have moved this booking before: this move costs $20.00, paid securely online.')).toBeVisible()
  await page.getByRole('radio', { name: new RegExp(targetName) }).check()
  await page.getByRole('button', { name: 'Pay $20.00 and move' }).click()

  await expect(page).toHaveURL(/\/demo-checkout\/demo_fee_/)
  const checkout = page.url()
  await expect(page.getByText(new RegExp(`Moving to ${targetName}, .+\\(Pacific time\\)`))).toBeVisible()
  expect(await fitsThePhone(page)).toBe(true)
  await picture(page, 'move-fee-checkout-390')
  await page.getByRole('button', { name: 'Cancel' }).click()

  await expect(page).toHaveURL(/\/manage-booking\/[\w-]+\?move=cancelled$/)
  await expect(page.getByRole('status').filter({ hasText: 'This checkout has closed: it was cancelled, so nothing was charged and your booking was not moved.' })).toBeVisible()
  expect(await fitsThePhone(page)).toBe(true)
  await picture(page, 'move-fee-cancelled-manage-390')

  // Back to the checkout (from the history): Pay, if the old page is still shown, only shows it closed.
  await page.goBack()
  await expect(page).toHaveURL(checkout)
  await page.waitForLoadState()
  const pay = page.getByRole('button', { name: /^Pay/ })
  if (await pay.isVisible()) await pay.click()
  await expect(page.getByText('This checkout has closed: it was cancelled, or a newer one replaced it, so nothing was charged and your booking was not moved.')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
  expect(await fitsThePhone(page)).toBe(true)
  await picture(page, 'move-fee-checkout-closed-390')

  const booking = await owner.get<{ schedule: number; moveCount: number }>(`/api/bookings/${bookingId}?depth=0`)
  expect(booking).toMatchObject({ schedule: first.scheduleId, moveCount: 1 })
  const { docs: events } = await owner.get<{ docs: BookingEvent[] }>(`/api/booking-events?where[booking][equals]=${bookingId}&depth=0&limit=100`)
  expect(events.filter((e) => e.action.startsWith('reschedule fee checkout closed')).map((e) => e.stripeSessionId)).toEqual([checkout.split('/demo-checkout/')[1]])
  expect(events.map((e) => e.action)).not.toContain('moved by the customer (reschedule fee paid)')
  const { docs: emails } = await owner.get<{ docs: Email[] }>(`/api/emails?where[booking][equals]=${bookingId}&depth=0&limit=100`)
  expect(emails.map((e) => e.subject).join('\n')).not.toMatch(/Booking not moved|refund/i)
})

test('a booking paid wholly by class credit: before cancelling, the credit gets its amount back (no "$0.00 to the card"); after, the credit has it', async ({ page, request, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 5, days: 20 })
  const credit = await owner.create('class-credits', { amountCents: 7500, customerEmail: 'credit-cancel@example.com', reason: 'E2E: pays a whole booking', dontEmailCustomer: true })
  const bookingId = await bookAndPay(request, scheduleId, { creditCode: String(credit.code) })
  expect(await owner.get<{ remainingCents: number }>(`/api/class-credits/${credit.id}`)).toMatchObject({ remainingCents: 0 })

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(await manageLinkFromEmail(owner, bookingId))
    // What was paid says the credit paid it, not a bare "Total paid $0.00".
    await expect(page.locator('dt', { hasText: 'Class credit applied' }).locator('+ dd')).toHaveText('$75.00')
    const cancelCard = page.locator('section', { has: page.getByRole('heading', { name: 'Cancel with a full refund' }) })
    await expect(cancelCard).toContainText('The $75.00 paid with your class credit goes back onto that credit, for your next booking.')
    await expect(cancelCard).not.toContainText('$0.00')
    await expect(cancelCard).not.toContainText('card')
    await picture(page, `credit-only-cancel-${width}`)
  }
  expect(await fitsThePhone(page)).toBe(true)

  await page.getByRole('button', { name: 'Cancel and get a full refund' }).click()
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your booking is cancelled.' })).toContainText('The $75.00 paid with your class credit is back on that credit, for your next booking.')
  await picture(page, 'credit-only-cancelled-390')
  expect(await owner.get<{ status: string }>(`/api/bookings/${bookingId}?depth=0`)).toMatchObject({ status: 'cancelled' })
  expect(await owner.get<{ remainingCents: number }>(`/api/class-credits/${credit.id}`)).toMatchObject({ remainingCents: 7500 })
})
