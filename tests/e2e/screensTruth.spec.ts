import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { bookAndPay, manageLinkFromEmail } from './helpers/manage'

const CODE = /CR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/
const tokenOf = (link: string) => link.split('/manage-booking/')[1]
const moveTarget = (page: Page, scheduleId: number) => page.getByRole('group', { name: 'New class' }).locator(`label:has(input[value="${scheduleId}"])`)

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 844 }))

    test('the booking form stops adding people at the spots left and says why; mother-daughter cards count pairs', async ({ page, owner }) => {
      const adult = await owner.newSchedule({ spots: 3, days: 30 })
      await page.goto(`/book-adult-class/${adult.scheduleId}`)
      const add = page.getByRole('button', { name: '+ Add Adult' })
      await add.click()
      await add.click()
      await expect(add).toHaveCount(0)
      const note = page.getByTestId('seat-limit')
      await expect(note).toHaveText('This class has only 3 spots left: you and 2 more people.')
      await expect(note).toBeInViewport()
      await expect(page.getByRole('group', { name: /^Participant \d/ })).toHaveCount(2)

      const md = await owner.newSchedule({ spots: 10, days: 9, class: { type: 'public-mother-daughter', priceCents: 13900 } })
      const card = page.locator(`article[data-schedule-id="${md.scheduleId}"]`)
      await expect(async () => {
        await page.goto('/public-classes?tab=mother-daughter')
        await expect(card).toContainText('5 pairs left • Great for groups', { timeout: 2_000 })
      }).toPass({ timeout: 20_000 })
      await expect(card).not.toContainText('spots')
    })

    test('manage page: a confirmed class credit shows its code, value and expiry, and on a later visit its hint', async ({ page, request, owner }) => {
      const soon = await owner.newSchedule({ spots: 5, days: 5 })
      await page.goto(await manageLinkFromEmail(owner, await bookAndPay(request, soon.scheduleId)))
      await page.getByRole('button', { name: 'Cancel for a class credit' }).click()
      await expect(page.getByTestId('booking-status')).toHaveText('Confirmed') // nothing happens before the confirmation
      await page.getByRole('button', { name: 'Yes, cancel for a class credit' }).click()
      const done = page.getByRole('status').filter({ hasText: 'Your booking is cancelled for a class credit of $75.00.' })
      await expect(done).toBeInViewport()
      await expect(done).toContainText(CODE)
      await expect(done).toContainText(/valid until \w+day, \w+ \d{1,2}, \d{4}/)
      const code = CODE.exec((await done.textContent()) ?? '')![0]

      await page.reload()
      await expect(page.getByTestId('booking-status')).toHaveText('Cancelled')
      await expect(page.getByTestId('class-credit')).toContainText(`We have emailed you its code (CR-…-${code.slice(-4)})`)
      await expect(page.getByTestId('class-credit')).toContainText(/valid until \w+day, \w+ \d{1,2}, \d{4}/)
      await expect(page.getByTestId('class-credit')).toContainText('$75.00')
    })

    test('manage page: a move is shown where the customer looks, targets read in full, a stale "first move is free" is corrected before charging', async ({ page, request, owner }) => {
      const from = await owner.newSchedule({ spots: 5, days: 20 })
      const first = await owner.newSchedule({ spots: 5, days: 21 })
      const second = await owner.newSchedule({ spots: 5, days: 22 })
      const link = await manageLinkFromEmail(owner, await bookAndPay(request, from.scheduleId))
      await page.goto(link)
      await expect(page.getByText('Your first move is free.')).toBeVisible()

      // Date and time in full, inside the screen.
      const target = moveTarget(page, second.scheduleId)
      await expect(target).toContainText(/\w+day, \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M/)
      const box = (await target.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(await target.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)

      // Another tab uses the free move; this one still says it is free.
      const moved = await request.post('/api/manage-booking/move', { data: { token: tokenOf(link), toScheduleId: first.scheduleId } })
      expect(moved.status(), await moved.text()).toBe(200)
      await target.click()
      await page.getByRole('button', { name: 'Move my booking' }).click()
      await page.getByRole('button', { name: 'Yes, move my booking' }).click()
      const corrected = page.getByRole('alert').filter({ hasText: 'this move costs $20.00. Nothing was charged yet' })
      await expect(corrected).toBeInViewport()
      await expect(page).toHaveURL(new RegExp(`${link}$`))
      await expect(page.getByRole('button', { name: 'Pay $20.00 and move' })).toBeVisible()
      expect(await owner.get<{ totalDocs: number }>(`/api/bookings?where[schedule][equals]=${first.scheduleId}&depth=0`)).toMatchObject({ totalDocs: 1 })

      // A free move in a fresh booking: the outcome is scrolled to and read.
      const other = await owner.newSchedule({ spots: 5, days: 25 })
      await page.goto(await manageLinkFromEmail(owner, await bookAndPay(request, other.scheduleId)))
      await moveTarget(page, second.scheduleId).click()
      await page.getByRole('button', { name: 'Move my booking' }).click()
      await page.getByRole('button', { name: 'Yes, move my booking' }).click()
      const done = page.getByRole('status').filter({ hasText: 'Your booking has moved.' })
      await expect(done).toBeInViewport()
      await expect(page.locator('[aria-live="polite"]')).toBeFocused()
    })

    test('manage page: the substitution outcome is shown where the customer looks', async ({ page, request, owner }) => {
      const near = await owner.newSchedule({ spots: 5, days: 1 })
      await page.goto(await manageLinkFromEmail(owner, await bookAndPay(request, near.scheduleId)))
      const person = page.getByRole('group', { name: 'Participant 1' })
      await person.getByLabel('First name').fill('Grace')
      await person.getByLabel('Last name').fill('Hopper')
      await page.getByRole('button', { name: 'Save participant names' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'The class roster shows the new names.' })).toBeInViewport()
    })
  })
}
