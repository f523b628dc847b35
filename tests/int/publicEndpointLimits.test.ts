import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { DISABLED_CAPTCHA_TOKEN } from '@/components/captcha/Captcha.client'
import {
  AVAILABILITY_GLOBAL,
  AVAILABILITY_PER_ADDRESS,
  CLEANUP_GLOBAL,
  CLEANUP_PER_ADDRESS,
  INQUIRIES_PER_ADDRESS,
  INQUIRIES_PER_EMAIL,
} from '@/domain/limits/publicLimits'
import { consumeLimit, resetLimit } from '@/server/limits/limiter'

import { postJson } from '../helpers/bookings'
import { makeBooking, makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

// One trusted proxy in front of the app: its X-Forwarded-For entry is the client's address.
vi.hoisted(() => {
  process.env.TRUSTED_PROXY_HOPS = '1'
})

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const newAddress = () => `192.0.${randomInt(256)}.${randomInt(256)}`
const from = (address?: string) => (address ? { 'X-Forwarded-For': address } : undefined)

describe('check-availability', () => {
  it(`per address: ${AVAILABILITY_PER_ADDRESS.points} a minute, then 429 with Retry-After; another address is unaffected`, async () => {
    const schedule = await makeSchedule(payload)
    const body = { classScheduleId: schedule.id, requestedSeats: 1 }
    const address = newAddress()
    await consumeLimit(payload, AVAILABILITY_PER_ADDRESS, address, AVAILABILITY_PER_ADDRESS.points - 1)
    expect((await postJson('/api/check-availability', body, from(address))).status).toBe(200)
    const refused = await postJson('/api/check-availability', body, from(address))
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: AVAILABILITY_PER_ADDRESS.message })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await postJson('/api/check-availability', body, from(newAddress()))).status).toBe(200)
  })

  it(`all callers together: ${AVAILABILITY_GLOBAL.points} a second, counted in the database`, async () => {
    const schedule = await makeSchedule(payload)
    await resetLimit(payload, AVAILABILITY_GLOBAL, 'all')
    await consumeLimit(payload, AVAILABILITY_GLOBAL, 'all', AVAILABILITY_GLOBAL.points)
    const refused = await postJson('/api/check-availability', { classScheduleId: schedule.id, requestedSeats: 1 })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBe('1')
    await resetLimit(payload, AVAILABILITY_GLOBAL, 'all')
    expect((await postJson('/api/check-availability', { classScheduleId: schedule.id, requestedSeats: 1 })).status).toBe(200)
  })

  it('bad input is still a 400 before any limit is counted', async () => {
    expect((await postJson('/api/check-availability', { classScheduleId: 'x' }, from(newAddress()))).status).toBe(400)
  })
})

describe('cleanup-expired-bookings', () => {
  const lapsedHold = async () =>
    (await makeBooking(payload, { status: 'held', holdExpiresAt: new Date(Date.now() - 1000).toISOString() })).booking.id
  const status = async (id: number) => (await payload.findByID({ collection: 'bookings', id, overrideAccess: true })).status

  it(`works at most once per ${CLEANUP_GLOBAL.durationSeconds} seconds across all callers; a call in between answers at once without work`, async () => {
    await resetLimit(payload, CLEANUP_GLOBAL, 'all')
    const first = await lapsedHold()
    const ran = await postJson('/api/cleanup-expired-bookings', {})
    expect(ran.status).toBe(200)
    expect(await status(first)).toBe('expired')

    const second = await lapsedHold()
    const skipped = await postJson('/api/cleanup-expired-bookings', {})
    expect(skipped.status).toBe(200)
    expect(await skipped.json()).toEqual({ released: 0 })
    expect(await status(second)).toBe('held')
  })

  it(`per address: ${CLEANUP_PER_ADDRESS.points} a minute, then 429 with Retry-After; another address is unaffected`, async () => {
    const address = newAddress()
    await consumeLimit(payload, CLEANUP_PER_ADDRESS, address, CLEANUP_PER_ADDRESS.points)
    const refused = await postJson('/api/cleanup-expired-bookings', {}, from(address))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await postJson('/api/cleanup-expired-bookings', {}, from(newAddress()))).status).toBe(200)
  })
})

describe('inquiry forms', () => {
  const inquiry = (email: string) => ({
    formType: 'Private Training',
    firstName: 'Ana',
    lastName: 'Lee',
    email,
    phone: '(925) 555-0100',
    city: 'Walnut Creek',
    state: 'California',
    webRequestDetails: 'Two people, weekends.',
    newsletter: false,
    recaptchaToken: DISABLED_CAPTCHA_TOKEN,
  })
  const newEmail = () => `ana-${randomInt(1e9)}@example.com`
  const submit = (email: string, address?: string) => postJson('/api/form-submissions/submit', inquiry(email), from(address))
  const stored = async (email: string) =>
    (await payload.count({ collection: 'form-submissions', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

  it(`per sender email: ${INQUIRIES_PER_EMAIL.points} an hour (each sends that address an acknowledgement), then 429; nothing more stored`, async () => {
    const email = newEmail()
    for (let i = 0; i < INQUIRIES_PER_EMAIL.points; i++) expect((await submit(email)).status).toBe(201)
    const refused = await submit(email.toUpperCase())
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ error: 'RATE_LIMITED', message: INQUIRIES_PER_EMAIL.message })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500)
    expect(await stored(email)).toBe(INQUIRIES_PER_EMAIL.points)
    expect((await submit(newEmail())).status).toBe(201)
  })

  it(`per address: ${INQUIRIES_PER_ADDRESS.points} an hour whatever the emails; another address is unaffected`, async () => {
    const address = newAddress()
    const answers = []
    for (let i = 0; i <= INQUIRIES_PER_ADDRESS.points; i++) answers.push((await submit(newEmail(), address)).status)
    expect(answers).toEqual([...Array(INQUIRIES_PER_ADDRESS.points).fill(201), 429])
    expect((await submit(newEmail(), newAddress())).status).toBe(201)
  })
})
