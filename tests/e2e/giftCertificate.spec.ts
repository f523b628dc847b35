import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { FAKE_STRIPE_URL } from '../../playwright.config'
import { DEMO_OWNER } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { logIntoCms } from './helpers/cms'
import type { Email } from './helpers/manage'
import { manageLinkFromEmail } from './helpers/manage'

// Runs on the server whose real stripe SDK talks to the fake Stripe API (project 'stripe' in playwright.config.ts).
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/shots-gift'
type Refund = { payment_intent: string; amount: number }
type LedgerRow = { entry: string; amountCents: number; balanceCents: number; booking: number | null }
type GiftEmail = Email & { to: string; html: string; attachments: { filename: string; contentType: string; content: string }[] | null }

/** The fake's hosted checkout page is not a real site: the browser lands on a stand-in, and the test pays as the card would. */
async function payOnFakeCheckout(page: Page, request: import('@playwright/test').APIRequestContext): Promise<string> {
  await page.waitForURL(/checkout\.fake-stripe\.test\/pay\/cs_test_/)
  const sessionId = new URL(page.url()).pathname.split('/pay/')[1]
  expect((await request.post(`${FAKE_STRIPE_URL}/__fake/sessions/${sessionId}/pay`)).status()).toBe(200)
  return sessionId
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date())

test('a gift certificate bought for today reaches the recipient, pays part of a mother-daughter class with a card, and a cancellation 20 days out gives each its share back', async ({ page, request, owner }) => {
  await page.route('https://checkout.fake-stripe.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Fake Stripe checkout</h1>' }))
  await page.setViewportSize({ width: 390, height: 844 })
  const buyer = `buyer-${randomUUID().slice(0, 8)}@example.com`
  const recipient = `recipient-${randomUUID().slice(0, 8)}@example.com`

  // The buyer orders $50 for today at /gift-certificates (found from the class list).
  await page.goto('/public-classes')
  await page.getByRole('link', { name: 'Buy a gift certificate' }).click()
  await expect(page.getByRole('heading', { name: 'Gift Certificates' })).toBeVisible()
  const order = page.getByRole('form', { name: 'Gift certificate order' })
  await order.getByLabel(/Amount in dollars/).fill('700')
  await order.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(order.getByText('Enter an amount from $25.00 to $500.00')).toBeVisible()
  await expect(order.getByText('Your name is required')).toBeVisible()
  await order.getByLabel(/Amount in dollars/).fill('50')
  await expect(order.getByText('Enter an amount from $25.00 to $500.00')).toHaveCount(0)
  await order.getByLabel('Your name').fill('Ada Buyer')
  await order.getByLabel('Your email').fill(buyer)
  await order.getByLabel("Recipient's name").fill('Bea Friend')
  await order.getByLabel("Recipient's email").fill(recipient)
  await expect(order.getByLabel(/Email it to them on/)).toHaveValue(today())
  await order.getByLabel(/A message for them/).fill('Happy birthday! Go take the class with your mom.')
  await page.screenshot({ path: `${SHOTS}/purchase-390.png`, fullPage: true })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await order.getByRole('button', { name: 'Continue to payment' }).click()
  const giftSession = await payOnFakeCheckout(page, request)
  await page.goto(`/gift-certificates/thanks?session_id=${giftSession}`)
  await expect(page.getByRole('heading', { name: 'Thank you for your gift' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('Your gift certificate of $50.00 for Bea Friend is paid.')

  // The recipient's email (delivery today): the code, the message and the printable card.
  let email: GiftEmail | undefined
  await expect
    .poll(async () => {
      email = (await owner.get<{ docs: GiftEmail[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(recipient)}&depth=0`)).docs.find((e) => e.kind === 'gift-certificate')
      return email?.text ?? ''
    })
    .toMatch(/GC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)
  const code = /GC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(email!.text)![0]
  expect(email!.text).toContain('Happy birthday! Go take the class with your mom.')
  expect(email!.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' })
  writeFileSync(`${SHOTS}/card.pdf`, Buffer.from(email!.attachments![0].content, 'base64'))
  await page.setContent(email!.html)
  await page.screenshot({ path: `${SHOTS}/email-390.png`, fullPage: true })
  const receipts = (await owner.get<{ docs: GiftEmail[] }>(`/api/emails?where[to][equals]=${encodeURIComponent(buyer)}&depth=0`)).docs
  expect(receipts.map((e) => e.kind)).toEqual(['gift-certificate-receipt'])

  // The balance link in the email, no account.
  await page.goto(new URL(/https?:\/\/\S+\/gift-certificates\/balance\/[\w.-]+/.exec(email!.text)![0]).pathname)
  await expect(page.getByRole('status')).toContainText('$50.00 left of $50.00')

  // A mother-daughter class ($139 a pair), 20 days out: the code pays $50, the card the $89 left.
  const { scheduleId } = await owner.newSchedule({ spots: 6, days: 20, class: { type: 'public-mother-daughter', priceCents: 13900 } })
  await page.goto(`/book-mother-daughter-class/${scheduleId}`)
  const contact = page.getByRole('group', { name: 'Mother or Female Guardian (Contact)' })
  await contact.getByLabel('First name').fill('Bea')
  await contact.getByLabel('Last name').fill('Friend')
  await contact.getByLabel('Email').fill(recipient)
  await contact.getByLabel('Phone').fill('(925) 555-0100')
  const daughter = page.getByRole('group', { name: 'Participant 2 (daughter)' })
  await daughter.getByLabel('First name').fill('Cleo')
  await daughter.getByLabel('Last name').fill('Friend')
  await daughter.getByLabel('Age group').selectOption('12-15')
  await page.getByText('Have a class credit?').click()
  await page.getByLabel('Class credit code').fill(code.toLowerCase())
  await page.screenshot({ path: `${SHOTS}/booking-form-390.png`, fullPage: true })
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  const bookingSession = await payOnFakeCheckout(page, request)
  const [booking] = (await owner.get<{ docs: { id: number; totalCents: number; creditCents: number; stripePaymentIntentId: string }[] }>(
    `/api/bookings?where[stripeSessionId][equals]=${bookingSession}&depth=0`,
  )).docs
  expect(booking).toMatchObject({ totalCents: 8900, creditCents: 5000 })
  await page.goto(`/stripe-success?session_id=${bookingSession}&booking_id=${booking.id}`)
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expect(page.locator('dt', { hasText: 'Gift certificate applied' }).locator('+ dd')).toHaveText('$50.00')
  await expect(page.locator('dt', { hasText: 'Total paid' }).locator('+ dd')).toHaveText('$89.00')
  await page.screenshot({ path: `${SHOTS}/booking-summary-390.png`, fullPage: true })
  const gift = (await owner.get<{ docs: { id: number; remainingCents: number }[] }>(`/api/class-credits?where[code][equals]=${code}&depth=0`)).docs[0]
  expect(gift.remainingCents).toBe(0)

  // Cancelled 20 days out from the manage page: the card gets $89.00, the certificate its $50.00.
  await page.goto(await manageLinkFromEmail(owner, booking.id))
  await page.getByRole('button', { name: 'Cancel and get a full refund' }).click()
  await page.getByRole('button', { name: 'Yes, cancel my booking' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your booking is cancelled' })).toBeVisible()
  const paymentIntent = (await owner.get<{ stripePaymentIntentId: string }>(`/api/bookings/${booking.id}?depth=0`)).stripePaymentIntentId
  await expect
    .poll(async () => ((await (await request.get(`${FAKE_STRIPE_URL}/__fake/refunds`)).json()) as Refund[]).filter((r) => r.payment_intent === paymentIntent).map((r) => r.amount))
    .toEqual([8900])
  expect(await owner.get<{ remainingCents: number; status: string }>(`/api/class-credits/${gift.id}?depth=0`)).toMatchObject({ remainingCents: 5000, status: 'active' })
  const ledger = (await owner.get<{ docs: LedgerRow[] }>(`/api/credit-ledger?where[credit][equals]=${gift.id}&sort=createdAt&depth=0`)).docs
  expect(ledger.map(({ entry, amountCents, balanceCents, booking: b }) => ({ entry, amountCents, balanceCents, booking: b }))).toEqual([
    { entry: 'issued', amountCents: 5000, balanceCents: 5000, booking: null },
    { entry: 'spent', amountCents: 5000, balanceCents: 0, booking: booking.id },
    { entry: 'returned', amountCents: 5000, balanceCents: 5000, booking: booking.id },
  ])
  await expect
    .poll(async () => (await owner.get<{ docs: Email[] }>(`/api/emails?where[booking][equals]=${booking.id}&depth=0`)).docs.find((e) => e.subject.startsWith('Booking cancelled'))?.text ?? '')
    .toContain('The $50.00 paid with your gift certificate is back on that gift certificate')
})

test("in /cms a gift certificate's ledger reads as sentences, and the owner pays a balance under $10 out in cash", async ({ page, owner }) => {
  const gift = await owner.create('class-credits', {
    kind: 'gift-certificate',
    status: 'active',
    amountCents: 850,
    customerEmail: `cash-${randomUUID().slice(0, 8)}@example.com`,
    reason: 'E2E: a small gift certificate',
    dontEmailCustomer: true,
  })
  await page.setViewportSize({ width: 1440, height: 900 })
  await logIntoCms(page, DEMO_OWNER)
  await page.goto(`/cms/collections/class-credits/${gift.id}`)
  const ledger = page.getByTestId('credit-ledger')
  await expect(ledger.getByRole('listitem')).toHaveText([/^\w+day, \w+ \d+, \d{4}, \d+:\d{2} [AP]M: \$8\.50 issued \(by .+\)\. \$8\.50 left on the gift certificate\.$/])
  await ledger.getByRole('button', { name: 'Pay out the balance in cash' }).click()
  await expect(ledger.getByRole('status')).toHaveText("$8.50 paid out in cash. The gift certificate's balance is now $0.00.")
  // The page reloaded: the form shows the balance as it now is, and there is nothing left to pay out.
  await expect(ledger.getByRole('button', { name: 'Pay out the balance in cash' })).toHaveCount(0)
  await expect(ledger.getByRole('listitem').nth(1)).toContainText('$8.50 paid out in cash (by ')
  await page.screenshot({ path: `${SHOTS}/cms-ledger-1440.png`, fullPage: true })
  expect(await owner.get<{ remainingCents: number; status: string }>(`/api/class-credits/${gift.id}?depth=0`)).toMatchObject({ remainingCents: 0, status: 'used' })
  const rows = (await owner.get<{ docs: LedgerRow[] }>(`/api/credit-ledger?where[credit][equals]=${gift.id}&sort=createdAt&depth=0`)).docs
  expect(rows.map((r) => [r.entry, r.amountCents, r.balanceCents])).toEqual([
    ['issued', 850, 850],
    ['cashed-out', 850, 0],
  ])

  await page.goto('/cms')
  await expect(page.getByTestId('gift-certificates')).toContainText('outstanding')
  await page.screenshot({ path: `${SHOTS}/cms-dashboard-1440.png`, fullPage: true })
})
