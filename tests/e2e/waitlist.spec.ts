import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { bookTrio, type Email, manageLinkFromEmail } from './helpers/manage'
import { fillDaughter } from './helpers/participants'

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** A mother with two daughters books and pays in the demo checkout; the booking's id. */
async function bookTrioAndPay(request: APIRequestContext, scheduleId: number): Promise<number> {
  const { checkoutUrl, bookingId } = await bookTrio(request, scheduleId)
  expect((await request.post('/api/demo-checkout', { data: { sessionId: checkoutUrl.split('/demo-checkout/')[1], action: 'pay' } })).status()).toBe(200)
  return bookingId
}

test('a full class: a mother with two daughters joins its waitlist, a cancellation offers them the seats, they pay and are booked', async ({ page, request, owner }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const { scheduleId } = await owner.newSchedule({ spots: 3, days: 30, class: { type: 'public-mother-daughter', priceCents: 13900 } })
  const first = await bookTrioAndPay(request, scheduleId)

  // The class is full: its booking page takes the whole party onto the waitlist instead.
  await page.goto(`/book-mother-daughter-class/${scheduleId}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Join the waitlist:')
  const email = `mia-${Date.now()}@example.com`
  const contact = page.getByRole('group', { name: 'Mother or Female Guardian (Contact)' })
  await contact.getByLabel('First name').fill('Mia')
  await contact.getByLabel('Last name').fill('Hopper')
  await contact.getByLabel('Email').fill(email)
  await contact.getByLabel('Phone').fill('(925) 555-0101')
  await fillDaughter(page.getByRole('group', { name: 'Participant 2 (daughter)' }), 'Nia', 'Hopper')
  await page.getByRole('button', { name: '+ Add Daughter' }).click()
  await fillDaughter(page.getByRole('group', { name: 'Participant 3 (daughter)' }), 'Ola', 'Hopper')
  expect(await seriousViolations(page)).toEqual([])
  expect(await fitsThePhone(page)).toBe(true)
  await page.screenshot({ path: '/tmp/w1-waitlist-join-390.png', fullPage: true })
  await page.getByRole('button', { name: 'Join Waitlist' }).click()

  await expect(page).toHaveURL(/\/waitlist\/[\w-]{43}$/)
  await expect(page.getByTestId('waitlist-status')).toHaveText('On the waitlist')
  await expect(page.getByText("You're first in line.")).toBeVisible()
  await expect(page.getByText('Ola Hopper')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  expect(await fitsThePhone(page)).toBe(true)
  await page.screenshot({ path: '/tmp/w1-waitlist-place-390.png', fullPage: true })

  // The first booking cancels through its manage link: the three seats are offered to the waitlist at once.
  await page.goto(await manageLinkFromEmail(owner, first))
  await page.getByRole('button', { name: 'Cancel and get a full refund' }).click()
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).click()
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled (demo: nothing was charged)')

  let offerLink = ''
  await expect
    .poll(async () => {
      const { docs } = await owner.get<{ docs: Email[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(email)}&depth=0`)
      const offer = docs.find((e) => e.subject.startsWith('Seats are free for you'))
      offerLink = /https?:\/\/\S+\/waitlist\/[\w-]{43}/.exec(offer?.text ?? '')?.[0] ?? ''
      return offerLink
    })
    .toMatch(/\/waitlist\//)
  await page.goto(new URL(offerLink).pathname)
  await expect(page.getByTestId('waitlist-status')).toHaveText('Seats held for you')
  // The price to pay before pressing Pay: two pairs at $139.
  await expect(page.getByTestId('offer-total')).toHaveText('$278.00')
  expect(await seriousViolations(page)).toEqual([])
  expect(await fitsThePhone(page)).toBe(true)
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/waitlist-offer-390.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: '/tmp/w1-waitlist-offer-1280.png', fullPage: true })
  await page.getByRole('button', { name: 'Pay and confirm' }).click()
  await expect(page).toHaveURL(/\/demo-checkout\/demo_/)
  await page.getByRole('button', { name: /^Pay/ }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()

  // Seats right everywhere: the mother and both daughters hold the class's three seats, and it is full again.
  const bookings = await owner.get<{ docs: { status: string; seats: number; contactEmail: string }[] }>(`/api/bookings?where[schedule][equals]=${scheduleId}&depth=0&sort=id`)
  expect(bookings.docs.map((b) => [b.status, b.seats])).toEqual([
    ['refunded', 3],
    ['confirmed', 3],
  ])
  expect(bookings.docs[1].contactEmail).toBe(email)
  const availability = await request.post('/api/check-availability', { data: { classScheduleId: scheduleId, requestedSeats: 1 } })
  expect(await availability.json()).toMatchObject({ remaining: 0 })
  await page.goto(new URL(offerLink).pathname)
  await expect(page.getByTestId('waitlist-status')).toHaveText('Booked')
  await page.goto(`/book-mother-daughter-class/${scheduleId}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Join the waitlist:')
  await page.screenshot({ path: '/tmp/w1-waitlist-join-1280.png', fullPage: true })
})
