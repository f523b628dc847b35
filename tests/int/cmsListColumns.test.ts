import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeBooking, makeClass, makeSchedule, makeUser, type TestUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let owner: TestUser

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await makeUser(payload, 'owner')
})

/** Counts the statements Payload's database runs while `work` does. */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const db = payload.db as unknown as { drizzle: { execute: (...args: unknown[]) => unknown } }
  const pool = (payload.db as unknown as { pool: { query: (...args: unknown[]) => unknown } }).pool
  let count = 0
  const execute = db.drizzle.execute
  const query = pool.query
  db.drizzle.execute = (...args) => (count++, execute.apply(db.drizzle, args))
  pool.query = (...args) => (count++, query.apply(pool, args))
  try {
    await work()
    return count
  } finally {
    db.drizzle.execute = execute
    pool.query = query
  }
}

describe('the owner lists in /cms', () => {
  it('schedules: the city visitors see, seats taken / spots and the status in words', async () => {
    const klass = await makeClass(payload, { city: 'Danville' })
    const own = await makeSchedule(payload, { class: klass.id, availableSpots: 8 })
    const elsewhere = await makeSchedule(payload, { class: klass.id, availableSpots: 2, city: 'Concord' })
    const cancelled = await makeSchedule(payload, { class: klass.id, isCancelled: true })
    await makeBooking(payload, { schedule: own.id, seats: 3, participantCount: 3 })
    await makeBooking(payload, { schedule: elsewhere.id, seats: 2, participantCount: 2 })

    const { docs } = await payload.find({ collection: 'schedules', where: { class: { equals: klass.id } }, user: owner, overrideAccess: false, depth: 0 })
    const byId = new Map(docs.map((d) => [d.id, d]))
    expect(byId.get(own.id)).toMatchObject({ cityShown: 'Danville', seatsTaken: '3 / 8', statusLabel: 'Registration open' })
    expect(byId.get(elsewhere.id)).toMatchObject({ cityShown: 'Concord', seatsTaken: '2 / 2', statusLabel: 'Full' })
    expect(byId.get(cancelled.id)).toMatchObject({ statusLabel: 'Cancelled' })
    // Times are kept with Pacific as their zone, for the date pickers of /cms.
    expect(byId.get(own.id)).toMatchObject({ startTime_tz: 'America/Los_Angeles' })
  })

  it('works the columns out for a whole page in a fixed number of statements, however many rows', async () => {
    const klass = await makeClass(payload)
    for (let i = 0; i < 3; i++) await makeSchedule(payload, { class: klass.id })
    const read = (limit: number) => () =>
      payload.find({ collection: 'schedules', where: { class: { equals: klass.id } }, user: owner, overrideAccess: false, depth: 0, limit })
    const few = await statementsDuring(read(1))
    for (let i = 0; i < 6; i++) await makeSchedule(payload, { class: klass.id })
    const many = await statementsDuring(read(9))
    expect(few).toBeGreaterThan(1)
    expect(many).toBe(few)
  })

  it('bookings: the class with its Pacific date and time, and the contact on one line', async () => {
    const klass = await makeClass(payload, { name: 'Column class' })
    // 10:00 AM Pacific (PST) on Dec 5, 2026.
    const schedule = await makeSchedule(payload, { class: klass.id, startTime: '2026-12-05T18:00:00.000Z', endTime: '2026-12-05T21:00:00.000Z' })
    const { booking } = await makeBooking(payload, { schedule: schedule.id, contactFirstName: 'Pat', contactLastName: 'Lee', contactPhone: '925 555 0199' })
    const found = await payload.findByID({ collection: 'bookings', id: booking.id, user: owner, overrideAccess: false, depth: 0 })
    expect(found).toMatchObject({
      classAndDate: 'Column class · Sat, Dec 5, 2026, 10:00 AM',
      contact: `Pat Lee · ${booking.contactEmail} · (925) 555-0199`,
    })
  })

  it('booking history: each entry as a sentence, a move naming both classes and who made it', async () => {
    const klass = await makeClass(payload, { city: 'Concord' })
    // 10:00 AM Pacific (PST) on Sat Dec 5 and Sat Dec 12, 2026; the second class meets in Danville.
    const from = await makeSchedule(payload, { class: klass.id, startTime: '2026-12-05T18:00:00.000Z', endTime: '2026-12-05T21:00:00.000Z' })
    const to = await makeSchedule(payload, { class: klass.id, startTime: '2026-12-12T18:00:00.000Z', endTime: '2026-12-12T21:00:00.000Z', city: 'Danville' })
    const { booking } = await makeBooking(payload, { schedule: from.id })
    await payload.update({ collection: 'bookings', id: booking.id, data: { schedule: to.id }, user: owner, overrideAccess: true }) // as the owner's move does

    const { docs } = await payload.find({ collection: 'booking-events', where: { booking: { equals: booking.id } }, sort: '-createdAt', user: owner, overrideAccess: false, depth: 0 })
    expect(docs[0]).toMatchObject({ summary: `Moved from Sat Dec 5, 10:00 AM Concord to Sat Dec 12, 10:00 AM Danville, by the owner (${owner.email}).` })
    expect(docs.at(-1)?.summary).toBe(`Booking made for ${booking.contactFirstName} ${booking.contactLastName}: Confirmed, 1 seat, $${(booking.totalCents / 100).toFixed(2)}, by the system.`)
  })

  it('leaves the columns out of reads made without a signed-in user', async () => {
    const schedule = await makeSchedule(payload)
    const { docs } = await payload.find({ collection: 'schedules', where: { id: { equals: schedule.id } }, overrideAccess: false, depth: 0 })
    expect(docs[0]).not.toHaveProperty('seatsTaken')
  })
})
