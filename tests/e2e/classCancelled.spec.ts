import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { bookAndPay, type Email } from './helpers/manage'

test('the studio cancels a class: from the outbox email, the customer moves for free into a class whose registration has not opened', async ({ page, request, owner }) => {
  const cancelled = await owner.newSchedule({ spots: 5, days: 10 })
  const bookingId = await bookAndPay(request, cancelled.scheduleId)
  const later = await owner.newSchedule({ spots: 5, days: 60 })
  await owner.patch(`/api/schedules/${later.scheduleId}`, { registrationOpens: new Date(Date.now() + 30 * 86400_000).toISOString() })

  await owner.patch(`/api/schedules/${cancelled.scheduleId}`, { isCancelled: true })
  let link = ''
  await expect
    .poll(async () => {
      const { docs } = await owner.get<{ docs: Email[] }>(`/api/emails?where[booking][equals]=${bookingId}&depth=0`)
      link = /https?:\/\/\S+\/manage-booking\/[\w-]{43}/.exec(docs.find((e) => e.subject.startsWith('Class cancelled:'))?.text ?? '')?.[0] ?? ''
      return link
    })
    .toMatch(/\/manage-booking\//)

  // The owner's /cms dashboard lists the customer who has not chosen yet.
  const { bookingNumber } = await owner.get<{ bookingNumber: string }>(`/api/bookings/${bookingId}?depth=0`)
  await logIntoCms(page, DEMO_OWNER)
  const unchosen = page.getByRole('region', { name: /Cancelled classes: customers who have not chosen/ })
  await expect(unchosen.getByRole('link', { name: bookingNumber })).toBeVisible()

  await page.goto(new URL(link).pathname)
  await expect(page.getByRole('heading', { name: 'This class has been cancelled' })).toBeVisible()
  await expect(page.getByText('a full refund, or priority rescheduling', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel and get a full refund' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel for a class credit' })).toHaveCount(0)
  await page.getByRole('group', { name: 'New class' }).locator(`input[value="${later.scheduleId}"]`).check()
  await page.getByRole('button', { name: 'Move my booking' }).click()
  await page.getByRole('button', { name: 'Yes, move my booking' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your booking has moved.' })).toBeVisible()
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed')
  expect(await owner.get<{ schedule: number; moveCount: number }>(`/api/bookings/${bookingId}?depth=0`)).toMatchObject({ schedule: later.scheduleId, moveCount: 0 })
})
