import { readFile } from 'node:fs/promises'

import type { APIRequestContext, Page } from '@playwright/test'
import Papa from 'papaparse'

import { DEMO_INSTRUCTOR, DEMO_OWNER } from '../../src/seed/data/users'
import { expect, type OwnerApi, test } from './fixtures'
import { bookAndPay, manageLinkFromEmail } from './helpers/manage'

type ClassRow = { id: number; className: string; date: string; classType: string }

const baseURL = () => test.info().project.use.baseURL!

/** Signs in through the API the login form uses (reCAPTCHA is the labelled stand-in under DEMO_MODE). */
async function signIn(page: Page, account: { email: string; password: string } = DEMO_INSTRUCTOR) {
  const response = await page.request.post('/api/admin/login', {
    data: { ...account, rememberMe: false, recaptchaToken: 'captcha-disabled' },
  })
  expect(response.status()).toBe(200)
}

async function classes(request: APIRequestContext): Promise<ClassRow[]> {
  const response = await request.get('/api/admin/class-schedules', { headers: { Origin: baseURL() } })
  expect(response.status()).toBe(200)
  return (await response.json()).schedules
}

/** The form's own alert (Next's route announcer is an alert too). */
const formAlert = (page: Page) => page.locator('.admin-alert[role="alert"]')

const todayPacific = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date())

/** Opens a page and waits until its client code has taken over: a click before that does nothing on a loaded machine. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

/** The instructor's phone. */
const PHONE = { width: 390, height: 844 }

/** How wide the page is laid out: more than the viewport means sideways scrolling. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/** With SCREENSHOT_DIR set: the page (the whole page unless `fullPage` is false) at 390 px and 1280 px, then back to the phone. */
async function screens(page: Page, name: string, { fullPage = true } = {}) {
  const dir = process.env.SCREENSHOT_DIR
  if (!dir) return
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage })
  }
  await page.setViewportSize(PHONE)
}

/** The owner's REST token, for what the owner fixture has no shortcut for (participants, waiver versions). */
async function ownerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: { ...DEMO_OWNER, recaptchaToken: 'captcha-disabled' } })
  expect(response.status()).toBe(200)
  return (await response.json()).token
}

type Participant = { id: number; attendance: string }

/** Clicks Save Attendance and waits for the server's answer ('Saved!' of an earlier save may still be showing). */
async function saveAttendance(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/admin/mark-attendance')),
    page.getByRole('button', { name: 'Save Attendance' }).click(),
  ])
  expect(response.status()).toBe(200)
  await expect(page.getByText('Saved!')).toBeVisible()
}

/** A class of its own with one imported booking (Pat Lee, primary, phone 9255550199) and Sam Lee, both Not Recorded. */
async function classOfTwo(owner: OwnerApi, request: APIRequestContext) {
  const { scheduleId } = await owner.newSchedule({ spots: 6, days: 20, class: { name: `E2E roster ${Date.now()}` } })
  const booking = await owner.importBooking(scheduleId)
  const headers = { Authorization: `JWT ${await ownerToken(request)}` }
  const add = async (firstName: string, isPrimaryContact: boolean): Promise<Participant> => {
    const response = await request.post('/api/participants', {
      headers,
      data: { booking: booking.id, schedule: scheduleId, firstName, lastName: 'Lee', ageGroup: '16+', isPrimaryContact, attendance: 'Not Recorded' },
    })
    expect(response.status(), await response.text()).toBe(201)
    return (await response.json()).doc
  }
  const pat = await add('Pat', true)
  const sam = await add('Sam', false)
  // What is stored, read as the owner: the end state of the instructor's action.
  const stored = async (p: Participant) => (await owner.get<Participant>(`/api/participants/${p.id}?depth=0`)).attendance
  return { scheduleId, pat, sam, stored }
}

const parseCsv = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data

test.describe('sign-in', () => {
  test('signed-out visitors are sent to /admin/login from every instructor page', async ({ page }) => {
    for (const path of ['/admin/attendance', '/admin/schedules', '/admin/import', '/admin/class-prep-links']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/admin\/login$/)
    }
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible()
    expect((await page.request.get('/api/admin/class-schedules')).status()).toBe(401)
  })

  test('a wrong password shows the server message and clears the password', async ({ page }) => {
    await page.goto('/admin/login')
    await screens(page, 'login')
    await page.setViewportSize({ width: 1280, height: 720 })
    await expect(page.getByRole('note')).toHaveText('Demo site: the captcha check is switched off.')
    await page.getByLabel('Email').fill(DEMO_INSTRUCTOR.email)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(formAlert(page)).toHaveText('Please enter a password')

    const password = page.getByLabel('Password', { exact: true })
    await password.fill('not-the-password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')

    await page.getByRole('button', { name: 'Login' }).click()
    await expect(formAlert(page)).toHaveText('Invalid email or password')
    await expect(password).toHaveValue('')
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test('even in demo mode the server refuses a login without a CAPTCHA token', async ({ request }) => {
    const response = await request.post('/api/admin/login', { data: { ...DEMO_INSTRUCTOR, rememberMe: false } })
    expect(response.status()).toBe(400)
    expect((await response.json()).error).toBe('Please complete the CAPTCHA')
    expect(response.headers()['set-cookie']).toBeUndefined()
  })

  test('remember me keeps a 30-day cookie; otherwise the cookie ends with the browser session', async ({ page, context }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(DEMO_INSTRUCTOR.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_INSTRUCTOR.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/attendance/)
    let cookie = (await context.cookies()).find((c) => c.name === 'payload-token')!
    expect(cookie.expires).toBe(-1)
    expect(cookie.httpOnly).toBe(true)
    expect(cookie.sameSite).toBe('Lax')

    // Signed in: the login page sends the visitor on.
    await page.goto('/admin/login')
    await expect(page).toHaveURL(/\/admin\/attendance/)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)

    await page.getByLabel('Email').fill(DEMO_INSTRUCTOR.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_INSTRUCTOR.password)
    await page.getByLabel('Remember me for 30 days').check()
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/attendance/)
    cookie = (await context.cookies()).find((c) => c.name === 'payload-token')!
    const days = (cookie.expires - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThan(30.1)
  })
})

test.describe('login limits without a proxy in front (TRUSTED_PROXY_HOPS unset)', () => {
  test('after 1000 logins without a CAPTCHA and 11 bad ones, the instructor signs in and the owner reaches /cms', async ({ page, request }) => {
    // A script hammering Payload's own login: refused before anything is counted.
    for (let batch = 0; batch < 20; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => request.post('/api/users/login', { data: { email: DEMO_OWNER.email, password: 'wrong' } })),
      )
      expect(answers.map((a) => a.status())).toEqual(Array(50).fill(400))
    }
    // The refusal says what is missing (the production build once answered 'An unknown error occurred.').
    const refused = await request.post('/api/users/login', { data: { email: DEMO_OWNER.email, password: 'wrong' } })
    expect((await refused.json()).errors).toEqual([expect.objectContaining({ message: 'Please complete the CAPTCHA' })])
    // Bad logins with the CAPTCHA for a made-up account count on that account only.
    for (let i = 0; i < 11; i++) {
      const answer = await request.post('/api/admin/login', { data: { email: 'made-up@swsd.example', password: 'wrong', recaptchaToken: 'captcha-disabled' } })
      expect([401, 429]).toContain(answer.status())
    }

    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(DEMO_INSTRUCTOR.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_INSTRUCTOR.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/attendance/)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)

    // The owner: /cms sends them to /admin/login and back.
    await page.goto('/cms')
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fcms$/)
    await page.getByLabel('Email').fill(DEMO_OWNER.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/cms\/?$/)
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Bookings', exact: true })).toBeVisible()
    const cookie = (await page.context().cookies()).find((c) => c.name === 'payload-token')!
    expect(cookie.expires).toBe(-1)

    // Logging out of /cms ends the session on the server: the old token is refused.
    await page.goto('/cms/logout')
    await expect(page).toHaveURL(/\/admin\/login\?next=/)
    const replay = await request.get('/api/admin/verify-session', { headers: { Authorization: `JWT ${cookie.value}` } })
    expect(replay.status()).toBe(401)
  })

  test('/admin/login sends on only to paths of this site under /cms or /admin', async ({ page }) => {
    await signIn(page, DEMO_OWNER)
    await page.goto('/admin/login?next=%2Fcms%2Fcollections%2Fclasses')
    await expect(page).toHaveURL(/\/cms\/collections\/classes(\?|$)/)
    await page.goto('/admin/login?next=https%3A%2F%2Fevil.example%2Fcms')
    await expect(page).toHaveURL(/\/admin\/attendance/)
  })
})

test.describe('attendance', () => {
  test('marking and saving attendance, with the unsaved-changes guard', async ({ page }) => {
    await signIn(page)
    const past = (await classes(page.request)).find((c) => c.date < todayPacific())!
    await open(page, `/admin/attendance?classScheduleId=${past.id}`)
    await expect(page.getByRole('heading', { name: past.className, level: 2 })).toBeVisible()
    await expect(page.getByText('Class Schedule ID:')).toContainText(String(past.id))

    const elena = page.getByLabel('Attendance for Elena Martinez')
    await expect(elena).toHaveValue('Not Recorded')
    await expect(page.getByLabel('Attendance for Laura Bennett')).toHaveValue('Absent')
    await elena.selectOption('Absent')
    const banner = page.getByText('You have unsaved changes.')
    await expect(banner).toBeVisible()

    // Leaving through the navigation asks first; dismissing keeps the page and the change.
    page.once('dialog', (dialog) => dialog.dismiss())
    await page.getByRole('navigation', { name: 'Instructor area' }).getByRole('link', { name: 'Schedules' }).click()
    await expect(page).toHaveURL(/\/admin\/attendance/)
    await expect(elena).toHaveValue('Absent')
    // So does switching class.
    page.once('dialog', (dialog) => dialog.dismiss())
    await page.getByRole('button', { name: 'Next →' }).click()
    await expect(page.getByRole('heading', { name: past.className, level: 2 })).toBeVisible()
    await expect(elena).toHaveValue('Absent')

    // And so does Logout.
    page.once('dialog', (dialog) => dialog.dismiss())
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/admin\/attendance/)
    await expect(elena).toHaveValue('Absent')

    // Leaving the page itself triggers the browser's own warning; accepting it drops the change.
    const dialogTypes: string[] = []
    page.once('dialog', (dialog) => {
      dialogTypes.push(dialog.type())
      void dialog.accept()
    })
    await page.reload()
    expect(dialogTypes).toEqual(['beforeunload'])
    await expect(elena).toHaveValue('Not Recorded')
    await expect(banner).toBeHidden()

    // Undoing a change clears the banner (compared with the saved values).
    await elena.selectOption('Absent')
    await expect(banner).toBeVisible()
    await elena.selectOption('Not Recorded')
    await expect(banner).toBeHidden()

    await page.getByRole('button', { name: 'Mark All as Present' }).click()
    await expect(page.getByLabel('Attendance for Laura Bennett')).toHaveValue('Present')
    await expect(banner).toBeVisible()
    await page.getByLabel('Attendance for Laura Bennett').selectOption('Absent')
    await page.getByRole('button', { name: 'Save Attendance' }).click()
    await expect(page.getByText('Saved!')).toBeVisible()
    await expect(banner).toBeHidden()
    await expect(page.getByText('Saved!')).toBeHidden({ timeout: 5000 })

    await page.reload()
    await expect(page.getByLabel('Attendance for Elena Martinez')).toHaveValue('Present')
    await expect(page.getByLabel('Attendance for Laura Bennett')).toHaveValue('Absent')
  })

  test('both CSV downloads carry the spec columns, sections and names', async ({ page }) => {
    await signIn(page)
    const past = (await classes(page.request)).find((c) => c.date < todayPacific())!
    await open(page, `/admin/attendance?classScheduleId=${past.id}`)

    const [single] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download This Class' }).click()])
    expect(single.suggestedFilename()).toMatch(new RegExp(`_${past.date}_attendance\\.csv$`))
    const singleText = await readFile((await single.path())!, 'utf8')
    expect(singleText).toContain('Class Name,Date,Time,Booking #,Primary Contact,Last Name,First Name,Age Group,Attendance,Contact Email,Contact Phone,Waiver')
    expect(singleText).toMatch(new RegExp(`,${past.date},\\d{1,2}:\\d{2} [AP]M,SW-DEMA2B,Yes,Natarajan,Priya,16\\+,\\w+,priya\\.natarajan@example\\.com`))

    const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download All Classes' }).click()])
    expect(all.suggestedFilename()).toBe(`all_classes_attendance_${todayPacific()}.csv`)
    const allText = await readFile((await all.path())!, 'utf8')
    expect(allText).toContain('Class Name,Date,Time,Booking #,Primary Contact')
    const sections = ['PAST CLASSES - ATTENDANCE NOT MARKED', 'UPCOMING CLASSES', 'PAST CLASSES - ATTENDANCE MARKED'].map((s) => allText.indexOf(s))
    expect(sections.every((i) => i >= 0)).toBe(true)
    expect([...sections].sort((a, b) => a - b)).toEqual(sections)
    expect(allText).toContain('Huang')
  })
})

test.describe('attendance on a phone (390 px): each action clicked, the stored result read back as the owner', () => {
  test.use({ viewport: PHONE })

  test('Save Attendance stores a mark; changing the marks and saving again stores the new ones', async ({ page, owner, request }) => {
    const { scheduleId, pat, sam, stored } = await classOfTwo(owner, request)
    await signIn(page)
    await open(page, `/admin/attendance?classScheduleId=${scheduleId}`)
    const patSelect = page.getByLabel('Attendance for Pat Lee')
    const samSelect = page.getByLabel('Attendance for Sam Lee')
    await expect(patSelect).toHaveValue('Not Recorded')
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)
    await screens(page, 'attendance')

    await patSelect.selectOption('Absent')
    await saveAttendance(page)
    // Pat as marked; Sam, left Not Recorded, saved as Present (spec §4).
    expect(await stored(pat)).toBe('Absent')
    expect(await stored(sam)).toBe('Present')
    await expect(samSelect).toHaveValue('Present')

    // Set back: Pat's mark undone (a correction stays Not Recorded), Sam now Absent.
    await patSelect.selectOption('Not Recorded')
    await samSelect.selectOption('Absent')
    await saveAttendance(page)
    expect(await stored(pat)).toBe('Not Recorded')
    expect(await stored(sam)).toBe('Absent')

    await page.reload()
    await expect(patSelect).toHaveValue('Not Recorded')
    await expect(samSelect).toHaveValue('Absent')
  })

  test('Mark All as Present, then Save Attendance, stores Present for everyone', async ({ page, owner, request }) => {
    const { scheduleId, pat, sam, stored } = await classOfTwo(owner, request)
    await owner.patch(`/api/participants/${pat.id}`, { attendance: 'Absent' })
    await signIn(page)
    await open(page, `/admin/attendance?classScheduleId=${scheduleId}`)
    await expect(page.getByLabel('Attendance for Pat Lee')).toHaveValue('Absent')

    await page.getByRole('button', { name: 'Mark All as Present' }).click()
    await expect(page.getByLabel('Attendance for Pat Lee')).toHaveValue('Present')
    await expect(page.getByLabel('Attendance for Sam Lee')).toHaveValue('Present')
    // Nothing is stored before Save.
    expect(await stored(pat)).toBe('Absent')
    await saveAttendance(page)
    expect(await stored(pat)).toBe('Present')
    expect(await stored(sam)).toBe('Present')
  })

  test("the roster shows the contact's phone as (925) 555-0199; its Copy button copies a number to dial", async ({ page, context, owner, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const { scheduleId } = await classOfTwo(owner, request)
    await signIn(page)
    await open(page, `/admin/attendance?classScheduleId=${scheduleId}`)
    const phone = page.getByRole('link', { name: '(925) 555-0199' })
    await expect(phone).toBeVisible()
    await expect(phone).toHaveAttribute('href', 'tel:9255550199')
    await page.getByRole('button', { name: 'Copy phone of Pat Lee' }).click()
    await expect(page.getByText('Copied!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('9255550199')
  })

  test('Download This Class and Download All Classes: spec columns then Waiver, signed and not signed rows', async ({ page, owner, request }) => {
    // A waiver in force, two paid bookings of a class of its own; the first signs (through its private link).
    const written = await request.post('/api/waiver-versions', {
      headers: { Authorization: `JWT ${await ownerToken(request)}` },
      data: { text: 'I take part in self-defense training at my own risk.' },
    })
    expect(written.status(), await written.text()).toBe(201)
    const className = `E2E waiver roster ${Date.now()}`
    const { scheduleId } = await owner.newSchedule({ spots: 6, days: 20, class: { name: className } })
    const signedId = await bookAndPay(request, scheduleId)
    const unsignedId = await bookAndPay(request, scheduleId)
    const token = (await manageLinkFromEmail(owner, signedId)).split('/').pop()
    const participant = (await owner.get<{ docs: { id: number }[] }>(`/api/participants?where[booking][equals]=${signedId}&depth=0`)).docs[0]
    const signed = await request.post('/api/manage-booking/sign-waiver', {
      data: { token, participantId: participant.id, signerName: 'Ada Lovelace', relationship: 'Self', signedDate: todayPacific(), typedSignature: 'Ada Lovelace', agreed: true },
    })
    expect(signed.status(), await signed.text()).toBe(200)
    const numberOf = async (id: number) => (await owner.get<{ bookingNumber: string }>(`/api/bookings/${id}?depth=0`)).bookingNumber
    const [signedNumber, unsignedNumber] = [await numberOf(signedId), await numberOf(unsignedId)]

    await signIn(page)
    await open(page, `/admin/attendance?classScheduleId=${scheduleId}`)
    await expect(page.getByText('Signed', { exact: true })).toHaveCount(1)
    await expect(page.getByText('Not signed', { exact: true })).toHaveCount(1)
    const header = ['Class Name', 'Date', 'Time', 'Booking #', 'Primary Contact', 'Last Name', 'First Name', 'Age Group', 'Attendance', 'Contact Email', 'Contact Phone', 'Waiver']
    const rowOf = (rows: string[][], number: string) => rows.find((r) => r[3] === number)

    const [single] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download This Class' }).click()])
    const singleRows = parseCsv(await readFile((await single.path())!, 'utf8'))
    expect(singleRows[0]).toEqual(header)
    expect(singleRows).toHaveLength(3)
    expect(rowOf(singleRows, signedNumber)).toEqual([className, expect.any(String), expect.stringMatching(/^\d{1,2}:\d{2} [AP]M$/), signedNumber, 'Yes', 'Lovelace', 'Ada', '16+', 'Not Recorded', expect.stringMatching(/^ada-\d+@example\.com$/), '9255550100', 'Signed'])
    expect(rowOf(singleRows, unsignedNumber)?.at(-1)).toBe('Not signed')

    const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download All Classes' }).click()])
    const allRows = parseCsv(await readFile((await all.path())!, 'utf8'))
    const upcoming = allRows.findIndex((r) => r[0] === 'UPCOMING CLASSES')
    expect(allRows[upcoming + 1]).toEqual(header)
    const inUpcoming = allRows.slice(upcoming + 2, allRows.findIndex((r, i) => i > upcoming && r[0] === 'PAST CLASSES - ATTENDANCE MARKED'))
    expect(rowOf(inUpcoming, signedNumber)?.slice(0, 1)).toEqual([className])
    expect(rowOf(inUpcoming, signedNumber)?.at(-1)).toBe('Signed')
    expect(rowOf(inUpcoming, unsignedNumber)?.at(-1)).toBe('Not signed')
    expect(allRows.filter((r) => r[0] === 'Class Name').every((r) => r.at(-1) === 'Waiver')).toBe(true)
  })
})

test.describe('schedules', () => {
  test('filters, sort and pagination live in the URL', async ({ page, owner }) => {
    // 40 more classes far ahead, created by the owner, so the list needs a second page.
    const classId = (await owner.get('/api/classes?limit=1&where[type][equals]=public-adult-teen')).docs[0].id
    const base = Date.now() + 400 * 86400_000
    for (let i = 0; i < 40; i++) {
      const start = new Date(base + i * 86400_000)
      await owner.create('schedules', { class: classId, startTime: start.toISOString(), endTime: new Date(start.getTime() + 3 * 3600_000).toISOString(), availableSpots: 10 })
    }

    await signIn(page)
    await open(page, '/admin/schedules')
    const total = Number(await page.getByTestId('summary-total').textContent())
    expect(total).toBeGreaterThan(50)
    await expect(page.getByText(`Page 1 of 2`)).toBeVisible()
    await expect(page.getByTestId('schedule-row')).toHaveCount(50)
    // The seeded nearly-full class (1-3 spots left) is counted and highlighted.
    expect(Number(await page.getByTestId('summary-low').textContent())).toBeGreaterThan(0)
    await expect(page.locator('tr.admin-row--low').first()).toContainText(/[123] \/ \d+ left/)
    await page.getByRole('link', { name: 'Next page →' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText('Page 2 of 2')).toBeVisible()
    await expect(page.getByTestId('schedule-row')).toHaveCount(total - 50)

    await open(page, '/admin/schedules')
    await page.getByLabel('Type', { exact: true }).selectOption('community-mother-daughter')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/type=community-mother-daughter/)
    const typeCells = page.getByTestId('schedule-row').locator('td:nth-child(3)')
    await expect(typeCells.first()).toHaveText('community: mother & daughter')
    expect(new Set(await typeCells.allTextContents())).toEqual(new Set(['community: mother & daughter']))

    await page.getByRole('link', { name: 'City' }).click()
    await expect(page).toHaveURL(/sort=city&dir=asc/)
    const asc = await page.getByTestId('schedule-row').locator('td:nth-child(5)').allTextContents()
    expect(asc).toEqual([...asc].sort())
    expect(new Set(asc).size).toBeGreaterThan(1)
    await page.getByRole('link', { name: /City/ }).click()
    await expect(page).toHaveURL(/sort=city&dir=desc/)
    const desc = await page.getByTestId('schedule-row').locator('td:nth-child(5)').allTextContents()
    expect(desc).toEqual([...asc].reverse())

    await page.getByLabel('From', { exact: true }).fill('2001-01-01')
    await page.getByLabel('To', { exact: true }).fill('2001-01-31')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByRole('heading', { name: 'No schedules found' })).toBeVisible()
    await expect(page.getByText('Try adjusting your filters')).toBeVisible()
  })

  test('on a 390 px phone the list and its filters fit the screen; the Class ID filter still filters', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await signIn(page)
    await open(page, '/admin/schedules')
    await expect(page.getByTestId('schedule-row').first()).toBeVisible()
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)
    const classSelect = page.getByLabel('Class ID', { exact: true })
    const box = (await classSelect.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await screens(page, 'schedules', { fullPage: false })

    const option = classSelect.locator('option').nth(1)
    const classId = await option.getAttribute('value')
    await classSelect.selectOption(classId!)
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(new RegExp(`classId=${classId}`))
    const ids = await page.getByTestId('schedule-row').locator('td[data-label="Class ID"] .admin-muted').allTextContents()
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(ids)).toEqual(new Set([`#${classId}`]))
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)
  })
})

test.describe('import', () => {
  test('Import with a bad row on a 390 px phone: the row says why, the good rows are stored, the same file again adds nothing', async ({ page, owner }) => {
    await page.setViewportSize(PHONE)
    await signIn(page)
    const upcoming = (await classes(page.request)).filter((c) => c.date > todayPacific() && c.classType === 'public-adult-teen')
    const target = upcoming[upcoming.length - 1]
    const csv = [
      'bookingGroupId,firstName,lastName,email,phone,ageGroup,classScheduleId',
      `E2E-1,Jane,"Doe, Jr",jane.e2e@example.com,(925) 555-0100,16+,${target.id}`,
      `E2E-1,Emma,Doe,,,12-15,${target.id}`,
      `E2E-2,Bad,Row,bad.e2e@example.com,,Adult,${target.id}`,
      `E2E-3,Solo,Person,solo.e2e@example.com,,16+,${target.id}`,
    ].join('\n')
    const file = { name: 'bookings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }

    await open(page, '/admin/import')
    await page.getByRole('button', { name: 'Import' }).click()
    await expect(formAlert(page)).toHaveText('Please select a file first')

    const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV Template' }).click()])
    expect(await readFile((await template.path())!, 'utf8')).toContain('bookingGroupId,firstName,lastName,email,phone,ageGroup,classScheduleId')

    // The file chooser and the Import button sit inside their card.
    const card = (await page.locator('section[aria-labelledby="upload"]').boundingBox())!
    for (const control of [page.getByLabel('CSV file'), page.getByRole('button', { name: 'Import', exact: true })]) {
      const box = (await control.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width)
    }

    await page.getByLabel('CSV file').setInputFiles(file)
    await page.getByRole('button', { name: 'Import' }).click()
    await expect(page.getByTestId('import-summary')).toHaveText('2 imported, 0 already imported, 1 failed')
    // The results come into view, one card per group, within the screen.
    await expect(page.getByRole('heading', { name: 'Results' })).toBeInViewport()
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)
    const bad = page.getByRole('row', { name: /E2E-2/ })
    await expect(bad).toContainText("ageGroup must be exactly 'Under 12', '12-15' or '16+'")
    await expect(page.getByRole('row', { name: /E2E-1/ })).toContainText('(925) 555-0100')
    await screens(page, 'import-results')

    // Stored: the two good groups as confirmed bookings with their participants; nothing of the bad one.
    type Imported = { docs: { externalGroupId: string; status: string; participantCount: number; contactPhone: string }[] }
    const imported = await owner.get<Imported>(`/api/bookings?depth=0&where[schedule][equals]=${target.id}&where[externalGroupId][in]=E2E-1,E2E-2,E2E-3`)
    expect(imported.docs.map((b) => b.externalGroupId).sort()).toEqual(['E2E-1', 'E2E-3'])
    expect(imported.docs.find((b) => b.externalGroupId === 'E2E-1')).toMatchObject({ status: 'confirmed', participantCount: 2, contactPhone: '(925) 555-0100' })

    await page.getByLabel('CSV file').setInputFiles(file)
    await page.getByRole('button', { name: 'Import' }).click()
    await expect(page.getByTestId('import-summary')).toHaveText('0 imported, 2 already imported, 1 failed')
    await expect(page.getByRole('row', { name: /E2E-1/ })).toContainText('Already imported')

    await open(page, `/admin/attendance?classScheduleId=${target.id}`)
    await expect(page.getByLabel('Attendance for Jane Doe, Jr')).toBeVisible()
    await expect(page.getByLabel('Attendance for Solo Person')).toBeVisible()
  })
})

test.describe('class prep links', () => {
  test('Copy class prep page on a 390 px phone: Copied! for two seconds, and the clipboard holds the class-prep URL', async ({ page, context }) => {
    await page.setViewportSize(PHONE)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signIn(page)
    await open(page, '/admin/class-prep-links')
    const first = page.getByTestId('prep-link').first()
    const url = await first.locator('code').first().textContent()
    expect(url).toMatch(/^https?:\/\/[^/]+\/class-prep\/\d+$/)
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)
    await screens(page, 'class-prep-links', { fullPage: false })
    await first.getByRole('button', { name: 'Copy class prep page' }).click()
    await expect(first.getByText('Copied!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    await expect(first.getByText('Copied!')).toBeHidden({ timeout: 3500 })

    const community = page.getByTestId('prep-link').filter({ has: page.locator('.admin-badge', { hasText: 'Community' }) }).first()
    await expect(community.locator('code').nth(1)).toHaveText(/\/book-community-md\/\d+$/)
  })

  test('lists no class of an inactive class, and no organizer booking URL for a contact-only community class', async ({ page, owner }) => {
    const inactiveName = `E2E paused class ${Date.now()}`
    const { scheduleId } = await owner.newSchedule({ spots: 10, class: { name: inactiveName, isActive: false } })
    // The prep page of that class is not found, so the list must not offer it.
    expect((await page.request.get(`/class-prep/${scheduleId}`)).status()).toBe(404)

    await signIn(page)
    await open(page, '/admin/class-prep-links')
    await expect(page.getByTestId('prep-link').first()).toBeVisible()
    await expect(page.getByTestId('prep-link').filter({ hasText: inactiveName })).toHaveCount(0)
    await expect(page.getByText(`/class-prep/${scheduleId}`, { exact: false })).toHaveCount(0)

    const cards = (place: string) => page.getByTestId('prep-link').filter({ has: page.getByRole('heading', { name: new RegExp(place) }) })
    // Lafayette's community class is booked by contacting the business: its prep link only.
    await expect(cards('Lafayette').first().locator('.admin-badge', { hasText: 'Community' })).toBeVisible()
    for (const card of await cards('Lafayette').all()) await expect(card.locator('code')).toHaveCount(1)
    // San Mateo's is booked on this site: prep link and organizer booking page.
    await expect(cards('San Mateo').first().locator('code').nth(1)).toHaveText(/\/book-community-md\/\d+$/)
  })
})

test.describe('import beyond capacity', () => {
  test("Import and overbook on a 390 px phone: a group larger than the seats left is refused with the shortfall, then stored with overbookedSeats", async ({ page, owner }) => {
    await page.setViewportSize(PHONE)
    const { classId, scheduleId } = await owner.newSchedule({ spots: 2, class: { name: `E2E small class ${Date.now()}` } })
    const csv = [
      'bookingGroupId,firstName,lastName,email,phone,ageGroup,classScheduleId',
      `OVER-1,Rosa,Diaz,rosa.e2e@example.com,,16+,${scheduleId}`,
      `OVER-1,Lena,Diaz,,,16+,${scheduleId}`,
      `OVER-1,Ana,Diaz,,,12-15,${scheduleId}`,
    ].join('\n')

    await signIn(page)
    await open(page, '/admin/import')
    await page.getByLabel('CSV file').setInputFiles({ name: 'over.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(page.getByTestId('import-summary')).toHaveText('0 imported, 0 already imported, 1 failed')
    const row = page.getByRole('row', { name: /OVER-1/ })
    await expect(row).toContainText('Not enough seats: 1 seat short (2 left, 3 needed).')
    const overbook = row.getByRole('button', { name: /^Import and overbook by 1/ })
    // On the phone: the results in view, the button within the screen's width.
    await expect(page.getByRole('heading', { name: 'Results' })).toBeInViewport()
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)
    const box = (await overbook.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await screens(page, 'import-overbook')

    await overbook.click()
    await expect(page.getByTestId('import-summary')).toHaveText('1 imported, 0 already imported, 0 failed')
    await expect(row).toContainText(/Imported \(booking SW-\w+\), over capacity by 1 seat/)
    await expect(row.getByRole('button')).toHaveCount(0)
    type Stored = { docs: { status: string; seats: number; overbookedSeats: number; bookingNumber: string }[] }
    const stored = await owner.get<Stored>(`/api/bookings?depth=0&where[schedule][equals]=${scheduleId}&where[externalGroupId][equals]=OVER-1`)
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({ status: 'confirmed', seats: 3, overbookedSeats: 1 })
    await expect(row).toContainText(stored.docs[0].bookingNumber)

    await open(page, `/admin/schedules?classId=${classId}&from=`)
    const scheduleRow = page.getByTestId('schedule-row')
    await expect(scheduleRow).toHaveCount(1)
    await expect(scheduleRow).toContainText('0 / 2 left')
    await expect(scheduleRow).toContainText('3 booked')
    await expect(scheduleRow.locator('.admin-badge--over')).toHaveText('Over capacity by 1')
  })
})

test.describe('schedule editing', () => {
  test('Edit a schedule on a 390 px phone: validation, the unsaved-changes guard, then Save changes the schedule record', async ({ page, owner }) => {
    const { classId, scheduleId } = await owner.newSchedule({ spots: 10, class: { name: `E2E editable class ${Date.now()}` } })

    await page.setViewportSize(PHONE)
    await signIn(page)
    await open(page, `/admin/schedules?classId=${classId}&from=`)
    await page.getByTestId('schedule-row').getByRole('link', { name: 'Edit' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/schedules/${scheduleId}/edit$`))
    await expect(page.getByRole('heading', { name: 'Edit class', level: 1 })).toBeVisible()
    // The full record in /cms is for owners only.
    await expect(page.getByRole('link', { name: 'Full record in the CMS' })).toHaveCount(0)

    const start = page.getByLabel('Start time (Pacific)')
    const end = page.getByLabel('End time (Pacific)')
    const spots = page.getByLabel('Available spots')
    await start.fill('18:00')
    await end.fill('17:30')
    await spots.fill('-1')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.locator('#edit-endTime-error')).toHaveText('End time must be after the start time.')
    await expect(page.locator('#edit-availableSpots-error')).toHaveText('Available spots cannot be negative')
    await expect(end).toHaveAttribute('aria-invalid', 'true')

    await end.fill('20:30')
    await spots.fill('6')
    await page.getByLabel('Special notes').fill('Use the back entrance.')
    await page.getByLabel('City').fill('Lafayette')
    await expect(page.locator('#edit-endTime-error')).toHaveCount(0)
    await expect(page.getByText('You have unsaved changes.')).toBeVisible()

    // Leaving through the navigation asks first; dismissing keeps the form.
    page.once('dialog', (dialog) => dialog.dismiss())
    await page.getByRole('navigation', { name: 'Instructor area' }).getByRole('link', { name: 'Attendance' }).click()
    await expect(page).toHaveURL(/\/edit$/)
    await expect(spots).toHaveValue('6')

    expect(await pageWidth(page)).toBeLessThanOrEqual(390)
    await screens(page, 'schedule-edit')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved!')).toBeVisible()
    await expect(page.getByText('You have unsaved changes.')).toBeHidden()
    type Stored = { availableSpots: number; specialNotes: string; city: string; startTime: string; endTime: string }
    const record = await owner.get<Stored>(`/api/schedules/${scheduleId}?depth=0`)
    expect(record).toMatchObject({ availableSpots: 6, specialNotes: 'Use the back entrance.', city: 'Lafayette' })
    const pacificClock = (iso: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit' }).format(new Date(iso))
    expect([pacificClock(record.startTime), pacificClock(record.endTime)]).toEqual(['6:00 PM', '8:30 PM'])

    await page.reload()
    await expect(start).toHaveValue('18:00')
    await expect(end).toHaveValue('20:30')
    await expect(spots).toHaveValue('6')
    await expect(page.getByLabel('City')).toHaveValue('Lafayette')

    await open(page, `/admin/schedules?classId=${classId}&from=`)
    await expect(page.getByTestId('schedule-row')).toContainText('6 / 6 left')
    await expect(page.getByTestId('schedule-row')).toContainText('6:00 PM')
    await expect(page.getByTestId('schedule-row')).toContainText('Lafayette')
  })

  test('owners get a link to the full record in /cms; the form fits a phone', async ({ page }) => {
    await signIn(page, DEMO_OWNER)
    const id = (await classes(page.request))[0].id
    await page.setViewportSize({ width: 375, height: 800 })
    await open(page, `/admin/schedules/${id}/edit`)
    await expect(page.getByRole('link', { name: 'Full record in the CMS' })).toHaveAttribute('href', `/cms/collections/schedules/${id}`)
    await expect(page.getByLabel('Date')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    // The 'Cancelled' checkbox sits at its own size beside its word, on one line, at 390 px and 1280 px.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const box = (await page.getByLabel('Cancelled', { exact: true }).boundingBox())!
      const words = (await page.locator('label[for="edit-isCancelled"]').boundingBox())!
      expect(box.width).toBeLessThan(32)
      expect(words.height).toBeLessThan(2 * box.height + 8)
      if (process.env.SCREENSHOT_DIR) await page.locator('.admin-field--wide').first().screenshot({ path: `${process.env.SCREENSHOT_DIR}/schedule-edit-cancelled-${width}.png` })
    }
  })
})

test.describe('attendance of a class outside the list', () => {
  test('a cancelled class opened from the schedules list shows its own roster with a note; an unknown id says so', async ({ page }) => {
    await signIn(page)
    await open(page, '/admin/schedules')
    const cancelledRow = page.getByTestId('schedule-row').filter({ has: page.locator('td[data-label="Status"]', { hasText: 'Cancelled' }) }).first()
    const href = await cancelledRow.getByRole('link', { name: 'Attendance' }).getAttribute('href')
    const id = /classScheduleId=(\d+)/.exec(href ?? '')![1]
    await cancelledRow.getByRole('link', { name: 'Attendance' }).click()
    await expect(page).toHaveURL(new RegExp(`classScheduleId=${id}$`))
    await expect(page.getByText('Class Schedule ID:')).toContainText(id)
    await expect(page.getByTestId('class-note')).toContainText('This class is cancelled.')
    await expect(page.getByLabel('Class', { exact: true })).toHaveValue(id)

    await open(page, '/admin/attendance?classScheduleId=99999999')
    await expect(page.getByRole('heading', { name: 'Class not found' })).toBeVisible()
    await expect(page.getByText('There is no class with the Class Schedule ID 99999999.')).toBeVisible()
    await expect(page.getByText('Class Schedule ID:')).toHaveCount(0)
  })
})
