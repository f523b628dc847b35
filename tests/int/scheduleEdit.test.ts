import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import { Forbidden, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadDashboard } from '@/server/admin/dashboard'
import { scheduleForEdit } from '@/server/admin/scheduleEdit'

import { makeBooking, makeSchedule, makeUser, type TestUser } from '../helpers/factories'
import { rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let instructor: TestUser
let owner: TestUser
let token: string

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await makeUser(payload, 'owner') // the first account always becomes the owner
  instructor = await makeUser(payload, 'instructor')
  token = await tokenFor(payload, instructor)
})

const edit = (body: Record<string, unknown>, { signedIn = true } = {}) =>
  rest('/api/admin/update-schedule', { method: 'POST', body: JSON.stringify(body), token: signedIn ? token : undefined })

const form = {
  date: '2027-03-20',
  startTime: '09:30',
  endTime: '12:00',
  availableSpots: 8,
  isCancelled: false,
  specialNotes: 'Bring a yoga mat.',
  location: '12 Main St',
  venueName: 'Hall B',
  city: 'Concord',
}

const stored = (id: number) => payload.findByID({ collection: 'schedules', id, depth: 0, overrideAccess: true })

describe('POST /api/admin/update-schedule', () => {
  it('lets an instructor (refused by Payload itself) change the allowed fields, times read in Pacific time', async () => {
    const schedule = await makeSchedule(payload)
    await expect(
      payload.update({ collection: 'schedules', id: schedule.id, data: { availableSpots: 3 }, user: instructor, overrideAccess: false }),
    ).rejects.toThrow(Forbidden)

    const response = await edit({ classScheduleId: schedule.id, ...form })
    expect(response.status).toBe(200)
    expect((await response.json()).values).toEqual(form)
    expect(await stored(schedule.id)).toMatchObject({
      date: '2027-03-20',
      startTime: '2027-03-20T16:30:00.000Z',
      endTime: '2027-03-20T19:00:00.000Z',
      availableSpots: 8,
      specialNotes: 'Bring a yoga mat.',
      location: '12 Main St',
      venueName: 'Hall B',
      city: 'Concord',
      title: expect.stringMatching(/ — 2027-03-20$/),
    })

    // Emptied overrides fall back to the class; cancelling is saved.
    await edit({ classScheduleId: schedule.id, ...form, location: '', venueName: '', city: '', isCancelled: true })
    expect(await stored(schedule.id)).toMatchObject({ location: null, venueName: null, city: null, isCancelled: true })
  })

  it('refuses an end at or before the start, and bad input, with a 400 naming the field', async () => {
    const schedule = await makeSchedule(payload)
    const before = await stored(schedule.id)
    const backwards = await edit({ classScheduleId: schedule.id, ...form, endTime: '09:00' })
    expect(backwards.status).toBe(400)
    expect(await backwards.json()).toMatchObject({ error: 'End time must be after the start time.', field: 'endTime' })
    const negative = await edit({ classScheduleId: schedule.id, ...form, availableSpots: -2 })
    expect(await negative.json()).toMatchObject({ error: 'Available spots cannot be negative', field: 'availableSpots' })
    expect((await edit({ classScheduleId: schedule.id, ...form, startTime: 'noon' })).status).toBe(400)
    expect((await stored(schedule.id)).startTime).toBe(before.startTime)
  })

  it('never lowers the spots below the seats already taken (counted under the row lock)', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 10 })
    await makeBooking(payload, { schedule: schedule.id, seats: 3 })
    await makeBooking(payload, { schedule: schedule.id, seats: 2, status: 'held', holdExpiresAt: new Date(Date.now() + 600_000).toISOString() })
    await makeBooking(payload, { schedule: schedule.id, seats: 4, status: 'cancelled' })

    const tooFew = await edit({ classScheduleId: schedule.id, ...form, availableSpots: 4 })
    expect(tooFew.status).toBe(400)
    expect(await tooFew.json()).toMatchObject({ error: 'Available spots cannot be below the 5 seats already taken.', field: 'availableSpots' })
    expect((await stored(schedule.id)).availableSpots).toBe(10)
    expect((await edit({ classScheduleId: schedule.id, ...form, availableSpots: 5 })).status).toBe(200)
    expect((await stored(schedule.id)).availableSpots).toBe(5)
  })

  it('waits for a booking holding the schedule lock, then counts its seats', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 10 })
    await makeBooking(payload, { schedule: schedule.id, seats: 2 })
    const adapter = payload.db as unknown as PostgresAdapter
    const transactionID = await payload.db.beginTransaction()
    const tx = adapter.sessions[String(transactionID!)].db
    await tx.execute(sql`select id from schedules where id = ${schedule.id} for update`)
    const pending = edit({ classScheduleId: schedule.id, ...form, availableSpots: 3 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    await payload.create({
      collection: 'bookings',
      data: { status: 'confirmed', source: 'website', classType: 'adult', schedule: schedule.id, contactFirstName: 'A', contactLastName: 'B', contactEmail: 'ab@example.com', participantCount: 2, seats: 2, totalCents: 0 },
      req: { transactionID: transactionID! },
      overrideAccess: true,
    })
    await payload.db.commitTransaction(transactionID!)
    const response = await pending
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe('Available spots cannot be below the 4 seats already taken.')
  })

  it('keeps the schedule hooks: moving the class moves its pending reminders', async () => {
    const schedule = await makeSchedule(payload)
    const { booking } = await makeBooking(payload, { schedule: schedule.id })
    const db = (payload.db as unknown as PostgresAdapter).drizzle
    await payload.jobs.queue({ task: 'sendReminderEmail', input: { bookingId: booking.id, scheduleId: schedule.id }, queue: 'email', waitUntil: new Date(Date.now() + 86400_000) })
    expect((await edit({ classScheduleId: schedule.id, ...form })).status).toBe(200)
    const jobs = await db.execute<{ wait_until: string }>(
      sql`select wait_until from payload_jobs where task_slug = 'sendReminderEmail' and (input->>'bookingId')::int = ${booking.id}`,
    )
    // The same Pacific clock time the day before: 09:30 PDT on March 19.
    expect(new Date(jobs.rows[0].wait_until).toISOString()).toBe('2027-03-19T16:30:00.000Z')
  })

  it('answers 404 for an unknown class and 401 without a session', async () => {
    const unknown = await edit({ classScheduleId: 99999999, ...form })
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error).toBe('Class not found')
    const schedule = await makeSchedule(payload)
    expect((await edit({ classScheduleId: schedule.id, ...form }, { signedIn: false })).status).toBe(401)
    expect((await stored(schedule.id)).availableSpots).toBe(schedule.availableSpots)
  })
})

describe('cancelling a class from /admin/schedules/{id}/edit', () => {
  const emailsOf = async (bookingId: number) =>
    (await payload.find({ collection: 'emails', where: { booking: { equals: bookingId } }, pagination: false, depth: 0, overrideAccess: true })).docs

  it('tells every confirmed customer, imported ones too (without a refund they did not pay us for), once', async () => {
    const schedule = await makeSchedule(payload)
    const { booking: imported } = await makeBooking(payload, { schedule: schedule.id, source: 'import', totalCents: 0 })
    const { booking: website } = await makeBooking(payload, { schedule: schedule.id })
    const { booking: cancelled } = await makeBooking(payload, { schedule: schedule.id, status: 'cancelled' })

    expect((await scheduleForEdit(payload, instructor, schedule.id, new Date()))?.customersToTell).toBe(2)
    expect((await edit({ classScheduleId: schedule.id, ...form, isCancelled: true })).status).toBe(200)

    const [notice] = await emailsOf(imported.id)
    expect(notice).toMatchObject({ to: imported.contactEmail, subject: expect.stringMatching(/^Class cancelled: /) })
    expect(notice.text).toMatch(/we had to cancel the class below/)
    expect(notice.text).not.toMatch(/refund/i)
    const [choice] = await emailsOf(website.id)
    expect(choice.text).toMatch(/a full refund, or priority rescheduling/)
    expect(await emailsOf(cancelled.id)).toHaveLength(0)
    // The dashboard lists only those asked to choose: 'each was emailed a choice' stays true.
    const { unchosen } = await loadDashboard(payload, owner, new Date())
    expect(unchosen.docs.map((b) => b.id)).toContain(website.id)
    expect(unchosen.docs.map((b) => b.id)).not.toContain(imported.id)
    expect((await scheduleForEdit(payload, instructor, schedule.id, new Date()))?.customersToTell).toBe(0)

    // Saving the cancelled class again tells nobody twice.
    expect((await edit({ classScheduleId: schedule.id, ...form, isCancelled: true, specialNotes: 'Sorry!' })).status).toBe(200)
    expect(await emailsOf(imported.id)).toHaveLength(1)
  })
})
