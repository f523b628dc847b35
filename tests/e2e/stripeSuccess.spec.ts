import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

const WIDTHS = [390, 1280] as const
const SHOTS = process.env.E2E_SCREENSHOTS

/** Opens a demo checkout for one adult seat, as the booking form does; the checkout's path and the booking's id. */
async function openCheckout(page: Page, scheduleId: number) {
  const booked = await page.request.post('/api/create-booking', {
    data: {
      classType: 'adult',
      classScheduleId: scheduleId,
      contactInfo: { firstName: 'Ada', lastName: 'Lovelace', email: `ada-${Date.now()}@example.com`, phone: '(925) 555-0100' },
      participants: [],
      recaptchaToken: 'captcha-disabled',
    },
  })
  expect(booked.status(), await booked.text()).toBe(200)
  const { checkoutUrl, bookingId } = (await booked.json()) as { checkoutUrl: string; bookingId: number }
  return { checkoutUrl, bookingId, sessionId: checkoutUrl.split('/demo-checkout/')[1] }
}

/** Pays in the demo checkout; the /stripe-success address it lands on. */
async function pay(page: Page, checkoutUrl: string): Promise<string> {
  await page.goto(checkoutUrl)
  await page.getByRole('button', { name: /^Pay/ }).click()
  await expect(page).toHaveURL(/\/stripe-success\?session_id=demo_.+&booking_id=\d+/)
  return page.url()
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png` })
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } })

    test('pay, cancel for a class credit, reload the old /stripe-success and verify 3 times: the credit stays, the page says what happened', async ({
      page,
      owner,
    }) => {
      const { scheduleId } = await owner.newSchedule({ spots: 5, days: 7 })
      const { checkoutUrl, bookingId, sessionId } = await openCheckout(page, scheduleId)
      const successUrl = await pay(page, checkoutUrl)
      await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeInViewport()
      // A demo charges no card: the page never says a payment was received.
      await expect(page.getByRole('status')).toHaveText('This was a demo checkout: no card was charged. Your seats are reserved.')
      await expect(page.getByText(/payment was received/i)).toHaveCount(0)
      await shot(page, 'demo-confirmed')

      const manage = await page.getByRole('link', { name: 'Manage your booking' }).getAttribute('href')
      const token = manage!.split('/manage-booking/')[1]
      expect((await page.request.post('/api/manage-booking/cancel-for-credit', { data: { token } })).status()).toBe(200)

      await page.goto(successUrl)
      await expect(page.getByRole('heading', { name: 'This booking was cancelled for a class credit' })).toBeInViewport()
      await expect(page.getByRole('status')).toContainText('class credit of $75.00')
      // The customer quotes the booking number, never the internal id of the address.
      const { bookingNumber } = await owner.get<{ bookingNumber: string }>(`/api/bookings/${bookingId}?depth=0`)
      await expect(page.getByText(`quote your booking number: ${bookingNumber}`)).toBeVisible()
      await expect(page.getByText(/booking ID/i)).toHaveCount(0)
      await shot(page, 'cancelled-for-credit')
      for (let i = 0; i < 3; i++) {
        const answer = await page.request.post('/api/verify-payment', { data: { session_id: sessionId, booking_id: bookingId } })
        expect(await answer.json()).toMatchObject({ code: 'BOOKING_CANCELLED', title: 'This booking was cancelled for a class credit' })
      }
      await page.reload()
      await expect(page.getByRole('heading', { name: 'This booking was cancelled for a class credit' })).toBeInViewport()

      expect(await owner.get(`/api/bookings/${bookingId}?depth=0`)).toMatchObject({ status: 'cancelled', refundedAt: null })
      const credits = await owner.get<{ docs: { status: string; remainingCents: number }[] }>(`/api/class-credits?where[sourceBooking][equals]=${bookingId}&depth=0`)
      expect(credits.docs.map((c) => [c.status, c.remainingCents])).toEqual([['active', 7500]])
    })

    test('an unknown /stripe-success link says so in words, never a raw answer', async ({ page }) => {
      await page.goto('/stripe-success?session_id=demo_bogus&booking_id=999999')
      await expect(page.getByRole('heading', { name: 'We could not find this booking' })).toBeInViewport()
      await expect(page.getByText(/Verify failed|\{"/)).toHaveCount(0)
      await expect(page.getByText('from the email address you booked with')).toBeVisible()
      await expect(page.getByText(/999999|booking ID/)).toHaveCount(0)
      await shot(page, 'unknown-session')
      await page.goto('/stripe-success')
      await expect(page.getByRole('heading', { name: 'We could not find this booking' })).toBeInViewport()
    })

    test('a closed demo checkout says so in words, with a link to book again', async ({ page, owner }) => {
      const { scheduleId } = await owner.newSchedule({ spots: 5 })
      const { checkoutUrl, sessionId } = await openCheckout(page, scheduleId)
      expect((await page.request.post('/api/demo-checkout', { data: { sessionId, action: 'cancel' } })).status()).toBe(200)
      await page.goto(checkoutUrl)
      await expect(page.getByRole('status')).toContainText('This checkout has closed')
      await expect(page.getByRole('link', { name: 'Book this class again' })).toBeInViewport()
      await expect(page.getByRole('link', { name: 'Book this class again' })).toHaveAttribute('href', `/book-adult-class/${scheduleId}`)
      await expect(page.getByText('booking status')).toHaveCount(0)
      await shot(page, 'closed-checkout')
    })

    test('after the owner revokes the manage link, the old /stripe-success shows no manage link', async ({ page, owner }) => {
      const { scheduleId } = await owner.newSchedule({ spots: 5 })
      const { checkoutUrl, bookingId } = await openCheckout(page, scheduleId)
      const successUrl = await pay(page, checkoutUrl)
      await expect(page.getByRole('link', { name: 'Manage your booking' })).toBeVisible()
      await owner.patch(`/api/bookings/${bookingId}`, { newManageLink: true })
      await page.goto(successUrl)
      await expect(page.getByText('The link to manage this booking has changed')).toBeInViewport()
      await expect(page.locator('a[href*="/manage-booking/"]')).toHaveCount(0)
      await shot(page, 'revoked-link')
    })

    test('a hold paid after the studio cancelled its class: /stripe-success offers the refund or the move', async ({ page, owner }) => {
      const { scheduleId } = await owner.newSchedule({ spots: 5 })
      const { checkoutUrl } = await openCheckout(page, scheduleId)
      await page.goto(checkoutUrl)
      await owner.patch(`/api/schedules/${scheduleId}`, { isCancelled: true })
      await page.getByRole('button', { name: /^Pay/ }).click()
      await expect(page.getByRole('heading', { name: 'The studio has cancelled this class' })).toBeInViewport()
      await expect(page.getByRole('status')).toContainText('choose a full refund or a free move')
      await expect(page.getByRole('link', { name: 'Choose a refund or a new class' })).toHaveAttribute('href', /^\/manage-booking\//)
      await shot(page, 'class-cancelled')
    })
  })
}
