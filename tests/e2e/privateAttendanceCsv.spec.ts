import type { Page } from '@playwright/test'
import Papa from 'papaparse'

import { DEMO_INSTRUCTOR } from '../../src/seed/data/users'
import { expect, test } from './fixtures'
import { demoConfirmedPrivateSession } from './helpers/demoPrivateSession'

const SHOTS = '/tmp/shots-privclean'
const PHONE = { width: 390, height: 844 }
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date())

test("the instructor, on a phone, marks a private session's attendance and downloads its CSV: the participants, their waivers, the marks", async ({ owner, browser, request }) => {
  const { session, path } = await demoConfirmedPrivateSession(owner, request, { participants: 2 })
  const token = path.split('/').pop()!

  // The organizer adds Ada; Bea adds herself through the join link and signs for herself with her joiner's key.
  const added = await request.post('/api/private-session-people/add', { data: { token, firstName: 'Ada', lastName: 'Lee', ageGroup: '16+' } })
  expect(added.status(), await added.text()).toBe(200)
  const ada = (await added.json()) as { participantId: number }
  const organizerPage = await request.get(path)
  const joinToken = /\/private-sessions\/join\/([A-Za-z0-9_-]{43})/.exec(await organizerPage.text())![1]
  const joined = await request.post('/api/private-session-people/join', { data: { token: joinToken, firstName: 'Bea', lastName: 'Park', ageGroup: '16+' } })
  expect(joined.status(), await joined.text()).toBe(200)
  const bea = (await joined.json()) as { participantId: number; joinerKey: string }
  const signing = { token: joinToken, link: 'join', signerName: 'Bea Park', relationship: 'Self', signedDate: today(), typedSignature: 'Bea Park', agreed: true }
  // Bea's key does not sign for Ada, and Ada's id alone does not open the join page for her.
  const forAda = await request.post('/api/private-session-people/sign-waiver', { data: { ...signing, participantId: ada.participantId, joinerKey: bea.joinerKey } })
  expect(forAda.status()).toBe(409)
  expect(((await forAda.json()) as { error: string }).error).toBe('Through the join link you can sign only for the participant you added. The organizer signs for the others from the session page.')
  expect(await (await request.get(`/private-sessions/join/${joinToken}?participant=${ada.participantId}`)).text()).not.toContain('Ada Lee')
  const signed = await request.post('/api/private-session-people/sign-waiver', { data: { ...signing, participantId: bea.participantId, joinerKey: bea.joinerKey } })
  expect(signed.status(), await signed.text()).toBe(200)

  // The organizer's waiver page lists everyone, Bea signed; the join page, opened without a key, lists no one.
  const screens = await browser.newPage({ viewport: PHONE })
  for (const width of [PHONE.width, 1280]) {
    await screens.setViewportSize({ width, height: 900 })
    await screens.goto(`${path}/waiver`)
    await expect(screens.getByRole('form', { name: 'Waiver for Ada Lee' })).toBeVisible()
    await expect(screens.getByText(/^Waiver signed by Bea Park on /)).toBeVisible()
    await screens.screenshot({ path: `${SHOTS}/waiver-${width}.png`, fullPage: true })
    await screens.goto(`/private-sessions/join/${joinToken}`)
    await expect(screens.getByRole('form', { name: 'Add yourself' })).toBeVisible()
    await screens.screenshot({ path: `${SHOTS}/join-${width}.png`, fullPage: true })
  }
  await screens.close()

  // The instructor, at 390 px: the session, both participants, Ada present and Bea absent, saved, then the CSV.
  const instructor = await browser.newPage({ viewport: PHONE, acceptDownloads: true })
  const login = await instructor.request.post('/api/admin/login', { data: { ...DEMO_INSTRUCTOR, rememberMe: false, recaptchaToken: 'captcha-disabled' } })
  expect(login.status()).toBe(200)
  await instructor.goto('/admin/attendance')
  await hydrated(instructor)
  await instructor.locator('#class-select').selectOption(`private-${session.id}`)
  await expect(instructor.getByTestId('participant-count')).toHaveText('2')
  await hydrated(instructor)
  await instructor.getByLabel('Attendance for Ada Lee').selectOption('Present')
  await instructor.getByLabel('Attendance for Bea Park').selectOption('Absent')
  await instructor.getByRole('button', { name: 'Save Attendance' }).click()
  await expect(instructor.getByText('Saved!')).toBeVisible()
  const [download] = await Promise.all([instructor.waitForEvent('download'), instructor.getByRole('button', { name: 'Download This Class' }).click()])
  expect(download.suggestedFilename()).toMatch(/^Private_training.*_\d{4}-\d{2}-\d{2}_attendance\.csv$/)
  const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))
  const rows = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data
  expect(rows.map((r) => [r['First Name'], r['Last Name'], r['Attendance'], r['Waiver']])).toEqual([
    ['Ada', 'Lee', 'Present', 'Not signed'],
    ['Bea', 'Park', 'Absent', 'Signed'],
  ])
  expect(await fitsThePhone(instructor)).toBe(true)
  await instructor.screenshot({ path: `${SHOTS}/attendance-csv-390.png`, fullPage: true })
})
