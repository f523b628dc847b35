import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/** The adult form filled with an email of its own (the per-email limits of other tests never meet this one). */
async function fillAdult(page: Page, scheduleId: number) {
  await page.goto(`/book-adult-class/${scheduleId}`)
  const contact = page.getByRole('group', { name: 'Primary Attendee' })
  await contact.getByLabel('First name').fill('Ada')
  await contact.getByLabel('Last name').fill('Lovelace')
  await contact.getByLabel('Email').fill(`credit-${randomUUID().slice(0, 8)}@example.com`)
  await contact.getByLabel('Phone').fill('(925) 555-0100')
}

async function useCredit(page: Page, code: string) {
  await page.getByText('Have a class credit?').click()
  await page.getByLabel('Class credit code').fill(code)
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
}

test('a class credit code on a booking page: refused when unknown, pays a whole booking, then part of the next', async ({ page, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 5 })
  const credit = await owner.create('class-credits', { amountCents: 10000, customerEmail: 'credit@example.com', reason: 'E2E: a credit to spend', dontEmailCustomer: true })
  const code = String(credit.code)

  await fillAdult(page, scheduleId)
  await useCredit(page, 'CR-0000-0000-0000')
  await expect(page.getByRole('alert').filter({ hasText: "We couldn't complete your booking:" })).toContainText('We could not find this class credit code.')
  await expect(page.getByLabel('Class credit code')).toHaveAttribute('aria-invalid', 'true')

  // $100 of credit pays the whole $75: confirmed at once, no checkout; $25 stays on the credit.
  await page.getByLabel('Class credit code').fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page).toHaveURL(/\/stripe-success\?session_id=free_.+&booking_id=\d+/)
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  // The confirmation says where the money came from: $75.00 of credit, $0.00 paid.
  await expect(page.locator('dt', { hasText: 'Class credit applied' }).locator('+ dd')).toHaveText('$75.00')
  await expect(page.locator('dt', { hasText: 'Total paid' }).locator('+ dd')).toHaveText('$0.00')

  // The $25 left pays part of the next $75: the checkout asks for $50.00.
  await fillAdult(page, scheduleId)
  await expect(page.getByTestId('total')).toHaveText('$75.00')
  await useCredit(page, code)
  await expect(page).toHaveURL(/\/demo-checkout\/demo_/)
  await expect(page.getByText('Total $50.00', { exact: false })).toBeVisible()
  expect(await owner.get<{ remainingCents: number; status: string }>(`/api/class-credits/${credit.id}`)).toMatchObject({ remainingCents: 0, status: 'used' })
})
