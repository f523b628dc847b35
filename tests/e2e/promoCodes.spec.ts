import { randomUUID } from 'node:crypto'

import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import { manageLinkFromEmail } from './helpers/manage'

const SHOTS = '/tmp/shots-promo'

type BookingDoc = { status: string; listPriceCents: number; discountCents: number; totalCents: number; promoCode: number; bookingNumber: string }

test('the owner makes a promo code in /cms; a visitor books an adult class with it and pays the discounted price', async ({ page, browser, owner }) => {
  const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`
  const { scheduleId } = await owner.newSchedule({ spots: 5 })

  // The owner, at 1440: a 25% code for 10 uses, made by clicking in /cms.
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIntoCms(page, DEMO_OWNER)
  await page.goto('/cms/collections/promo-codes/create')
  await page.locator('#field-code').fill(code.toLowerCase())
  await page.locator('#field-percentOff').fill('25')
  await page.locator('#field-totalUses').fill('10')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/cms\/collections\/promo-codes\/\d+/)
  const promoId = Number(new URL(page.url()).pathname.split('/').pop())
  await expect(page.locator('#field-code')).toHaveValue(code)
  await page.screenshot({ path: `${SHOTS}/cms-promo-code-1440.png`, fullPage: true })

  // The visitor, on a phone.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await phone.goto(`/book-adult-class/${scheduleId}`)
  const contact = phone.getByRole('group', { name: 'Primary Attendee' })
  await contact.getByLabel('First name').fill('Ada')
  await contact.getByLabel('Last name').fill('Lovelace')
  await contact.getByLabel('Email').fill(`promo-${randomUUID().slice(0, 8)}@example.com`)
  await contact.getByLabel('Phone').fill('(925) 555-0100')
  await phone.getByRole('button', { name: '+ Add Adult' }).click()
  const second = phone.getByRole('group', { name: /Participant 2/ })
  await second.getByLabel('First name').fill('Grace')
  await second.getByLabel('Last name').fill('Hopper')
  await expect(phone.getByTestId('total')).toHaveText('$150.00')

  const promoField = phone.getByLabel('Promo code')
  await promoField.fill('NOT-A-CODE')
  await phone.getByRole('button', { name: 'Apply' }).click()
  await expect(phone.getByText("We don't know that promo code. Please check it and try again.")).toBeVisible()
  await expect(promoField).toHaveAttribute('aria-invalid', 'true')
  await promoField.scrollIntoViewIfNeeded()
  await phone.screenshot({ path: `${SHOTS}/booking-promo-refused-390.png`, fullPage: true })

  await promoField.fill(code.toLowerCase())
  await phone.getByRole('button', { name: 'Apply' }).click()
  await expect(phone.getByText(`${code} applied.`)).toBeVisible()
  await expect(phone.getByTestId('promo-discount')).toHaveText('-$37.50')
  await expect(phone.getByTestId('total-after-discount')).toHaveText('$112.50')
  await phone.getByTestId('total-after-discount').scrollIntoViewIfNeeded()
  await phone.screenshot({ path: `${SHOTS}/booking-promo-applied-390.png`, fullPage: true })

  await phone.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(phone).toHaveURL(/\/demo-checkout\/demo_/)
  await expect(phone.getByTestId('demo-promo')).toHaveText(`List price $150.00 · Promo code ${code}: -$37.50`)
  await expect(phone.getByText('Total $112.50', { exact: false })).toBeVisible()
  await phone.getByRole('button', { name: /^Pay/ }).click()
  await expect(phone).toHaveURL(/\/stripe-success\?/)
  await expect(phone.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expect(phone.locator('dt', { hasText: `Promo code ${code}` }).locator('+ dd')).toHaveText('-$37.50')
  await expect(phone.locator('dt', { hasText: 'Total' }).locator('+ dd')).toHaveText('$112.50')
  await phone.screenshot({ path: `${SHOTS}/confirmation-promo-390.png`, fullPage: true })

  // The booking records the list price, the code and the discount; the confirmation email says them.
  const bookingId = Number(new URL(phone.url()).searchParams.get('booking_id'))
  const booking = await owner.get<BookingDoc>(`/api/bookings/${bookingId}?depth=0`)
  expect(booking).toMatchObject({ status: 'confirmed', listPriceCents: 15000, discountCents: 3750, totalCents: 11250, promoCode: promoId })
  const emails = await owner.get<{ docs: { text: string }[] }>(`/api/emails?where[booking][equals]=${bookingId}&where[kind][equals]=booking-confirmation&depth=0`)
  expect(emails.docs[0]?.text).toContain(`Promo code ${code}: -$37.50`)
  expect(emails.docs[0]?.text).toContain('Total: $112.50')

  // The manage page says it too.
  await phone.goto(await manageLinkFromEmail(owner, bookingId))
  await expect(phone.locator('dt', { hasText: `Promo code ${code}` }).locator('+ dd')).toHaveText('-$37.50')
  await phone.screenshot({ path: `${SHOTS}/manage-promo-390.png`, fullPage: true })

  // The owner sees the use on the code, and the code in the list.
  await page.reload()
  await expect(page.getByText(booking.bookingNumber).first()).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/cms-promo-code-uses-1440.png`, fullPage: true })
  await page.goto('/cms/collections/promo-codes')
  await expect(page.locator('table tbody tr', { hasText: code })).toContainText('25')
  await page.screenshot({ path: `${SHOTS}/cms-promo-codes-list-1440.png` })
  await phone.close()
  // Left inactive (bookings of other tests never meet it); the fixture removes the class and its bookings.
  await owner.patch(`/api/promo-codes/${promoId}`, { active: false })
})
