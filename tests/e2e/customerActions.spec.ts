import { readFile } from 'node:fs/promises'

import type { APIRequestContext, Page } from '@playwright/test'

import { pdfText } from '../helpers/pdfText'
import { expect, type OwnerApi, test } from './fixtures'
import { bookAndPay, type Email, manageLinkFromEmail } from './helpers/manage'
import { fillDaughter } from './helpers/participants'

// Each customer action done on its own screen, to its end state: the record (read through the owner's REST API), the
// email queued in the outbox, and the words the customer is shown.
const SHOTS = process.env.SCREENSHOT_DIR
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`

type EmailDoc = Email & { id: number; to: string; dedupeKey: string; attachments: { filename: string; contentType: string; content: string }[] | null }
type Entry = { id: number; status: string; contactEmail: string }

const emailsOf = async (owner: OwnerApi, where: string) => (await owner.get<{ docs: EmailDoc[] }>(`/api/emails?${where}&depth=0&limit=50`)).docs

async function fillContact(page: Page, group: string, email: string) {
  const contact = page.getByRole('group', { name: group })
  await contact.getByLabel('First name').fill('Maria')
  await contact.getByLabel('Last name').fill('Lopez')
  await contact.getByLabel('Email').fill(email)
  await contact.getByLabel('Phone').fill('(925) 555-0100')
}

/** A confirmed booking as the owner reads it, with its participants' names. */
async function bookingRecord(owner: OwnerApi, bookingId: string | number) {
  const booking = await owner.get<{ status: string; classType: string; totalCents: number; seats: number; contactEmail: string; waiverVersion: number | null }>(`/api/bookings/${bookingId}?depth=0`)
  const { docs } = await owner.get<{ docs: { firstName: string; lastName: string; ageGroup: string }[] }>(`/api/participants?where[booking][equals]=${bookingId}&sort=id&depth=0`)
  return { ...booking, people: docs.map((p) => `${p.firstName} ${p.lastName} (${p.ageGroup})`) }
}

async function confirmationQueued(owner: OwnerApi, bookingId: string | number) {
  await expect.poll(async () => (await emailsOf(owner, `where[booking][equals]=${bookingId}`)).map((e) => e.kind)).toContain('booking-confirmation')
}

/** The demo checkout's Pay, then the confirmation page's words; the booking's id. */
async function payInDemoCheckout(page: Page, total: string): Promise<string> {
  await expect(page).toHaveURL(/\/demo-checkout\/demo_/)
  await expect(page.getByText(`Total ${total}`, { exact: false })).toBeVisible()
  await page.getByRole('button', { name: /^Pay/ }).click()
  await expect(page).toHaveURL(/\/stripe-success\?session_id=demo_.+&booking_id=\d+/)
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expect(page.getByText(total, { exact: true })).toBeVisible()
  return new URL(page.url()).searchParams.get('booking_id')!
}

test('a mother and her daughter book a mother & daughter class through to the confirmation, which says the waiver is signed before class', async ({ page, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 6, days: 20, class: { type: 'public-mother-daughter', priceCents: 13900 } })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/book-mother-daughter-class/${scheduleId}`)
  const email = unique('maria')
  await fillContact(page, 'Mother or Female Guardian (Contact)', email)
  const daughter = page.getByRole('group', { name: 'Participant 2 (daughter)' })
  await daughter.getByLabel('First name').fill('Ana')
  // A name over the one limit is refused on the form, naming the field.
  await daughter.getByLabel('Last name').fill('L'.repeat(51))
  await daughter.getByLabel('Age group').selectOption('12-15')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()
  await expect(page.getByText('Participant 2 last name is too long (50 characters at most).')).toBeVisible()
  await expect(daughter.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true')
  await daughter.getByLabel('Last name').fill('Lopez')
  await expect(page.getByText('Please fix these issues:')).toHaveCount(0)
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()

  const bookingId = await payInDemoCheckout(page, '$139.00')
  const notice = page.getByTestId('waiver-notice')
  await expect(notice).toContainText('Before class, each participant signs our liability waiver online (a parent or guardian signs for anyone under 16).')
  await expect(notice.getByRole('link', { name: 'Sign the waiver now' })).toHaveAttribute('href', /^\/manage-booking\/[\w-]{43}\/waiver$/)
  expect(await fitsThePhone(page)).toBe(true)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/md-confirmation-390.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/md-confirmation-1280.png`, fullPage: true })

  expect(await bookingRecord(owner, bookingId)).toMatchObject({
    status: 'confirmed',
    classType: 'mother-daughter',
    totalCents: 13900,
    seats: 2,
    contactEmail: email,
    people: ['Maria Lopez (16+)', 'Ana Lopez (12-15)'],
  })
  await confirmationQueued(owner, bookingId)

  // The class's prep page says where the waiver link really comes from.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('link', { name: 'Prepare for your class' }).click()
  const waiver = page.getByRole('region', { name: 'Waiver' })
  await expect(waiver).toContainText('Your booking confirmation email has the link to sign it online')
  await expect(waiver).not.toContainText('text message')
  expect(await fitsThePhone(page)).toBe(true)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/prep-waiver-390.png`, fullPage: true })
})

test('a community group family books on its private booking page through to the confirmation', async ({ page, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 10, days: 25, class: { type: 'community-mother-daughter', priceCents: 9900, partnerOrganization: 'Troop 77' } })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/book-community-md/${scheduleId}`)
  const email = unique('troop')
  await fillContact(page, 'Mother/Guardian', email)
  await fillDaughter(page.getByRole('group', { name: 'Daughter 1' }), 'Ana', 'Lopez')
  await page.getByRole('button', { name: 'Add Another Daughter' }).click()
  await fillDaughter(page.getByRole('group', { name: 'Daughter 2' }), 'Eva', 'Lopez')
  await page.getByRole('button', { name: 'Proceed to Payment' }).click()

  const bookingId = await payInDemoCheckout(page, '$297.00')
  expect(await bookingRecord(owner, bookingId)).toMatchObject({
    status: 'confirmed',
    classType: 'community-mother-daughter',
    totalCents: 29700,
    seats: 3,
    people: ['Maria Lopez (16+)', 'Ana Lopez (12-15)', 'Eva Lopez (12-15)'],
  })
  await confirmationQueued(owner, bookingId)
})

test('an adult signs their own waiver, gets the signed PDF by email and from their page; a substitute is told to sign', async ({ page, request, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 5, days: 1 })
  const bookingId = await bookAndPay(request, scheduleId)
  expect((await bookingRecord(owner, bookingId)).waiverVersion).toEqual(expect.any(Number))
  const link = await manageLinkFromEmail(owner, bookingId)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(link)
  await expect(page.getByTestId('waiver-summary')).toContainText('1 of 1 still to sign')
  await page.getByRole('link', { name: 'Sign the waiver' }).click()
  const form = page.getByRole('form', { name: 'Waiver for Ada Lovelace' })
  await expect(form.getByLabel('Your full name', { exact: true })).toHaveValue('Ada Lovelace')
  await expect(form.getByLabel('Relationship to Ada Lovelace')).toHaveValue('Self')
  await form.getByLabel('Signature (type your full name)').fill('Ada Lovelace')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Sign for Ada Lovelace' }).click()
  await expect(page.getByTestId('waiver-progress')).toHaveText('Everyone on this booking has signed. Thank you!')
  expect(await fitsThePhone(page)).toBe(true)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/waiver-signed-390.png`, fullPage: true })

  // The record: Ada signed for herself.
  const { docs: signatures } = await owner.get<{ docs: { participantName: string; signerName: string; relationship: string }[] }>(`/api/waiver-signatures?where[booking][equals]=${bookingId}&depth=0`)
  expect(signatures).toMatchObject([{ participantName: 'Ada Lovelace', signerName: 'Ada Lovelace', relationship: 'Self' }])

  // Her copy from the page: the PDF names her, as signer for herself.
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: "Download Ada Lovelace's signed waiver (PDF)" }).click()
  const fromPage = (await pdfText(new Uint8Array(await readFile((await (await download).path())!)))).join('\n')
  expect(fromPage).toContain('Participant: Ada Lovelace')
  expect(fromPage).toContain('Signed by: Ada Lovelace (the participant)')

  // And by email, attached.
  let copy: EmailDoc | undefined
  await expect
    .poll(async () => {
      copy = (await emailsOf(owner, `where[booking][equals]=${bookingId}`)).find((e) => e.subject.startsWith('Signed waiver: Ada Lovelace'))
      return copy?.attachments?.[0]?.contentType
    })
    .toBe('application/pdf')
  expect(copy!.text).toMatch(/\/manage-booking\/[\w-]{43}\/waiver/)
  const attached = (await pdfText(new Uint8Array(Buffer.from(copy!.attachments![0].content, 'base64')))).join('\n')
  expect(attached).toContain('Signed by: Ada Lovelace (the participant)')

  // Ada sends Grace in her place: the page says Grace must sign.
  await page.goto(link)
  const person = page.getByRole('group', { name: 'Participant 1' })
  await person.getByLabel('First name').fill('Grace')
  await person.getByLabel('Last name').fill('Hopper')
  await page.getByRole('button', { name: 'Save participant names' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Grace Hopper must sign the waiver before class' })).toBeVisible()
  await expect(page.getByTestId('waiver-summary')).toContainText('1 of 1 still to sign')
  expect(await fitsThePhone(page)).toBe(true)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/substituted-must-sign-390.png`, fullPage: true })
})

/** Joins a full class's waitlist as one adult, through the same endpoint as the form; the entry's private page. */
async function joinWaitlist(request: APIRequestContext, scheduleId: number, email: string): Promise<string> {
  const joined = await request.post('/api/waitlist/join', {
    data: {
      classType: 'adult',
      classScheduleId: scheduleId,
      contactInfo: { firstName: 'Mia', lastName: 'Hopper', email, phone: '(925) 555-0101' },
      participants: [],
      recaptchaToken: 'captcha-disabled',
    },
  })
  expect(joined.status(), await joined.text()).toBe(200)
  return ((await joined.json()) as { path: string }).path
}

const entryOf = async (owner: OwnerApi, email: string) => (await owner.get<{ docs: Entry[] }>(`/api/waitlist-entries?where[contactEmail][equals]=${encodeURIComponent(email)}&depth=0`)).docs[0]

test('a person on the waitlist leaves it, after saying yes to the question', async ({ page, request, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 1, days: 30 })
  await bookAndPay(request, scheduleId)
  const email = unique('mia')
  const place = await joinWaitlist(request, scheduleId, email)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(place)
  await expect(page.getByTestId('waitlist-status')).toHaveText('On the waitlist')
  await page.getByRole('button', { name: 'Leave the waitlist' }).click()
  // Asked first: staying changes nothing.
  await expect(page.getByText('Leave the waitlist? You lose your place in line, and joining again puts you at the end.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Yes, leave the waitlist' })).toBeFocused()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/waitlist-leave-ask-390.png`, fullPage: true })
  await page.getByRole('button', { name: 'Stay on the waitlist' }).click()
  expect((await entryOf(owner, email)).status).toBe('waiting')

  await page.getByRole('button', { name: 'Leave the waitlist' }).click()
  await page.getByRole('button', { name: 'Yes, leave the waitlist' }).click()
  await expect(page.getByTestId('waitlist-status')).toHaveText('You left the waitlist')
  await expect(page.getByText('You are no longer on the waitlist. Nothing was charged.')).toBeVisible()
  expect((await entryOf(owner, email)).status).toBe('left')
})

test('a person offered seats declines the offer, after saying yes to the question: the seats are free again', async ({ page, request, owner }) => {
  const { scheduleId } = await owner.newSchedule({ spots: 1, days: 30 })
  const first = await bookAndPay(request, scheduleId)
  const email = unique('mia')
  await joinWaitlist(request, scheduleId, email)
  // The booked customer cancels: the seat is offered to the waitlist.
  const token = (await manageLinkFromEmail(owner, first)).split('/').pop()
  expect((await request.post('/api/manage-booking/cancel', { data: { token } })).status()).toBe(200)
  let offerLink = ''
  await expect
    .poll(async () => {
      const offer = (await emailsOf(owner, `where[to][equals]=${encodeURIComponent(email)}`)).find((e) => e.subject.startsWith('Seats are free for you'))
      offerLink = /https?:\/\/\S+\/waitlist\/[\w-]{43}/.exec(offer?.text ?? '')?.[0] ?? ''
      return offerLink
    })
    .toMatch(/\/waitlist\//)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(new URL(offerLink).pathname)
  await expect(page.getByTestId('waitlist-status')).toHaveText('Seats held for you')
  await page.getByRole('button', { name: 'Decline the offer' }).click()
  await expect(page.getByText('Decline this offer? The seats are released and you leave the waitlist.')).toBeVisible()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/waitlist-decline-ask-390.png`, fullPage: true })
  await page.getByRole('button', { name: 'Yes, decline the offer' }).click()
  await expect(page.getByTestId('waitlist-status')).toHaveText('You left the waitlist')
  expect((await entryOf(owner, email)).status).toBe('left')
  const availability = await request.post('/api/check-availability', { data: { classScheduleId: scheduleId, requestedSeats: 1 } })
  expect(await availability.json()).toMatchObject({ remaining: 1 })
})

test('a free move asks first, and moves only on yes', async ({ page, request, owner }) => {
  const from = await owner.newSchedule({ spots: 5, days: 30 })
  const to = await owner.newSchedule({ spots: 5, days: 35 })
  const bookingId = await bookAndPay(request, from.scheduleId)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(await manageLinkFromEmail(owner, bookingId))
  await page.getByRole('group', { name: 'New class' }).locator(`input[value="${to.scheduleId}"]`).check()
  await page.getByRole('button', { name: 'Move my booking' }).click()
  await expect(page.getByText('This uses your free move: moving again later costs $20.00.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Yes, move my booking' })).toBeFocused()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/move-ask-390.png`, fullPage: true })
  await page.getByRole('button', { name: 'Keep my booking where it is' }).click()
  expect(await owner.get<{ schedule: number; moveCount: number }>(`/api/bookings/${bookingId}?depth=0`)).toMatchObject({ schedule: from.scheduleId, moveCount: 0 })

  await page.getByRole('button', { name: 'Move my booking' }).click()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Your booking has moved.' })).toBeVisible()
  expect(await owner.get<{ schedule: number; moveCount: number }>(`/api/bookings/${bookingId}?depth=0`)).toMatchObject({ schedule: to.scheduleId, moveCount: 1 })
})

test.describe('inquiry forms are stored and the business is emailed', () => {
  for (const { page: path, opener, dialogName, formType, organization } of [
    { page: '/workplace-safety', opener: 'Send Workplace Details', dialogName: 'Workplace Training Details', formType: 'Workplace Safety', organization: 'Acme Logistics' },
    { page: '/cbo', opener: 'Send Organization Details', dialogName: 'Community Organization Details', formType: 'Community Organizations', organization: 'Troop 12' },
  ]) {
    test(`${formType}: the form on ${path}`, async ({ page, owner }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(path)
      await page.getByRole('button', { name: opener }).first().click()
      const dialog = page.getByRole('dialog', { name: dialogName })
      const email = unique('inquiry')
      await dialog.getByLabel('First Name').fill('Ana')
      await dialog.getByLabel('Last Name').fill('Lee')
      await dialog.getByLabel('Email').fill(email)
      await dialog.getByLabel('Phone').fill('(925) 555-0100')
      await dialog.getByLabel('City').fill('Concord')
      await dialog.getByLabel('State').selectOption('California')
      await dialog.getByLabel('Organization').fill(organization)
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Program Lead')
      await dialog.getByLabel('How can we help?').fill('Twenty people, two sessions in spring.')
      await dialog.getByRole('button', { name: 'Submit' }).click()
      await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()

      const { docs } = await owner.get<{ docs: { id: number }[] }>(`/api/form-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
      expect(docs).toMatchObject([
        { formType, firstName: 'Ana', lastName: 'Lee', phone: expect.stringContaining('555'), city: 'Concord', state: 'California', organization, title: 'Program Lead', webRequestDetails: 'Twenty people, two sessions in spring.' },
      ])
      const notices = await emailsOf(owner, `where[dedupeKey][equals]=inquiry-notice:${docs[0].id}`)
      expect(notices).toHaveLength(1)
      expect(notices[0]).toMatchObject({ kind: 'inquiry-notice', to: 'info@swsd.example' })
      expect(notices[0].text).toContain(organization)
    })
  }
})
