import Papa from 'papaparse'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { adminScheduleRows } from '@/server/admin/scheduleRows'

import { makeBooking, makeClass, makeSchedule, makeUser, type TestUser } from '../helpers/factories'
import { rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let instructor: TestUser
let owner: TestUser
let tokens: { instructor: string; owner: string }

beforeAll(async () => {
  payload = await getTestPayload()
  instructor = await makeUser(payload, 'instructor')
  owner = await makeUser(payload, 'owner')
  tokens = { instructor: await tokenFor(payload, instructor), owner: await tokenFor(payload, owner) }
})

const post = (path: string, body: unknown, init: RequestInit & { token?: string } = {}) =>
  rest(path, { ...init, method: 'POST', body: JSON.stringify(body) })

const login = (body: Record<string, unknown>) => post('/api/admin/login', { recaptchaToken: 'captcha-disabled', ...body })

describe('every /api/admin/* endpoint checks the session on the server', () => {
  const calls = async () => {
    const schedule = await makeSchedule(payload)
    const { participant } = await makeBooking(payload, { schedule: schedule.id })
    return [
      { name: 'verify-session', run: (token?: string) => rest('/api/admin/verify-session', { token }) },
      { name: 'logout', run: (token?: string) => post('/api/admin/logout', {}, { token }) },
      { name: 'class-schedules', run: (token?: string) => rest('/api/admin/class-schedules', { token }) },
      { name: 'class-roster', run: (token?: string) => rest(`/api/admin/class-roster?classScheduleId=${schedule.id}`, { token }) },
      {
        name: 'mark-attendance',
        run: (token?: string) =>
          post('/api/admin/mark-attendance', { classScheduleId: schedule.id, attendanceRecords: [{ participantId: participant.id, attendance: 'Absent' }] }, { token }),
      },
      { name: 'attendance-csv', run: (token?: string) => rest(`/api/admin/attendance-csv?classScheduleId=${schedule.id}`, { token }) },
      {
        name: 'import-external-bookings',
        run: (token?: string) =>
          post('/api/admin/import-external-bookings', { csv: `bookingGroupId,firstName,lastName,email,phone,ageGroup,classScheduleId\nAUTH-${Math.random()},A,B,a@example.com,,16+,${schedule.id}` }, { token }),
      },
    ]
  }

  it('answers anonymous callers with 401 and changes nothing', async () => {
    for (const call of await calls()) {
      const response = await call.run()
      expect(response.status, call.name).toBe(401)
    }
  })

  it.each(['instructor', 'owner'] as const)('serves a signed-in %s', async (who) => {
    for (const call of await calls()) {
      if (call.name === 'logout') continue // ends the session; covered below
      const response = await call.run(tokens[who])
      expect(response.status, `${call.name} as ${who}`).toBe(200)
    }
  })
})

describe('POST /api/admin/login', () => {
  it('signs in with a session cookie, or a 30-day cookie with remember me', async () => {
    const session = await login({ email: instructor.email, password: 'test-password-123' })
    expect(session.status).toBe(200)
    const cookie = session.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^payload-token=[^;]+;/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toMatch(/Max-Age|Expires/)

    const remembered = await login({ email: instructor.email, password: 'test-password-123', rememberMe: true })
    const maxAge = Number(/Max-Age=(\d+)/.exec(remembered.headers.get('set-cookie') ?? '')?.[1])
    expect(maxAge).toBeGreaterThan(30 * 24 * 3600 - 10)
    expect(maxAge).toBeLessThanOrEqual(30 * 24 * 3600)
  })

  it('refuses a wrong password, an empty password and a missing captcha with the spec messages', async () => {
    const wrong = await login({ email: instructor.email, password: 'nope' })
    expect(wrong.status).toBe(401)
    expect((await wrong.json()).error).toBe('Invalid email or password')
    expect(wrong.headers.get('set-cookie')).toBeNull()

    const empty = await login({ email: instructor.email, password: '' })
    expect(empty.status).toBe(400)
    expect((await empty.json()).error).toBe('Please enter a password')

    const noCaptcha = await login({ email: instructor.email, password: 'test-password-123', recaptchaToken: '' })
    expect(noCaptcha.status).toBe(400)
    expect((await noCaptcha.json()).error).toBe('Please complete the CAPTCHA')
  })

  it('refuses an account after 5 failed attempts with a 429 and the seconds to wait (limits: loginLimits.test.ts)', async () => {
    const user = await makeUser(payload, 'instructor')
    for (let i = 0; i < 5; i++) expect((await login({ email: user.email, password: 'wrong' })).status).toBe(401)
    const locked = await login({ email: user.email, password: 'test-password-123' })
    expect(locked.status).toBe(429)
    expect((await locked.json()).error).toMatch(/locked/)
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})

describe('POST /api/admin/logout', () => {
  it('ends the session on the server: the same token replayed afterwards is refused', async () => {
    const response = await login({ email: instructor.email, password: 'test-password-123' })
    const token = /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]
    expect((await rest('/api/admin/verify-session', { token })).status).toBe(200)
    // Cookie-borne too, as the browser sends it.
    const asBrowser = { Cookie: `payload-token=${token}`, Origin: 'http://localhost:3000' }
    const cookieCheck = await rest('/api/admin/verify-session', { headers: asBrowser })
    expect(await cookieCheck.json()).toMatchObject({ authenticated: true })
    // The cookie from another site's page is not accepted (CSRF).
    expect((await rest('/api/admin/verify-session', { token: undefined, headers: { ...asBrowser, Origin: 'https://evil.example' } })).status).toBe(401)

    const logout = await post('/api/admin/logout', {}, { token })
    expect(logout.status).toBe(200)
    expect(logout.headers.get('set-cookie')).toMatch(/payload-token=;.*Max-Age=0/)

    const replay = await rest('/api/admin/verify-session', { token })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ authenticated: false })
    expect((await rest('/api/admin/class-schedules', { headers: asBrowser })).status).toBe(401)
    // Other sessions of the same account stay valid.
    expect((await rest('/api/admin/verify-session', { token: tokens.instructor })).status).toBe(200)
  })
})

describe('attendance', () => {
  it('returns the roster of confirmed bookings and saves attendance as the instructor, Not Recorded as Present', async () => {
    const schedule = await makeSchedule(payload)
    const a = await makeBooking(payload, { schedule: schedule.id })
    const b = await makeBooking(payload, { schedule: schedule.id, confirmationEmailStatus: 'Sent' })
    await makeBooking(payload, { schedule: schedule.id, status: 'cancelled' })

    const roster = await (await rest(`/api/admin/class-roster?classScheduleId=${schedule.id}`, { token: tokens.instructor })).json()
    expect(roster.totalParticipants).toBe(2)
    expect(roster.roster.map((e: { id: number }) => e.id).sort()).toEqual([a.participant.id, b.participant.id].sort())

    const save = await post(
      '/api/admin/mark-attendance',
      {
        classScheduleId: schedule.id,
        attendanceRecords: [
          { participantId: a.participant.id, attendance: 'Not Recorded' },
          { participantId: b.participant.id, attendance: 'Absent' },
        ],
      },
      { token: tokens.instructor },
    )
    expect(save.status).toBe(200)
    const stored = await payload.find({ collection: 'participants', where: { schedule: { equals: schedule.id } }, overrideAccess: true })
    const byId = Object.fromEntries(stored.docs.map((p) => [p.id, p.attendance]))
    expect(byId[a.participant.id]).toBe('Present')
    expect(byId[b.participant.id]).toBe('Absent')
  })

  it('a recorded attendance set back to Not Recorded is saved as Not Recorded (a correction), and answered so', async () => {
    const schedule = await makeSchedule(payload)
    const { participant } = await makeBooking(payload, { schedule: schedule.id })
    const mark = (attendance: string) =>
      post('/api/admin/mark-attendance', { classScheduleId: schedule.id, attendanceRecords: [{ participantId: participant.id, attendance }] }, { token: tokens.instructor })
    expect((await mark('Present')).status).toBe(200)
    const reset = await mark('Not Recorded')
    expect(reset.status).toBe(200)
    expect((await reset.json()).saved).toEqual([{ participantId: participant.id, attendance: 'Not Recorded' }])
    const stored = await payload.findByID({ collection: 'participants', id: participant.id, overrideAccess: true })
    expect(stored.attendance).toBe('Not Recorded')
  })

  it('refuses participants of another class and bad values with a 400', async () => {
    const schedule = await makeSchedule(payload)
    const other = await makeBooking(payload)
    const wrongClass = await post(
      '/api/admin/mark-attendance',
      { classScheduleId: schedule.id, attendanceRecords: [{ participantId: other.participant.id, attendance: 'Present' }] },
      { token: tokens.instructor },
    )
    expect(wrongClass.status).toBe(400)
    const badValue = await post(
      '/api/admin/mark-attendance',
      { classScheduleId: schedule.id, attendanceRecords: [{ participantId: other.participant.id, attendance: 'Late' }] },
      { token: tokens.instructor },
    )
    expect(badValue.status).toBe(400)
    expect((await rest('/api/admin/class-roster?classScheduleId=abc', { token: tokens.instructor })).status).toBe(400)
  })

  it('exports CSV with formula cells escaped and the spec file name', async () => {
    const klass = await makeClass(payload)
    // 10:00 AM Pacific (PST) on Sat Dec 5, 2026.
    const schedule = await makeSchedule(payload, { class: klass.id, date: undefined, startTime: '2026-12-05T18:00:00.000Z', endTime: '2026-12-05T21:00:00.000Z' })
    await makeBooking(payload, { schedule: schedule.id, contactEmail: 'x@example.com', contactPhone: '=cmd|calc' })
    const response = await rest(`/api/admin/attendance-csv?classScheduleId=${schedule.id}`, { token: tokens.instructor })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toMatch(/filename="Test_class_[a-f0-9]+_\d{4}-\d{2}-\d{2}_attendance\.csv"/)
    const rows = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, '')).data
    expect(rows[0]).toEqual(['Class Name', 'Date', 'Time', 'Booking #', 'Primary Contact', 'Last Name', 'First Name', 'Age Group', 'Attendance', 'Contact Email', 'Contact Phone', 'Waiver'])
    expect(rows[1].slice(0, 3)).toEqual([klass.name, '2026-12-05', '10:00 AM'])
    expect(rows[1][10]).toBe(`'=cmd|calc`)

    const all = await rest('/api/admin/attendance-csv?scope=all', { token: tokens.owner })
    expect(all.headers.get('content-disposition')).toMatch(/filename="all_classes_attendance_\d{4}-\d{2}-\d{2}\.csv"/)
    const text = await all.text()
    expect(text).toContain('UPCOMING CLASSES')
    expect(text).toContain('Class Name,Date,Time,Booking #')
    expect(text).toContain(`'=cmd|calc`)

    const empty = await makeSchedule(payload)
    const none = await rest(`/api/admin/attendance-csv?classScheduleId=${empty.id}`, { token: tokens.instructor })
    expect(none.status).toBe(404)
    expect((await none.json()).error).toBe('No participant data found.')
  })
})

describe('POST /api/admin/import-external-bookings', () => {
  const HEADER = 'bookingGroupId,firstName,lastName,email,phone,ageGroup,classScheduleId'
  const importCsv = (csv: string) => post('/api/admin/import-external-bookings', { csv }, { token: tokens.instructor })

  it('imports good groups as Confirmed $0 bookings, reports bad rows, and a second import adds nothing', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 10 })
    const csv = [
      HEADER,
      `G1,Jane,"Doe, Jr",jane@example.com,(925) 555-0100,16+,${schedule.id}`,
      `G1,Emma,Doe,,,12-15,${schedule.id}`,
      `G2,Bad,Row,bad@example.com,,Adult,${schedule.id}`,
      `G3,Solo,Adult,solo@example.com,,16+,${schedule.id}`,
    ].join('\n')
    const first = await (await importCsv(csv)).json()
    expect(first).toMatchObject({ successCount: 2, errorCount: 1, alreadyImportedCount: 0 })
    expect(first.results[1]).toMatchObject({ bookingGroupId: 'G2', success: false })
    expect(first.results[1].error).toContain("ageGroup must be exactly 'Under 12', '12-15' or '16+'")

    const bookings = await payload.find({ collection: 'bookings', where: { schedule: { equals: schedule.id } }, overrideAccess: true, sort: 'externalGroupId' })
    expect(bookings.docs.map((b) => [b.externalGroupId, b.status, b.source, b.totalCents, b.seats, b.contactLastName])).toEqual([
      ['G1', 'confirmed', 'import', 0, 2, 'Doe, Jr'],
      ['G3', 'confirmed', 'import', 0, 1, 'Adult'],
    ])
    const participants = await payload.count({ collection: 'participants', where: { schedule: { equals: schedule.id } }, overrideAccess: true })
    expect(participants.totalDocs).toBe(3)

    const second = await (await importCsv(csv)).json()
    expect(second).toMatchObject({ successCount: 0, errorCount: 1, alreadyImportedCount: 2 })
    expect(second.results[0].error).toMatch(/^Already imported/)
    expect((await payload.count({ collection: 'bookings', where: { schedule: { equals: schedule.id } }, overrideAccess: true })).totalDocs).toBe(2)
  })

  const bigAndFits = (scheduleId: number) =>
    [
      HEADER,
      `BIG,A,One,a@example.com,,16+,${scheduleId}`,
      `BIG,B,One,,,16+,${scheduleId}`,
      `BIG,C,One,,,16+,${scheduleId}`,
      `FITS,D,Two,d@example.com,,16+,${scheduleId}`,
      `FITS,E,Two,,,12-15,${scheduleId}`,
    ].join('\n')
  const overbookCsv = (csv: string, bookingGroupId: string, seats: number) =>
    post('/api/admin/import-external-bookings', { csv, overbook: { bookingGroupId, seats } }, { token: tokens.instructor })
  const bookingsOf = async (scheduleId: number) =>
    (await payload.find({ collection: 'bookings', where: { schedule: { equals: scheduleId } }, overrideAccess: true, sort: 'id' })).docs

  it('re-checks seats: a group larger than the remaining spots is refused with how many seats are short, others still fit', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 3 })
    await makeBooking(payload, { schedule: schedule.id, seats: 1 })
    const result = await (await importCsv(bigAndFits(schedule.id))).json()
    expect(result.results.map((r: { success: boolean; error?: string; seatsShort?: number }) => [r.success, r.error, r.seatsShort])).toEqual([
      [false, 'Not enough seats: 1 seat short (2 left, 3 needed).', 1],
      [true, undefined, undefined],
    ])
  })

  it("'Import and overbook by N' imports only that group, records the overbooked seats and puts the class over capacity", async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 3 })
    await makeBooking(payload, { schedule: schedule.id, seats: 2 })
    const csv = bigAndFits(schedule.id)
    const first = await (await importCsv(csv)).json()
    expect(first.results.map((r: { bookingGroupId: string; seatsShort?: number }) => [r.bookingGroupId, r.seatsShort])).toEqual([
      ['BIG', 2],
      ['FITS', 1],
    ])

    const response = await overbookCsv(csv, 'BIG', 2)
    expect(response.status).toBe(200)
    const overbooked = await response.json()
    expect(overbooked).toMatchObject({ successCount: 1, errorCount: 0 })
    expect(overbooked.results).toHaveLength(1)
    expect(overbooked.results[0]).toMatchObject({ bookingGroupId: 'BIG', success: true, overbookedSeats: 2 })

    const imported = (await bookingsOf(schedule.id)).filter((b) => b.source === 'import')
    expect(imported.map((b) => [b.externalGroupId, b.status, b.seats, b.overbookedSeats])).toEqual([['BIG', 'confirmed', 3, 2]])

    const rows = await adminScheduleRows(payload, instructor, { now: new Date() })
    expect(rows.find((r) => r.id === schedule.id)).toMatchObject({ availableSpots: 3, bookedSpots: 5, remainingSpots: 0, overCapacity: 2 })
  })

  it('re-checks the shortfall under the lock: overbooking by fewer seats than are now short is refused again', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 3 })
    await makeBooking(payload, { schedule: schedule.id, seats: 1 })
    const csv = bigAndFits(schedule.id)
    // Offered 'overbook by 1' for BIG; meanwhile another booking took a seat.
    await makeBooking(payload, { schedule: schedule.id, seats: 1 })
    const again = await (await overbookCsv(csv, 'BIG', 1)).json()
    expect(again.results[0]).toMatchObject({ success: false, seatsShort: 2, error: 'Not enough seats: 2 seats short (1 left, 3 needed).' })
    expect((await bookingsOf(schedule.id)).filter((b) => b.source === 'import')).toHaveLength(0)
  })

  it('refuses an overbook request without a positive seat count or for a group not in the file', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 1 })
    const csv = bigAndFits(schedule.id)
    const zero = await overbookCsv(csv, 'BIG', 0)
    expect(zero.status).toBe(400)
    expect((await zero.json()).error).toBe('Overbook by at least 1 seat')
    const unknown = await overbookCsv(csv, 'NOPE', 2)
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).error).toBe('Booking group NOPE is not in the file.')
    expect(await bookingsOf(schedule.id)).toHaveLength(0)
  })

  it('imports concurrent files into the last seats without overbooking', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 2 })
    const files = ['C1', 'C2', 'C3'].map((id) => `${HEADER}\n${id},A,${id},${id.toLowerCase()}@example.com,,16+,${schedule.id}\n${id},B,${id},,,12-15,${schedule.id}`)
    const results = await Promise.all(files.map(async (f) => (await importCsv(f)).json()))
    expect(results.map((r) => r.successCount).reduce((a, b) => a + b)).toBe(1)
    expect((await payload.count({ collection: 'bookings', where: { schedule: { equals: schedule.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('refuses files with missing columns, no rows, unknown or cancelled schedules', async () => {
    const missing = await importCsv('bookingGroupId,firstName\nG,A')
    expect(missing.status).toBe(400)
    expect((await missing.json()).error).toBe('Missing required columns: lastName, email, phone, ageGroup, classScheduleId')
    const empty = await importCsv(HEADER)
    expect((await empty.json()).error).toBe('CSV file is empty or has no data rows')
    const cancelled = await makeSchedule(payload, { isCancelled: true })
    const result = await (await importCsv(`${HEADER}\nX1,A,B,a@example.com,,16+,${cancelled.id}\nX2,A,B,a@example.com,,16+,99999999`)).json()
    expect(result.results.map((r: { error: string }) => r.error)).toEqual([
      `Class schedule ${cancelled.id} is cancelled.`,
      'Class schedule 99999999 was not found.',
    ])
  })

  it('refuses a file over the size limit with a clear message', async () => {
    const response = await importCsv(`${HEADER}\n${'x'.repeat(300 * 1024)}`)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/too large/)
  })
})
