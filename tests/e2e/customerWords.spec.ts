import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { bookTrio, type Email, manageLinkFromEmail } from './helpers/manage'

const SHOTS = process.env.SCREENSHOT_DIR
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)


/** Each label of the confirmation sits on the same row as its value: their tops within a few pixels. */
const rowsAlign = (page: Page) =>
  page.locator('section[aria-label="Your booking"] dl').evaluate((dl) => {
    const terms = [...dl.querySelectorAll('dt')]
    return terms.every((dt) => Math.abs(dt.getBoundingClientRect().top - (dt.nextElementSibling as HTMLElement).getBoundingClientRect().top) < 4)
  })

test.use({ viewport: { width: 390, height: 844 } })

test('a mother-daughter booking paid in the demo checkout: the confirmation rows align on a phone, the mother has no age label, and cancelling says the demo charged nothing', async ({ page, request, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 6, days: 20, class: { type: 'public-mother-daughter', priceCents: 13900 } })
  await page.goto((await bookTrio(request, scheduleId)).checkoutUrl)
  await page.getByRole('button', { name: /^Pay/ }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  const successUrl = page.url()
  expect(await rowsAlign(page)).toBe(true)
  expect(await fitsThePhone(page)).toBe(true)
  await shot(page, 'confirmation')

  const manage = (await page.getByRole('link', { name: 'Manage your booking' }).getAttribute('href'))!
  await page.goto(manage)
  const people = page.getByRole('listitem')
  await expect(people.filter({ hasText: 'Ada Lovelace' })).toHaveText('Ada Lovelace')
  await expect(people.filter({ hasText: 'Bea Lovelace' })).toHaveText('Bea Lovelace (12-15)')
  await expect(page.getByText('(16+)')).toHaveCount(0)
  await expect(page.getByText('Total (demo: not charged)')).toBeVisible()
  await expect(page.getByText('Demo booking: nothing was charged, so nothing goes back to a card.')).toBeVisible()
  await expect(page.getByText(/card you paid with/)).toHaveCount(0)
  expect(await fitsThePhone(page)).toBe(true)
  await shot(page, 'manage-demo')

  await page.getByRole('button', { name: 'Cancel and get a full refund' }).click()
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your booking is cancelled. Demo booking: nothing was charged, so nothing goes back to a card.' })).toBeVisible()
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled (demo: nothing was charged)')
  await shot(page, 'manage-demo-cancelled')

  // The confirmation email of the pair lists the mother without an age group.
  const bookingId = Number(new URL(successUrl).searchParams.get('booking_id'))
  const { docs } = await owner.get<{ docs: Email[] }>(`/api/emails?where[booking][equals]=${bookingId}&depth=0`)
  expect(docs.find((e) => e.kind === 'booking-confirmation')?.text).toContain('Participants: Ada Lovelace, Bea Lovelace (12-15), Cleo Lovelace (12-15)\n')
  expect(await manageLinkFromEmail(owner, bookingId)).toBe(manage)

  await page.goto(successUrl)
  await expect(page.getByRole('heading', { name: 'This booking was cancelled' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('This booking was cancelled. Demo booking: nothing was charged, so nothing goes back to a card.')
  await expect(page.getByText(/refund/i)).toHaveCount(0)
  await shot(page, 'stripe-success-demo-cancelled')
})

test('the screens whose words changed fit a phone: testimonials, policies, a booking form with the demo captcha note', async ({ page, owner }) => {
  await page.goto('/testimonials')
  await expect(page.getByTestId('average-rating')).toContainText(/^\d\.\d\/5 average rating from \d+ reviews/)
  expect(await fitsThePhone(page)).toBe(true)
  await shot(page, 'testimonials')

  await page.goto('/public-class-policies')
  await expect(page.getByRole('heading', { name: 'Substitutions' })).toBeVisible()
  expect(await fitsThePhone(page)).toBe(true)
  await shot(page, 'policies')

  const { scheduleId } = await owner.newSchedule({ spots: 6 })
  await page.goto(`/book-adult-class/${scheduleId}`)
  await expect(page.getByRole('note').filter({ hasText: 'Demo site: the captcha check is switched off.' })).toBeVisible()
  await expect(page.getByText(/in development/)).toHaveCount(0)
  await expect(page.getByTestId('total-working')).toHaveText('1 person × $75.00')
  expect(await fitsThePhone(page)).toBe(true)
  await shot(page, 'adult-booking-form')
})
