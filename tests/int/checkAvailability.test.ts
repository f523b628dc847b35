import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makeBooking, makeClass, makeSchedule } from '../helpers/factories'
import { rest } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const check = (body: unknown) =>
  rest('/api/check-availability', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) })

describe('POST /api/check-availability', () => {
  it('answers 200 with the seats left when the request fits', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 10 })
    await makeBooking(payload, { schedule: schedule.id, status: 'confirmed', seats: 3 })
    await makeBooking(payload, { schedule: schedule.id, status: 'held', seats: 2, holdExpiresAt: new Date(Date.now() + 600_000).toISOString() })

    const response = await check({ classScheduleId: schedule.id, requestedSeats: 5 })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ remaining: 5 })
  })

  it('answers 409 with the seats left when the request does not fit (also for requestedSpots and a string id)', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 3 })
    await makeBooking(payload, { schedule: schedule.id, status: 'confirmed', seats: 2 })

    const response = await check({ classScheduleId: schedule.id, requestedSeats: 2 })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ remaining: 1 })

    const again = await check({ classScheduleId: String(schedule.id), requestedSpots: 2 })
    expect(again.status).toBe(409)
  })

  it('answers 400 for bad input', async () => {
    for (const body of [
      {},
      { classScheduleId: 1 },
      { classScheduleId: 'abc', requestedSeats: 1 },
      { classScheduleId: 1, requestedSeats: 0 },
      { classScheduleId: 1, requestedSeats: 1.5 },
      'not json',
    ]) {
      const response = await check(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
  })

  it('answers 404 for an unknown schedule, a cancelled one, and one of an inactive class', async () => {
    const cancelled = await makeSchedule(payload, { isCancelled: true })
    const inactiveClass = await makeClass(payload, { isActive: false })
    const inactive = await makeSchedule(payload, { class: inactiveClass.id })

    for (const id of [999_999, cancelled.id, inactive.id]) {
      const response = await check({ classScheduleId: id, requestedSeats: 1 })
      expect(response.status, `schedule ${id}`).toBe(404)
    }
  })
})
