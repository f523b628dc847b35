import type { Page } from '@playwright/test'

import { DEMO_INSTRUCTOR } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { demoConfirmedPrivateSession } from './helpers/demoPrivateSession'

const SHOTS = '/tmp/shots-privpeople'
const PHONE = { width: 390, height: 844 }
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)

type Participant = { id: number; firstName: string; attendance: string }

test('the organizer adds a participant and shares the join link; a second joins and signs; the instructor marks attendance; the prep page', async ({ owner, browser, request }) => {
  const address = `${100 + Math.floor(Math.random() * 800)} Heather Farm Rd, Walnut Creek`
  const { session, path } = await demoConfirmedPrivateSession(owner, request, { participants: 2, address })
  const participantsOf = async () => (await owner.get<{ docs: Participant[] }>(`/api/participants?where[privateSession][equals]=${session.id}&sort=createdAt&depth=0`)).docs

  // The organizer, on a phone: adds Ada, then copies the join link.
  const organizerContext = await browser.newContext({ viewport: PHONE, permissions: ['clipboard-read', 'clipboard-write'] })
  const organizer = await organizerContext.newPage()
  await organizer.goto(path)
  await hydrated(organizer)
  const section = organizer.getByTestId('private-participants')
  await expect(section.getByRole('heading', { name: 'Participants' })).toBeVisible()
  await expect(section.getByText('No participants added yet.')).toBeVisible()
  const add = section.getByRole('form', { name: 'Add a participant' })
  await add.getByLabel('First name').fill('Ada')
  await add.getByLabel('Last name').fill('Lee')
  await add.getByLabel('Age group').selectOption('16+')
  await add.getByRole('button', { name: 'Add participant' }).click()
  await expect(section.getByTestId('private-participant').filter({ hasText: 'Ada Lee' })).toContainText('Waiver not signed yet.')
  expect((await participantsOf()).map((p) => p.firstName)).toEqual(['Ada'])

  await section.getByRole('button', { name: 'Copy join link' }).click()
  await expect(section.getByText('Copied!')).toBeVisible()
  const joinLink = await organizer.evaluate(() => navigator.clipboard.readText())
  expect(joinLink).toMatch(/\/private-sessions\/join\/[A-Za-z0-9_-]{43}$/)
  await expect(section.getByTestId('private-join-link')).toHaveValue(joinLink)
  expect(await fitsThePhone(organizer)).toBe(true)
  await organizer.screenshot({ path: `${SHOTS}/participants-390.png`, fullPage: true })

  // A second participant, on their own phone, through the join link: adds themself and signs the waiver.
  const joiner = await browser.newPage({ viewport: PHONE })
  await joiner.goto(new URL(joinLink).pathname)
  await hydrated(joiner)
  await expect(joiner.getByRole('heading', { name: 'Join the session' })).toBeVisible()
  await expect(joiner.getByText(address)).toBeVisible()
  await expect(joiner.getByText('Ada Lee')).toHaveCount(0)
  const me = joiner.getByRole('form', { name: 'Add yourself' })
  await me.getByLabel('First name').fill('Bea')
  await me.getByLabel('Last name').fill('Park')
  await me.getByLabel('Age group').selectOption('16+')
  expect(await fitsThePhone(joiner)).toBe(true)
  await joiner.screenshot({ path: `${SHOTS}/join-390.png`, fullPage: true })
  await me.getByRole('button', { name: 'Add me' }).click()
  await expect(joiner.getByText('Bea Park is on the list. Please sign the waiver below.')).toBeVisible()
  await hydrated(joiner)
  const waiver = joiner.getByRole('form', { name: 'Waiver for Bea Park' })
  await expect(waiver.getByLabel('Your full name', { exact: true })).toHaveValue('Bea Park')
  await waiver.getByLabel('Signature (type your full name)').fill('Bea Park')
  await waiver.getByRole('checkbox').check()
  await waiver.getByRole('button', { name: 'Sign for Bea Park' }).click()
  await expect(joiner.getByText(/^Waiver signed by Bea Park on /)).toBeVisible()
  expect(await fitsThePhone(joiner)).toBe(true)
  await joiner.screenshot({ path: `${SHOTS}/join-signed-390.png`, fullPage: true })

  const [ada, bea] = await participantsOf()
  expect([ada.firstName, bea.firstName]).toEqual(['Ada', 'Bea'])
  const signatures = await owner.get<{ docs: { participant: number; participantName: string; signerName: string }[] }>(`/api/waiver-signatures?where[privateSession][equals]=${session.id}&depth=0`)
  expect(signatures.docs).toEqual([expect.objectContaining({ participant: bea.id, participantName: 'Bea Park', signerName: 'Bea Park' })])

  // The organizer sees who has signed; the session is full, so adding more is the owner's.
  await organizer.reload()
  await expect(organizer.getByTestId('private-waiver-progress')).toContainText('1 of 2 signed the waiver.')
  await expect(section.getByText('All 2 places are filled.')).toBeVisible()
  await organizer.setViewportSize({ width: 1280, height: 900 })
  await organizer.screenshot({ path: `${SHOTS}/participants-1280.png`, fullPage: true })

  // The instructor, on a phone: the session on the attendance screen, both participants, Bea's waiver signed.
  const instructor = await browser.newPage({ viewport: PHONE })
  const login = await instructor.request.post('/api/admin/login', { data: { ...DEMO_INSTRUCTOR, rememberMe: false, recaptchaToken: 'captcha-disabled' } })
  expect(login.status()).toBe(200)
  await instructor.goto('/admin/attendance')
  await hydrated(instructor)
  await instructor.locator('#class-select').selectOption(`private-${session.id}`)
  await expect(instructor).toHaveURL(new RegExp(`privateSessionId=${session.id}$`))
  await expect(instructor.getByRole('heading', { name: 'Private training: Pat Organizer' })).toBeVisible()
  await expect(instructor.getByTestId('participant-count')).toHaveText('2')
  await expect(instructor.getByTestId(`waiver-${bea.id}`)).toHaveText('Signed')
  await expect(instructor.getByTestId(`waiver-${ada.id}`)).toHaveText('Not signed')
  await hydrated(instructor)
  await instructor.getByLabel('Attendance for Ada Lee').selectOption('Present')
  await instructor.getByLabel('Attendance for Bea Park').selectOption('Absent')
  await instructor.getByRole('button', { name: 'Save Attendance' }).click()
  await expect(instructor.getByText('Saved!')).toBeVisible()
  expect(await fitsThePhone(instructor)).toBe(true)
  await instructor.screenshot({ path: `${SHOTS}/attendance-390.png`, fullPage: true })
  expect((await participantsOf()).map((p) => [p.firstName, p.attendance])).toEqual([
    ['Ada', 'Present'],
    ['Bea', 'Absent'],
  ])

  // The session's own prep page: where we meet, arrive 15 minutes early, who has signed.
  await organizer.setViewportSize(PHONE)
  await organizer.goto(`${path}/prep`)
  await expect(organizer.getByTestId('prep-address')).toHaveText(address)
  await expect(organizer.getByTestId('prep-arrival')).toContainText('Please arrive 15 minutes early')
  await expect(organizer.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`)
  await expect(organizer.getByTestId('prep-waiver')).toContainText('Still to sign: Ada Lee.')
  expect(await fitsThePhone(organizer)).toBe(true)
  await organizer.screenshot({ path: `${SHOTS}/prep-390.png`, fullPage: true })
  await organizer.setViewportSize({ width: 1280, height: 900 })
  await organizer.screenshot({ path: `${SHOTS}/prep-1280.png`, fullPage: true })
  await organizerContext.close()
})

test('the program pages say how booking works', async ({ page }) => {
  for (const path of ['/private-classes', '/workplace-safety', '/cbo']) {
    await page.setViewportSize(PHONE)
    await page.goto(path)
    const steps = page.getByRole('region', { name: 'How Booking Works' })
    await expect(steps.getByRole('heading', { name: '3. Accept and pay 50%' })).toBeVisible()
    await expect(steps).toContainText('The balance is due 14 days before the session')
    expect(await fitsThePhone(page)).toBe(true)
    await steps.screenshot({ path: `${SHOTS}/how-booking-works${path.replace('/', '-')}-390.png` })
  }
})
