import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { latestBookable } from './helpers/schedules'

async function fillContact(page: Page, group: string) {
  const contact = page.getByRole('group', { name: group })
  await contact.getByLabel('First name').fill('Ada')
  await contact.getByLabel('Last name').fill('Lovelace')
  await contact.getByLabel('Email').fill('ada@example.com')
  await contact.getByLabel('Phone').fill('(925) 555-0100')
}

test('an adult books with two extra participants through the demo checkout, then downloads the .ics', async ({ page, request }) => {
  const schedule = await latestBookable(request, 'public-adult-teen')
  await page.goto(`/book-adult-class/${schedule.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Book:')
  await expect(page.getByText('This class is for ages 15+.')).toBeVisible()

  // Nothing is listed before the first submit; afterwards the list shows and follows the fields live.
  await expect(page.getByText('Please fix these issues:')).toHaveCount(0)
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByText('Please fix these issues:')).toBeVisible()
  await expect(page.getByText('Contact first name is required')).toBeVisible()
  const firstName = page.getByRole('group', { name: 'Primary Attendee' }).getByLabel('First name')
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')

  await fillContact(page, 'Primary Attendee')
  await expect(page.getByText('Contact first name is required')).toHaveCount(0)
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true')

  await page.getByRole('button', { name: '+ Add Adult' }).click()
  await page.getByRole('button', { name: '+ Add Adult' }).click()
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByText('Participant 2 first name is required')).toBeVisible()
  await expect(page.getByText('Participant 3 last name is required')).toBeVisible()
  for (const [n, first, last] of [
    [2, 'Grace', 'Hopper'],
    [3, 'Edith', 'Clarke'],
  ] as const) {
    const row = page.getByRole('group', { name: `Participant ${n}` })
    await row.getByLabel('First name').fill(first)
    await row.getByLabel('Last name').fill(last)
  }
  await expect(page.getByText('Please fix these issues:')).toHaveCount(0)
  await expect(page.getByTestId('participant-count')).toHaveText('3')
  const total = `$${((schedule.class.priceCents * 3) / 100).toFixed(2)}`
  await expect(page.getByTestId('total')).toHaveText(total)

  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page).toHaveURL(/\/demo-checkout\/demo_/)
  await expect(page.getByRole('note')).toContainText('No card is charged')
  await expect(page.getByText(`Total ${total}`, { exact: false })).toBeVisible()
  await page.getByRole('button', { name: /^Pay/ }).click()

  await expect(page).toHaveURL(/\/stripe-success\?session_id=demo_.+&booking_id=\d+/)
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expect(page.getByText(total)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute('href', /calendar\.google\.com.*action=TEMPLATE/)
  await expect(page.getByRole('link', { name: 'Prepare for your class' })).toHaveAttribute('href', `/class-prep/${schedule.id}`)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download calendar file (.ics)' }).click()
  const file = await (await download).path()
  const ics = await readFile(file, 'utf8')
  expect(ics).toContain('BEGIN:VCALENDAR')
  expect(ics).toContain('BEGIN:VEVENT')
  expect(ics).toMatch(/SUMMARY:Adult/)

  // The server's job runner sends the confirmation; the owner finds it, with the prep link, in the CMS outbox.
  const bookingId = new URL(page.url()).searchParams.get('booking_id')
  await logIntoCms(page, DEMO_OWNER)
  await expect(page).toHaveURL(/\/cms\/?$/)
  // Read as the signed-in owner, from the page (as the CMS itself does).
  const outbox = () =>
    page.evaluate(async (id) => {
      const answer = await fetch(`/api/emails?where[booking][equals]=${id}&depth=0`, { credentials: 'include' })
      return ((await answer.json()) as { docs: { id: number; kind: string; status: string; subject: string }[] }).docs
    }, bookingId)
  await expect.poll(async () => (await outbox()).map((e) => `${e.kind} ${e.status}`), { timeout: 30_000 }).toEqual(['booking-confirmation Sent'])
  const [email] = await outbox()
  expect(email.subject).toMatch(/^Booking confirmed: Adult/)
  await page.goto(`/cms/collections/emails/${email.id}`)
  await expect(page.getByLabel('Text')).toHaveValue(new RegExp(`/class-prep/${schedule.id}`))
  // Adults were never asked their age: no '(16+)' beside the names.
  await expect(page.getByLabel('Text')).toHaveValue(/Participants: Ada Lovelace, Grace Hopper, Edith Clarke\n/)
})

test('mother-daughter refuses a 16+ daughter with the spec message', async ({ page, request }) => {
  const schedule = await latestBookable(request, 'public-mother-daughter')
  await page.goto(`/book-mother-daughter-class/${schedule.id}`)
  const summary = page.getByRole('complementary', { name: 'Booking summary' })
  await expect(summary.getByText('Price per pair', { exact: true })).toBeVisible()
  await expect(summary.getByText('Price per person')).toHaveCount(0)
  await fillContact(page, 'Mother or Female Guardian (Contact)')
  const daughter = page.getByRole('group', { name: 'Participant 2 (daughter)' })
  await expect(daughter.getByRole('button', { name: 'Remove' })).toHaveCount(0)
  await daughter.getByLabel('First name').fill('Bea')
  await daughter.getByLabel('Last name').fill('Lovelace')
  await daughter.getByLabel('Age group').selectOption('16+')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()

  // The spec's rule, then the daughter by name and where a 16-year-old can book instead.
  await expect(
    page.getByText('Mother–Daughter classes are for daughters ages 12–15 only. Bea Lovelace is 16 or older: she is welcome in our Adult & Teen classes (ages 15+), on the Adult & Teen tab of our class schedule.'),
  ).toBeVisible()
  await expect(daughter.getByLabel('Age group')).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(new RegExp(`/book-mother-daughter-class/${schedule.id}$`))
  if (process.env.SCREENSHOT_DIR) {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/md-age-error-390.png`, fullPage: true })
  }

  await daughter.getByLabel('Age group').selectOption('12-15')
  await expect(page.getByText('Mother–Daughter classes are for daughters ages 12–15 only.')).toHaveCount(0)
  const price = (cents: number) => `$${(cents / 100).toFixed(2)}`
  await expect(page.getByTestId('total')).toHaveText(price(schedule.class.priceCents))
  // A mother with two daughters is two pairs: the total says so, never per person.
  await page.getByRole('button', { name: '+ Add Daughter' }).click()
  await expect(page.getByTestId('total')).toHaveText(price(2 * schedule.class.priceCents))
  await expect(summary.getByTestId('total-working')).toHaveText(`2 pairs × ${price(schedule.class.priceCents)}`)
  await expect(summary.getByText(/per person/)).toHaveCount(0)
  if (process.env.SCREENSHOT_DIR) await summary.screenshot({ path: `${process.env.SCREENSHOT_DIR}/md-summary-390.png` })
})

test('an unknown class id shows No Class Selected with a link to the schedule', async ({ page }) => {
  await page.goto('/book-adult-class/987654')
  await expect(page.getByRole('heading', { name: 'No Class Selected' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View upcoming classes' })).toHaveAttribute('href', '/public-classes')
})

test('the community page refuses a class that is not community mother-daughter', async ({ page, request }) => {
  const schedule = await latestBookable(request, 'public-adult-teen')
  await page.goto(`/book-community-md/${schedule.id}`)
  await expect(page.getByRole('heading', { name: 'Class Not Available' })).toBeVisible()
  await expect(page.getByText('Invalid class type for this booking page')).toBeVisible()
})

async function bookTwoAdults(page: Page, scheduleId: number) {
  await page.goto(`/book-adult-class/${scheduleId}`)
  await fillContact(page, 'Primary Attendee')
  await page.getByRole('button', { name: '+ Add Adult' }).click()
  const second = page.getByRole('group', { name: 'Participant 2' })
  await second.getByLabel('First name').fill('Grace')
  await second.getByLabel('Last name').fill('Hopper')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page).toHaveURL(/\/demo-checkout\/demo_/)
}

async function expectRefilledAfterCancel(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Checkout cancelled: nothing was charged and the seats were released.' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Primary Attendee' }).getByLabel('Email')).toHaveValue('ada@example.com')
  await expect(page.getByRole('group', { name: 'Participant 2' }).getByLabel('First name')).toHaveValue('Grace')
  await expect(page.getByTestId('total')).toHaveText(/\$\d/)
}

test('the last two seats: Back from the checkout, then its Cancel, give them back at once and refill the form', async ({ page, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 2 })

  await bookTwoAdults(page, scheduleId)
  await page.goBack()
  await expectRefilledAfterCancel(page)

  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page).toHaveURL(/\/demo-checkout\/demo_/)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(new RegExp(`/book-adult-class/${scheduleId}\\?checkout=cancelled$`))
  await expectRefilledAfterCancel(page)

  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await page.getByRole('button', { name: /^Pay/ }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  // Both seats are now taken for good: the page says so and offers its waitlist instead of a booking form.
  await page.goto(`/book-adult-class/${scheduleId}`)
  await expect(page.getByText(/^Sorry, this class is already full\./)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0)
})

test('booking pages offer no form that cannot succeed: booked elsewhere, by email, cancelled', async ({ page, request, owner }) => {
  type Listed = { id: number; bookingUrl?: string | null; isCancelled?: boolean; class: { type: string; bookingMethod: string; partnerOrganization: string } }
  const { docs } = (await (await request.get('/api/schedules?limit=200&depth=1&sort=startTime')).json()) as { docs: Listed[] }
  const external = docs.find((s) => s.class.bookingMethod === 'external' && s.bookingUrl)!
  await page.goto(`/book-mother-daughter-class/${external.id}`)
  await expect(page.getByText(`Registration for this class is handled by ${external.class.partnerOrganization}.`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Register (opens in a new tab)' })).toHaveAttribute('href', external.bookingUrl!)
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0)

  const byEmail = docs.find((s) => s.class.type === 'community-mother-daughter' && s.class.bookingMethod === 'contact')!
  await page.goto(`/book-community-md/${byEmail.id}`)
  await expect(page.getByRole('heading', { name: 'Class Not Available' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /^mailto:/)
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0)

  const { scheduleId: cancelled } = await owner.newSchedule({ spots: 10 })
  await owner.patch(`/api/schedules/${cancelled}`, { isCancelled: true })
  await page.goto(`/book-adult-class/${cancelled}`)
  await expect(page.getByText('This class has been cancelled')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0)
})

test('a payment for seats taken meanwhile is refunded, and /stripe-success says so in words', async ({ browser, page, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 2 })

  const late = page
  await bookTwoAdults(late, scheduleId)
  const sessionId = new URL(late.url()).pathname.split('/').pop()
  // Its hold lapses while the checkout page stays open, and another visitor takes the seats.
  const { docs } = await owner.get(`/api/bookings?where[stripeSessionId][equals]=${sessionId}&depth=0`)
  await owner.patch(`/api/bookings/${docs[0].id}`, { status: 'expired' })
  const other = await browser.newPage()
  await bookTwoAdults(other, scheduleId)
  await other.getByRole('button', { name: /^Pay/ }).click()
  await expect(other.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()

  await late.getByRole('button', { name: /^Pay/ }).click()
  await expect(late).toHaveURL(/\/stripe-success\?/)
  await expect(late.getByRole('heading', { name: 'The class filled up while you were paying' })).toBeVisible()
  // A demo checkout charged no card, so nothing is said to go back to one.
  await expect(late.getByRole('status')).toContainText('Demo booking: nothing was charged, so nothing goes back to a card.')
  await expect(late.getByRole('status')).not.toContainText('refund')
  await expect(late.getByText(/Verify failed/)).toHaveCount(0)
})

test("a card's Register is followed by the router, and the booking form it opens books", async ({ page, owner }) => {
  // A class of its own, so the checkout it starts takes no seat another test counts.
  const { scheduleId } = await owner.newSchedule({ spots: 5 })
  await page.goto('/public-classes')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'true'))
  const register = page.locator(`article[data-schedule-id="${scheduleId}"]`).getByRole('link', { name: /^Register for/ })
  const href = await register.getAttribute('href')
  await register.click()
  expect(href).toBe(`/book-adult-class/${scheduleId}`)
  await expect(page).toHaveURL(href!)
  await expect(page.locator('html[data-same-document="true"]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Book: E2E class')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  const contact = page.getByRole('group', { name: 'Primary Attendee' })
  await contact.getByLabel('First name').fill('Grace')
  await contact.getByLabel('Last name').fill('Hopper')
  await contact.getByLabel('Email').fill(`e2e-router-${Date.now()}@example.com`)
  await contact.getByLabel('Phone').fill('(925) 555-0101')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page).toHaveURL(/\/demo-checkout\/demo_/)
})
