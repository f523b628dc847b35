import pg from 'pg'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { rest } from '../helpers/http'
import { adultBody, postJson } from '../helpers/bookings'
import { makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** What node-postgres rejects with when nothing listens on the database's port (as Node's net module builds it). */
const connectionRefused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { errno: -111, code: 'ECONNREFUSED', syscall: 'connect', address: '127.0.0.1', port: 5432 })

/** The database is unreachable for every read through Payload's adapter (Local API and REST alike). */
function databaseDown(error: () => unknown = connectionRefused) {
  vi.spyOn(payload.db, 'find').mockImplementation(() => Promise.reject(error()))
  vi.spyOn(payload.db, 'findOne').mockImplementation(() => Promise.reject(error()))
  vi.spyOn(payload.db, 'findGlobal').mockImplementation(() => Promise.reject(error()))
}

async function expectOutageAnswer(response: Response) {
  expect(response.status).toBe(503)
  expect(response.headers.get('Retry-After')).toBe('30')
  const body = await response.json()
  expect(body).toEqual({ error: expect.stringMatching(/temporarily unavailable/), code: 'SERVICE_UNAVAILABLE' })
  expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|5432|stack|at /)
}

describe('a database outage answers 503 with Retry-After, never a stack trace', () => {
  it('custom endpoint with its own translation: check-availability', async () => {
    const schedule = await makeSchedule(payload)
    databaseDown()
    await expectOutageAnswer(await postJson('/api/check-availability', { classScheduleId: schedule.id, requestedSeats: 1 }))
  })

  it('custom endpoint through errorResponse: verify-payment (the error wrapped by a query layer, as drizzle does)', async () => {
    databaseDown(() => new Error('Failed query: select "id" from "bookings"', { cause: connectionRefused() }))
    await expectOutageAnswer(await postJson('/api/verify-payment', { session_id: 'demo_session_1', booking_id: 1 }))
  })

  it("Payload's own REST routes (afterError hook): /api/faqs and /api/globals/site-settings", async () => {
    databaseDown(() => Object.assign(new Error('terminating connection due to administrator command'), { severity: 'FATAL', code: '57P01' }))
    await expectOutageAnswer(await rest('/api/faqs'))
    await expectOutageAnswer(await rest('/api/globals/site-settings'))
  })

  it('other failures stay what they were: a 500 without details', async () => {
    vi.spyOn(payload.db, 'find').mockImplementation(() => Promise.reject(new TypeError('boom')))
    const response = await rest('/api/faqs')
    expect(response.status).toBe(500)
    expect(response.headers.get('Retry-After')).toBeNull()
    expect(JSON.stringify(await response.json())).not.toMatch(/boom|TypeError/)
  })
})

/** Runs `statements` as the cluster's superuser from the maintenance database, outside the app's pool. */
async function asAdministrator(...statements: string[]) {
  const url = new URL(process.env.DATABASE_URL!)
  const database = url.pathname.slice(1)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement.replaceAll('{db}', database))
  } finally {
    await client.end()
  }
}
const TERMINATE_APP_CONNECTIONS = "select pg_terminate_backend(pid) from pg_stat_activity where datname = '{db}' and pid <> pg_backend_pid()"

/** Recovery without a restart: the answer of `request` becomes `status` within 15 s (a terminated connection still in the pool fails once). */
async function recovers(request: () => Promise<Response>, status = 200) {
  let last = 0
  for (const end = Date.now() + 15_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
    last = (await request()).status
    if (last === status) return
  }
  expect(last).toBe(status)
}
const databaseAnswers = () => recovers(() => rest('/api/faqs?limit=1'))

describe('a real database refusing or dropping connections answers 503 on every API, and recovers by itself', () => {
  afterEach(async () => {
    await asAdministrator('alter database "{db}" allow_connections true', 'alter database "{db}" reset default_transaction_read_only', TERMINATE_APP_CONNECTIONS)
    await databaseAnswers()
  })

  it('the database stops accepting connections (SQLSTATE 55000 while connecting)', async () => {
    const schedule = await makeSchedule(payload)
    await asAdministrator('alter database "{db}" allow_connections false', TERMINATE_APP_CONNECTIONS)
    await expectOutageAnswer(await postJson('/api/check-availability', { classScheduleId: schedule.id, requestedSeats: 1 }))
    await expectOutageAnswer(await rest('/api/faqs'))
    await asAdministrator('alter database "{db}" allow_connections true')
    await recovers(() => postJson('/api/check-availability', { classScheduleId: schedule.id, requestedSeats: 1 }))
  })

  it('a read-only database after a failover (SQLSTATE 25006 on a write)', async () => {
    const schedule = await makeSchedule(payload)
    await asAdministrator('alter database "{db}" set default_transaction_read_only = on', TERMINATE_APP_CONNECTIONS)
    await expectOutageAnswer(await postJson('/api/create-booking', adultBody(schedule.id)))
    await asAdministrator('alter database "{db}" reset default_transaction_read_only', TERMINATE_APP_CONNECTIONS)
    await recovers(() => postJson('/api/create-booking', adultBody(schedule.id)))
  })
})
