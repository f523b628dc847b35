import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seatsTaken } from '@/server/seats'

import { makeBooking, makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

describe('seatsTaken', () => {
  it('counts confirmed seats and live holds, for many schedules in one call', async () => {
    const now = new Date()
    const inAMinute = new Date(now.getTime() + 60_000).toISOString()
    const aMinuteAgo = new Date(now.getTime() - 60_000).toISOString()
    const busy = await makeSchedule(payload)
    const empty = await makeSchedule(payload)
    await makeBooking(payload, { schedule: busy.id, status: 'confirmed', seats: 3 })
    await makeBooking(payload, { schedule: busy.id, status: 'held', seats: 2, holdExpiresAt: inAMinute })
    await makeBooking(payload, { schedule: busy.id, status: 'held', seats: 4, holdExpiresAt: aMinuteAgo })
    await makeBooking(payload, { schedule: busy.id, status: 'cancelled', seats: 5 })

    const taken = await seatsTaken(payload, [busy.id, empty.id], { now })

    expect(taken.get(busy.id)).toBe(5)
    expect(taken.get(empty.id)).toBe(0)
  })
})
