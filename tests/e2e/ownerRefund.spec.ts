import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { bookAndPay } from './helpers/manage'

for (const width of [1280, 390]) {
  test(`at ${width} px the owner cancels a demo-paid booking with a full refund from its page in /cms`, async ({ page, owner, request }) => {
    await page.setViewportSize({ width, height: 900 })
    const { scheduleId } = await owner.newSchedule({ spots: 5, days: 30 })
    const bookingId = await bookAndPay(request, scheduleId)
    const { bookingNumber } = await owner.get<{ bookingNumber: string }>(`/api/bookings/${bookingId}?depth=0`)

    await logIntoCms(page, DEMO_OWNER)
    await page.goto(`/cms/collections/bookings/${bookingId}`)
    const actions = page.getByTestId('booking-actions')
    await expect(actions.getByRole('button', { name: 'Cancel and refund in full' })).toBeVisible()
    await expect(actions.getByRole('button', { name: 'Cancel and refund part' })).toBeVisible()
    await expect(actions.getByRole('button', { name: 'Cancel for a class credit' })).toBeVisible()
    await expect(actions.getByRole('button', { name: 'Resend confirmation' })).toBeVisible()

    await expect(actions.getByRole('button', { name: 'Give a goodwill credit' })).toBeVisible()
    await expect(actions.getByRole('button', { name: 'Move to another class' })).toBeVisible()

    await expect(async () => {
      await actions.getByRole('button', { name: 'Cancel and refund in full' }).click({ timeout: 2_000 })
      await expect(actions.getByLabel(/^Reason/)).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    await actions.getByLabel(/^Reason/).fill('The studio double-booked the room.')
    const question = actions.getByText(`Cancel booking ${bookingNumber} with a full refund of $75.00? Demo booking: nothing was charged, so nothing goes back to a card.`)
    await expect(question).toBeVisible()
    await expect(question).toBeInViewport()
    await page.screenshot({ path: `test-results/owner-refund-confirm-${width}.png` })
    await actions.getByRole('button', { name: 'Yes: cancel and refund in full' }).click()

    const result = actions.getByRole('status')
    await expect(result).toHaveText(`Booking ${bookingNumber} is cancelled with a refund of $75.00. Demo booking: nothing was charged, so nothing goes back to a card.`)
    // At 390 px the sidebar is below the whole form: the page reloads at the top and brings the result to the owner.
    await expect(result).toBeInViewport()
    await expect(result).toBeFocused()
    await expect(actions.getByRole('button', { name: 'Cancel and refund in full' })).toHaveCount(0)
    await page.screenshot({ path: `test-results/owner-refund-done-${width}.png` })
    expect(await owner.get<{ status: string }>(`/api/bookings/${bookingId}?depth=0`)).toMatchObject({ status: 'refunded' })
    const history = await owner.get<{ docs: { action: string; reason: string }[] }>(`/api/booking-events?where[booking][equals]=${bookingId}&depth=0`)
    expect(history.docs.find((e) => e.action === 'cancelled by the owner (full refund)')).toMatchObject({ reason: 'The studio double-booked the room.' })
  })
}
