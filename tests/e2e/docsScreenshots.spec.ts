import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { bookAndPay } from './helpers/manage'

// The owner's screens for the README, written to docs/screenshots/ by `npm run docs:screenshots` (after a build);
// playwright.config.ts leaves this file out of the ordinary end-to-end run.
test.use({ timezoneId: 'America/Los_Angeles', viewport: { width: 1440, height: 900 } })

const shot = (name: string) => ({ path: `docs/screenshots/${name}.png` })

test("the owner's screens in /cms: the dashboard, the bookings list, a booking, a class and a class credit", async ({ page, owner, request }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 8, days: 4, class: { name: 'Adult & Teen Self-Defense (sample)', city: 'Concord' } })
  const bookingId = await bookAndPay(request, scheduleId)
  const credit = await owner.create('class-credits', { amountCents: 7500, customerEmail: 'ada@example.com', reason: 'Missed class after a family emergency' })

  await logIntoCms(page, DEMO_OWNER)
  await page.goto('/cms')
  await expect(page.getByTestId('weekly-chart')).toBeVisible()
  await page.screenshot(shot('dashboard'))

  await page.goto('/cms/collections/bookings')
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  await page.screenshot(shot('bookings-list'))

  await page.goto(`/cms/collections/bookings/${bookingId}`)
  await expect(page.getByTestId('booking-actions')).toBeVisible()
  // Payload fills its selects and the document's dates after the form: wait for them, not for a fixed time.
  await expect(page.locator('.field-type.select').first()).toContainText('Confirmed')
  await expect(page.getByTestId('pacific-document-dates')).toContainText(/\d/)
  await expect(page.locator('.shimmer-effect')).toHaveCount(0)
  await page.screenshot(shot('booking'))

  await page.goto(`/cms/collections/schedules/${scheduleId}`)
  await expect(page.getByRole('navigation', { name: 'This class' }).getByRole('link', { name: 'Bookings (1)' })).toBeVisible()
  await expect(page.locator('.shimmer-effect')).toHaveCount(0)
  await page.screenshot(shot('class'))

  await page.goto(`/cms/collections/class-credits/${credit.id}`)
  await expect(page.getByText(String(credit.code)).or(page.locator(`input[value="${String(credit.code)}"]`)).first()).toBeVisible()
  await expect(page.locator('.shimmer-effect')).toHaveCount(0)
  await page.screenshot(shot('class-credit'))
})
