import type { Page } from '@playwright/test'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { bookAndPay, type Email, manageLinkFromEmail } from './helpers/manage'

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

test('from the confirmation email: cancel at 20 days for a full refund; at 1 day only substitution is offered', async ({ page, request, owner }) => {
  await page.setViewportSize({ width: 390, height: 844 })

  const far = await owner.newSchedule({ spots: 5, days: 20 })
  const farBooking = await bookAndPay(request, far.scheduleId)
  const farLink = await manageLinkFromEmail(owner, farBooking)
  await page.goto(farLink)
  await expect(page.getByRole('heading', { name: 'Manage your booking' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Now: 14 or more days before class' })).toBeVisible()
  await expect(page.getByText('A full refund, or move to another class for free.')).toBeVisible()
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed')
  expect(await fitsThePhone(page)).toBe(true)

  // Paid in the demo checkout: the page never says a card gets money back, before or after.
  await expect(page.getByText('Total (demo: not charged)')).toBeVisible()
  await expect(page.getByText('Demo booking: nothing was charged, so nothing goes back to a card.')).toBeVisible()
  await expect(page.getByText(/card you paid with/)).toHaveCount(0)
  await page.getByRole('button', { name: 'Cancel and get a full refund' }).click()
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your booking is cancelled. Demo booking: nothing was charged, so nothing goes back to a card.' })).toBeVisible()
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled (demo: nothing was charged)')
  await expect(page.getByText(/refunded/)).toHaveCount(0)
  await expect
    .poll(async () => (await owner.get<{ docs: Email[] }>(`/api/emails?where[booking][equals]=${farBooking}&depth=0`)).docs.find((e) => e.subject.startsWith('Booking cancelled'))?.text ?? '')
    .toContain('Demo booking: nothing was charged, so nothing goes back to a card.')
  await expect(page.getByRole('button', { name: 'Cancel and get a full refund' })).toHaveCount(0)
  const seats = await owner.get<{ docs: { status: string }[] }>(`/api/bookings?where[schedule][equals]=${far.scheduleId}&depth=0`)
  expect(seats.docs.map((b) => b.status)).toEqual(['refunded'])

  const near = await owner.newSchedule({ spots: 5, days: 1 })
  await page.goto(await manageLinkFromEmail(owner, await bookAndPay(request, near.scheduleId)))
  await expect(page.getByRole('heading', { name: 'Now: Less than 3 days (72 hours) before class' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Send someone in your place' })).toBeVisible()
  for (const name of ['Cancel and get a full refund', 'Cancel for a class credit', 'Move my booking']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0)
  }
  await page.getByRole('group', { name: 'Participant 1' }).getByLabel('First name').fill('Grace')
  await page.getByRole('group', { name: 'Participant 1' }).getByLabel('Last name').fill('Hopper')
  await page.getByRole('button', { name: 'Save participant names' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The class roster shows the new names.' })).toBeVisible()
  // An adult booking never asked anyone's age: no '(16+)' beside the names.
  await expect(page.getByText('Grace Hopper', { exact: true })).toBeVisible()
  await expect(page.getByText('(16+)')).toHaveCount(0)
  expect(await fitsThePhone(page)).toBe(true)

  // A wrong link opens nothing, and says so with a 404.
  expect((await page.goto(`/manage-booking/${'x'.repeat(43)}`))?.status()).toBe(404)
  await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid.' })).toBeVisible()

  // The owner sees what happened, and who did it, on the booking in /cms.
  await page.setViewportSize({ width: 1280, height: 900 })
  await logIntoCms(page, DEMO_OWNER)
  await page.goto(`/cms/collections/bookings/${farBooking}`)
  await page.getByRole('button', { name: 'History', exact: true }).click()
  await expect(page.getByText(/^Cancelled by the customer \(full refund\)/).first()).toBeVisible()
})

test('from the manage link at 5 days: cancel for a class credit, and its emailed code lowers the total of another class', async ({ page, request, owner }) => {
  const soon = await owner.newSchedule({ spots: 5, days: 5 })
  const booking = await bookAndPay(request, soon.scheduleId)
  await page.goto(await manageLinkFromEmail(owner, booking))
  await expect(page.getByRole('heading', { name: 'Now: 3 to 13 days before class' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel for a class credit' }).click()
  await page.getByRole('button', { name: 'Yes, cancel for a class credit' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your booking is cancelled for a class credit of $75.00. Your code is CR-' })).toBeVisible()
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled')
  // Once: the page refreshed to the cancelled booking does not repeat the credit under the message.
  await expect(page.getByText('Your booking is cancelled for a class credit of $75.00')).toHaveCount(1)
  await page.reload()
  // A later visit names the code by its hint: the code itself is kept only as a hash.
  await expect(page.getByTestId('class-credit')).toContainText(/Your booking is cancelled for a class credit of \$75\.00, valid until .+\. We have emailed you its code \(CR-…-[0-9A-Z]{4}\)/)
  await expect(page.getByText('Your booking is cancelled for a class credit of $75.00')).toHaveCount(1)

  let code = ''
  await expect
    .poll(async () => {
      const { docs } = await owner.get<{ docs: Email[] }>(`/api/emails?where[booking][equals]=${booking}&depth=0`)
      code = /CR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(docs.find((e) => e.kind === 'class-credit')?.text ?? '')?.[0] ?? ''
      return code
    })
    .toMatch(/^CR-/)

  // Another class at $100: the $75 credit leaves $25 to pay in the checkout.
  const other = await owner.newSchedule({ spots: 5, days: 30, class: { priceCents: 10000 } })
  await page.goto(`/book-adult-class/${other.scheduleId}`)
  const contact = page.getByRole('group', { name: 'Primary Attendee' })
  await contact.getByLabel('First name').fill('Ada')
  await contact.getByLabel('Last name').fill('Lovelace')
  await contact.getByLabel('Email').fill(`credit-${Date.now()}@example.com`)
  await contact.getByLabel('Phone').fill('(925) 555-0100')
  await expect(page.getByTestId('total')).toHaveText('$100.00')
  await page.getByText('Have a class credit?').click()
  await page.getByLabel('Class credit code').fill(code)
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page).toHaveURL(/\/demo-checkout\/demo_/)
  await expect(page.getByText('Total $25.00', { exact: false })).toBeVisible()
})
