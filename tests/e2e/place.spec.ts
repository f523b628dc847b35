import type { Locator } from '@playwright/test'

import { DEMO_INSTRUCTOR } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { type Email, manageLinkFromEmail } from './helpers/manage'

/** The value a details list shows under `label`. */
const shownAs = (scope: Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')

test("one booking's place reads the same on its booking page, /stripe-success, the confirmation email, the manage page and the roster", async ({
  page,
  owner,
}) => {
  // The class meets elsewhere; this date's own venue and address win, and the address already names the class's city.
  const { scheduleId } = await owner.newSchedule({ spots: 5, days: 40, class: { venueName: 'Old Hall', location: '1 Old Rd', city: 'Walnut Creek' } })
  await owner.patch(`/api/schedules/${scheduleId}`, { venueName: 'Walnut Creek Studio', location: '123 Main St, Walnut Creek' })
  const place = 'Walnut Creek Studio, 123 Main St, Walnut Creek'

  await page.goto(`/book-adult-class/${scheduleId}`)
  await expect(shownAs(page.getByRole('complementary', { name: 'Booking summary' }), 'Location')).toHaveText(place)

  const contact = page.getByRole('group', { name: 'Primary Attendee' })
  await contact.getByLabel('First name').fill('Ada')
  await contact.getByLabel('Last name').fill('Lovelace')
  await contact.getByLabel('Email').fill(`place-${Date.now()}@example.com`)
  await contact.getByLabel('Phone').fill('(925) 555-0100')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page).toHaveURL(/\/demo-checkout\/demo_/)
  await page.getByRole('button', { name: /^Pay/ }).click()

  await expect(page).toHaveURL(/\/stripe-success\?session_id=demo_.+&booking_id=\d+/)
  await expect(shownAs(page.getByRole('region', { name: 'Your booking' }), 'Location')).toHaveText(place)
  const calendarLink = new URL((await page.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href'))!)
  expect(calendarLink.searchParams.get('location')).toBe(place)
  const bookingId = Number(new URL(page.url()).searchParams.get('booking_id'))

  let confirmation = ''
  await expect
    .poll(async () => {
      const { docs } = await owner.get<{ docs: Email[] }>(`/api/emails?where[booking][equals]=${bookingId}&depth=0`)
      confirmation = docs.find((e) => e.kind === 'booking-confirmation')?.text ?? ''
      return confirmation
    })
    .toContain('Where:')
  const mapSearch = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('123 Main St, Walnut Creek')}`
  expect(confirmation).toContain(`Where: ${place} (${mapSearch})\n`)

  await page.goto(await manageLinkFromEmail(owner, bookingId))
  await expect(page.getByRole('heading', { name: 'Manage your booking' })).toBeVisible()
  await expect(shownAs(page.locator('main'), 'Where')).toHaveText(place)

  const signedIn = await page.request.post('/api/admin/login', { data: { ...DEMO_INSTRUCTOR, rememberMe: false, recaptchaToken: 'captcha-disabled' } })
  expect(signedIn.status()).toBe(200)
  await page.goto(`/admin/attendance?classScheduleId=${scheduleId}`)
  await expect(page.getByLabel('Attendance for Ada Lovelace')).toBeVisible()
  await expect(shownAs(page.locator('main'), 'Location')).toHaveText(place)
})
