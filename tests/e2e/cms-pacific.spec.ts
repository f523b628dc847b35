import { fromZonedTime } from 'date-fns-tz'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'

// A browser in UTC: /cms must still show and take Pacific times.
test.use({ timezoneId: 'UTC' })

/** 10:00 AM in Los Angeles, `days` Pacific days from today. */
function tenAmPacific(days: number): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date())
  const day = new Date(`${today}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return fromZonedTime(`${day.toISOString().slice(0, 10)}T10:00:00`, 'America/Los_Angeles')
}

test('a 10:00 AM Pacific class reads 10:00 AM in the list, the form and the dashboard, and keeps its time when saved', async ({ page, owner }) => {
  test.setTimeout(120_000)
  const name = `Pacific check ${Date.now()}`
  const klass = await owner.create('classes', {
    name,
    type: 'public-adult-teen',
    bookingMethod: 'swsd website',
    partnerOrganization: 'SWSD Self-Defense',
    priceCents: 7500,
    city: 'Danville',
    isActive: true,
  })
  const start = tenAmPacific(3)
  const schedule = await owner.create('schedules', {
    class: klass.id,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3 * 3600_000).toISOString(),
    availableSpots: 8,
  })
  await owner.importBooking(schedule.id)
  // In the browser's zone (UTC) this start is 5 or 6 PM.
  expect(start.getUTCHours()).toBeGreaterThanOrEqual(17)

  await logIntoCms(page, DEMO_OWNER)

  // The dashboard: the coming week's classes with their seats.
  await page.goto('/cms')
  const dashboardRow = page.getByTestId('owner-dashboard').locator(`tr[data-schedule-id="${schedule.id}"]`)
  await expect(dashboardRow).toContainText(name)
  await expect(dashboardRow).toContainText('10:00 AM')
  await expect(dashboardRow).toContainText('Danville')
  await expect(dashboardRow).toContainText('2 / 8')
  await expect(page.getByRole('heading', { name: /Bookings needing review/ })).toBeVisible()
  // The navigation is grouped.
  const nav = page.getByRole('complementary')
  for (const group of ['Website', 'Classes', 'Bookings', 'Settings']) await expect(nav.getByText(group, { exact: true }).first()).toBeVisible()

  // The schedules list: Pacific time, the class's city, seats taken / spots and the status in words.
  await page.goto(`/cms/collections/schedules?where[class][equals]=${klass.id}`)
  const row = page.locator('table tbody tr').filter({ hasText: name })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('10:00 AM')
  await expect(row).not.toContainText(/[56]:00 PM/)
  await expect(row).toContainText('Danville')
  await expect(row).toContainText('2 / 8')
  await expect(row).toContainText('Registration open')
  await expect(row).not.toContainText('<No City>')

  // The bookings list: status label, class and Pacific date, contact, total in dollars.
  await page.goto(`/cms/collections/bookings?where[schedule][equals]=${schedule.id}`)
  const booking = page.locator('table tbody tr').first()
  await expect(booking).toContainText('Confirmed')
  await expect(booking).toContainText(`${name} · `)
  await expect(booking).toContainText('10:00 AM')
  await expect(booking).toContainText('Pat Lee · pat.lee@example.com · (925) 555-0199')
  await expect(booking).toContainText('$150.00')

  // The edit form shows and keeps 10:00 AM Pacific; saving with the time untouched leaves it there.
  await page.goto(`/cms/collections/schedules/${schedule.id}`)
  const startInput = page.locator('.date-time-field').filter({ hasText: 'Start (Pacific)' }).locator('input').first()
  await expect(startInput).toHaveValue(/10:00 AM/)
  await page.getByLabel('Special Notes').fill('Bring water.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  const saved = await owner.get<{ startTime: string; specialNotes: string }>(`/api/schedules/${schedule.id}?depth=0`)
  expect(saved.specialNotes).toBe('Bring water.')
  expect(saved.startTime).toBe(start.toISOString())
  await page.reload()
  await expect(startInput).toHaveValue(/10:00 AM/)
})
