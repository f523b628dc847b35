import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { loadPublicSchedule } from '@/server/schedule/occurrences'
import { seatsTaken } from '@/server/seats'

import { makeBooking, makeClass, makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const HOUR = 3_600_000

/** Loads the schedule while counting seat queries and every SQL statement sent to the pool. */
async function loadCounting() {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const statements = vi.spyOn(pool, 'query')
  const seatCalls: number[][] = []
  try {
    const result = await loadPublicSchedule(
      payload,
      { now: new Date() },
      {
        seatsTaken: (ids, now) => {
          seatCalls.push([...ids])
          return seatsTaken(payload, ids, { now })
        },
      },
    )
    return { result, seatCalls, statements: statements.mock.calls.length }
  } finally {
    statements.mockRestore()
  }
}

describe('loadPublicSchedule', () => {
  it('lists upcoming, active, not cancelled public classes by date with their seats left', async () => {
    const klass = await makeClass(payload, { city: 'Testville' })
    const later = await makeSchedule(payload, { class: klass.id, startTime: new Date(Date.now() + 72 * HOUR).toISOString(), availableSpots: 8 })
    const sooner = await makeSchedule(payload, { class: klass.id, startTime: new Date(Date.now() + 48 * HOUR).toISOString() })
    const past = await makeSchedule(payload, { class: klass.id, startTime: new Date(Date.now() - HOUR).toISOString() })
    const cancelled = await makeSchedule(payload, { class: klass.id, isCancelled: true })
    const community = await makeSchedule(payload, { class: (await makeClass(payload, { type: 'community-mother-daughter' })).id })
    const inactive = await makeSchedule(payload, { class: (await makeClass(payload, { isActive: false })).id })
    await makeBooking(payload, { schedule: later.id, seats: 3 })

    const { result } = await loadCounting()
    const ids = result.map((o) => o.id)

    expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id))
    for (const hidden of [past, cancelled, community, inactive]) expect(ids).not.toContain(hidden.id)
    expect(result.find((o) => o.id === later.id)).toMatchObject({ remaining: 5, city: 'Testville', className: klass.name })
  })

  it('lists only the classes of the tab asked for', async () => {
    const adult = await makeSchedule(payload)
    const motherDaughter = await makeSchedule(payload, { class: (await makeClass(payload, { type: 'public-mother-daughter' })).id })
    const ids = async (tab: 'adult-teen' | 'mother-daughter') => (await loadPublicSchedule(payload, { now: new Date(), tab })).map((o) => o.id)
    expect(await ids('adult-teen')).toContain(adult.id)
    expect(await ids('adult-teen')).not.toContain(motherDaughter.id)
    expect(await ids('mother-daughter')).toContain(motherDaughter.id)
    expect(await ids('mother-daughter')).not.toContain(adult.id)
  })

  it('reads schedules, seats and the full classes’ waitlists in a fixed number of statements, however many classes', async () => {
    const first = await loadCounting()
    expect(first.seatCalls).toHaveLength(1)

    const addClasses = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const klass = await makeClass(payload)
        await makeSchedule(payload, { class: klass.id, startTime: new Date(Date.now() + (100 + i) * HOUR).toISOString() })
      }
    }
    await addClasses(3)
    const few = await loadCounting()
    await addClasses(30)
    const many = await loadCounting()

    expect(few.seatCalls).toHaveLength(1)
    expect(many.seatCalls).toHaveLength(1)
    expect(many.seatCalls[0].length).toBe(few.seatCalls[0].length + 30)
    // Schedules and seats; plus one waitlist count when any listed class is full (other tests leave full classes behind).
    expect([2, 3]).toContain(first.statements)
    expect(few.statements).toBe(first.statements)
    expect(many.statements).toBe(first.statements)
  })

  it('shows the classes as not full when the seat count fails', async () => {
    const schedule = await makeSchedule(payload)
    const result = await loadPublicSchedule(payload, { now: new Date() }, { seatsTaken: () => Promise.reject(new Error('database hiccup')) })
    expect(result.find((o) => o.id === schedule.id)).toMatchObject({ remaining: null })
  })
})
