import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { fulfil } from '@/server/payments/fulfilment'
import { seatsTaken } from '@/server/seats'

import { makeBooking, makeSchedule, makeUser } from '../helpers/factories'
import { rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

const DAY = 24 * 3600_000
let payload: Payload
let ownerToken: string
let instructorToken: string

beforeAll(async () => {
  payload = await getTestPayload()
  ownerToken = await tokenFor(payload, await makeUser(payload, 'owner'))
  instructorToken = await tokenFor(payload, await makeUser(payload, 'instructor'))
})

const inDays = (days: number, spots = 10) => {
  const start = new Date(Date.now() + days * DAY)
  return makeSchedule(payload, { startTime: start.toISOString(), endTime: new Date(start.getTime() + 3 * 3600_000).toISOString(), availableSpots: spots })
}

/** A confirmed booking of the contact and two more people, confirmed like a payment (confirmation and reminder queued). */
async function bookingOfThree(scheduleId: number) {
  const sessionId = `demo_move_${Math.random().toString(36).slice(2)}`
  const { booking } = await makeBooking(payload, {
    schedule: scheduleId,
    status: 'held',
    participantCount: 3,
    seats: 3,
    totalCents: 22500,
    holdExpiresAt: new Date(Date.now() + 3600_000).toISOString(),
    stripeSessionId: sessionId,
  })
  for (const firstName of ['Bea', 'Cy']) {
    await payload.create({
      collection: 'participants',
      data: { booking: booking.id, schedule: scheduleId, firstName, lastName: 'Lovelace', ageGroup: '16+', attendance: 'Not Recorded' },
      overrideAccess: true,
    })
  }
  await fulfil(payload, { bookingId: booking.id, sessionId, outcome: 'paid' }, { stripe: null })
  return booking
}

/** The owner's 'Move to another class' on the booking's page in /cms. */
const moveAsOwner = (bookingId: number, scheduleId: number) =>
  rest('/api/owner/booking-actions', { method: 'POST', token: ownerToken, body: JSON.stringify({ action: 'move', bookingId, toScheduleId: scheduleId }) })

const rosterNames = async (scheduleId: number) => {
  const answer = await rest(`/api/admin/class-roster?classScheduleId=${scheduleId}`, { token: instructorToken })
  const body = (await answer.json()) as { roster: { firstName: string }[]; totalParticipants: number }
  return { names: body.roster.map((r) => r.firstName).sort(), total: body.totalParticipants }
}

const csvOf = async (scheduleId: number) => {
  const answer = await rest(`/api/admin/attendance-csv?classScheduleId=${scheduleId}`, { token: instructorToken })
  return { status: answer.status, text: await answer.text() }
}

const taken = async (...ids: number[]) => {
  const counts = await seatsTaken(payload, ids, { now: new Date() })
  return ids.map((id) => counts.get(id))
}

const reminderJobsOf = async (bookingId: number) =>
  (
    await (payload.db as unknown as PostgresAdapter).drizzle.execute<{ schedule_id: string }>(sql`
      select input->>'scheduleId' as schedule_id from payload_jobs
      where task_slug = 'sendReminderEmail' and completed_at is null and (input->>'bookingId')::int = ${bookingId}`)
  ).rows.map((r) => Number(r.schedule_id))

describe('the owner moves a booking to another class in /cms', () => {
  it('moves its three participants: roster, CSVs, seat counts, reminder and a "your booking moved" email follow', async () => {
    const [from, to] = [await inDays(10), await inDays(17)]
    const booking = await bookingOfThree(from.id)
    expect(await reminderJobsOf(booking.id)).toEqual([from.id])

    const answer = await moveAsOwner(booking.id, to.id)
    expect(answer.status).toBe(200)

    expect(await rosterNames(from.id)).toEqual({ names: [], total: 0 })
    expect(await rosterNames(to.id)).toEqual({ names: ['Ada', 'Bea', 'Cy'], total: 3 })
    expect(await taken(from.id, to.id)).toEqual([0, 3])
    expect((await csvOf(from.id)).status).toBe(404)
    const csv = await csvOf(to.id)
    expect(csv.status).toBe(200)
    expect(csv.text).toMatch(/Bea/)
    expect(csv.text).toMatch(/Cy/)
    const all = await (await rest('/api/admin/attendance-csv?scope=all', { token: instructorToken })).text()
    const toClass = (await payload.findByID({ collection: 'schedules', id: to.id, depth: 1, overrideAccess: true })).class
    const toName = typeof toClass === 'object' ? toClass.name : ''
    expect(all.split('\n').filter((line) => line.includes('Lovelace') && line.includes(toName))).toHaveLength(3)

    expect(await reminderJobsOf(booking.id)).toEqual([to.id])
    const moved = await payload.find({
      collection: 'emails',
      where: { and: [{ booking: { equals: booking.id } }, { kind: { equals: 'booking-moved' } }] },
      overrideAccess: true,
    })
    expect(moved.docs).toHaveLength(1)
    expect(moved.docs[0].text).toContain(toName)
    // The owner's move: the customer is offered help if the new date does not suit, with the new calendar file.
    expect(moved.docs[0].text).toContain('If the new date does not work for you')
    expect(moved.docs[0].attachments).toEqual([expect.objectContaining({ filename: 'class.ics' })])
  })

  it('refuses a class without room, with the reason, and changes nothing', async () => {
    const [from, to] = [await inDays(10), await inDays(12, 4)]
    await makeBooking(payload, { schedule: to.id, status: 'confirmed', seats: 2 })
    const booking = await bookingOfThree(from.id)

    const answer = await moveAsOwner(booking.id, to.id)
    expect(answer.status).toBe(400)
    expect(JSON.stringify(await answer.json())).toContain('2 left, 3 needed (1 short)')

    const after = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0, overrideAccess: true })
    expect(after.schedule).toBe(from.id)
    expect(await rosterNames(from.id)).toEqual({ names: ['Ada', 'Bea', 'Cy'], total: 3 })
    expect(await taken(from.id, to.id)).toEqual([3, 2])
    expect(await reminderJobsOf(booking.id)).toEqual([from.id])
    const moved = await payload.find({ collection: 'emails', where: { and: [{ booking: { equals: booking.id } }, { kind: { equals: 'booking-moved' } }] }, overrideAccess: true })
    expect(moved.docs).toHaveLength(0)
  })

  it('refuses a class of another kind', async () => {
    const from = await inDays(10)
    const motherDaughter = await makeSchedule(payload, {
      class: (await payload.create({ collection: 'classes', data: { name: 'MD', type: 'public-mother-daughter', bookingMethod: 'swsd website', priceCents: 13900, isActive: true }, overrideAccess: true })).id,
    })
    const booking = await bookingOfThree(from.id)
    const answer = await moveAsOwner(booking.id, motherDaughter.id)
    expect(answer.status).toBe(400)
    expect(JSON.stringify(await answer.json())).toContain('different kind of class')
  })
})

describe("every move path gives the reason as the message (the owner's action, the Local API)", () => {
  it('a move into a class without room says why in the message itself, not "The following field is invalid"', async () => {
    const [from, to] = [await inDays(10), await inDays(12, 2)]
    await makeBooking(payload, { schedule: to.id, status: 'confirmed', seats: 2 })
    const booking = await bookingOfThree(from.id)
    const answer = await moveAsOwner(booking.id, to.id)
    expect(answer.status).toBe(400)
    expect((await answer.json()).error).toBe('The new class does not have enough seats: 0 left, 3 needed (3 short). The booking was not moved.')
  })

  it("refuses a move into a class that has started (the owner's action and the Local API)", async () => {
    const from = await inDays(10)
    const started = await makeSchedule(payload, { startTime: new Date(Date.now() - 3600_000).toISOString(), endTime: new Date(Date.now() + 2 * 3600_000).toISOString() })
    const booking = await bookingOfThree(from.id)
    const answer = await moveAsOwner(booking.id, started.id)
    expect(answer.status).toBe(400)
    expect((await answer.json()).error).toBe('The new class has already started; choose a class that has not started yet.')
    await expect(payload.update({ collection: 'bookings', id: booking.id, data: { schedule: started.id }, overrideAccess: true })).rejects.toThrow(
      'The new class has already started',
    )
    expect((await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0, overrideAccess: true })).schedule).toBe(from.id)
  })
})

describe("a class's own rules hold on every save path, as on the instructor's form", () => {
  const patchSchedule = (id: number, data: Record<string, unknown>) =>
    rest(`/api/schedules/${id}`, { method: 'PATCH', token: ownerToken, body: JSON.stringify(data) })

  it('a class that ends before it starts is refused through REST and the Local API', async () => {
    const schedule = await inDays(20)
    const before = new Date(new Date(schedule.startTime!).getTime() - 3600_000).toISOString()
    const answer = await patchSchedule(schedule.id, { endTime: before })
    expect(answer.status).toBe(400)
    expect((await answer.json()).errors[0].message).toBe('End time must be after the start time.')
    await expect(payload.update({ collection: 'schedules', id: schedule.id, data: { endTime: schedule.startTime }, overrideAccess: true })).rejects.toThrow(
      'End time must be after the start time.',
    )
    await expect(
      makeSchedule(payload, { startTime: schedule.startTime, endTime: before }),
    ).rejects.toThrow('End time must be after the start time.')
  })

  it('spots are never lowered below the seats taken through REST', async () => {
    const schedule = await inDays(20)
    await makeBooking(payload, { schedule: schedule.id, status: 'confirmed', seats: 3 })
    const answer = await patchSchedule(schedule.id, { availableSpots: 2 })
    expect(answer.status).toBe(400)
    expect((await answer.json()).errors[0].message).toBe('Available spots cannot be below the 3 seats already taken.')
    expect((await patchSchedule(schedule.id, { availableSpots: 3 })).status).toBe(200)
  })
})
