import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { BOOKINGS_PER_ADDRESS, BOOKINGS_PER_EMAIL, LIVE_HOLDS } from '@/domain/limits/publicLimits'
import { consumeLimit } from '@/server/limits/limiter'
import { emailKey } from '@/server/limits/keys'

import { adultBody, newContactEmail, postJson } from '../helpers/bookings'
import { makeClass, makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

// One trusted proxy in front of the app: its X-Forwarded-For entry is the client's address.
vi.hoisted(() => {
  process.env.TRUSTED_PROXY_HOPS = '1'
})

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const newAddress = () => `198.51.${randomInt(256)}.${randomInt(256)}`
const book = (body: unknown, address?: string) =>
  postJson('/api/create-booking', body, address ? { 'X-Forwarded-For': address } : undefined)
const nineMore = Array.from({ length: 9 }, (_, i) => ({ firstName: `Friend${i}`, lastName: 'Lovelace' }))
const liveHolds = async (email: string) =>
  (
    await payload.count({
      collection: 'bookings',
      where: { contactEmail: { equals: email }, status: { equals: 'held' }, holdExpiresAt: { greater_than: new Date().toISOString() } },
      overrideAccess: true,
    })
  ).totalDocs

describe('create-booking: live holds per client', () => {
  it('one client can no longer hold class after class: whole classes held by one email stop at 2', async () => {
    const email = newContactEmail()
    const schedules = await Promise.all(Array.from({ length: 4 }, () => makeSchedule(payload, { availableSpots: 10 })))
    const answers = []
    for (const schedule of schedules) answers.push(await book(adultBody(schedule.id, nineMore, email)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429, 429])
    const refusal = answers[2]
    expect(await refusal.json()).toMatchObject({
      code: 'TOO_MANY_HOLDS',
      error: 'You already have 2 bookings waiting for payment. Please finish or cancel one of them first (an unpaid booking is released after 31 minutes).',
    })
    const retryAfter = Number(refusal.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(30 * 60)
    expect(retryAfter).toBeLessThanOrEqual(31 * 60)
    expect(await liveHolds(email)).toBe(LIVE_HOLDS.perEmail)
  })

  it('counts the email however it is typed; another email is unaffected', async () => {
    const email = newContactEmail()
    const schedule = await makeSchedule(payload)
    expect((await book(adultBody(schedule.id, [], email))).status).toBe(200)
    expect((await book(adultBody(schedule.id, [], ` ${email.toUpperCase()}`))).status).toBe(200)
    expect((await book(adultBody(schedule.id, [], email.replace('ada', 'ADA')))).status).toBe(429)
    expect((await book(adultBody(schedule.id))).status).toBe(200)
  })

  it('20 parallel requests of one email on 20 classes: exactly 2 holds', async () => {
    const email = newContactEmail()
    const schedules = await Promise.all(Array.from({ length: 20 }, () => makeSchedule(payload)))
    const answers = await Promise.all(schedules.map((s) => book(adultBody(s.id, [], email))))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(18)
    expect(await liveHolds(email)).toBe(2)
  })

  it('coming Back from the checkout gives the hold back, so the retry is not blocked by it', async () => {
    const email = newContactEmail()
    const schedule = await makeSchedule(payload)
    const first = await (await book(adultBody(schedule.id, [], email))).json()
    expect((await book(adultBody(schedule.id, [], email))).status).toBe(200)
    expect((await book(adultBody(schedule.id, [], email))).status).toBe(429)

    const back = await postJson('/api/cancel-checkout', { bookingId: first.bookingId, token: first.cancelToken })
    expect(await back.json()).toMatchObject({ released: true })
    expect((await book(adultBody(schedule.id, [], email))).status).toBe(200)
  })

  it('an address is capped at 3 live holds whatever the emails, even in parallel; another address is unaffected', async () => {
    const address = newAddress()
    const schedules = await Promise.all(Array.from({ length: 10 }, () => makeSchedule(payload)))
    const answers = await Promise.all(schedules.map((s) => book(adultBody(s.id), address)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(LIVE_HOLDS.perAddress)
    const refused = answers.find((a) => a.status === 429)!
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_HOLDS', error: expect.stringContaining('waiting for payment from your network') })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(30 * 60)

    expect((await book(adultBody(schedules[0].id), newAddress())).status).toBe(200)
  })

  it('an address that comes Back from the checkout may book again', async () => {
    const address = newAddress()
    const schedule = await makeSchedule(payload)
    const made = []
    for (let i = 0; i < LIVE_HOLDS.perAddress; i++) made.push(await (await book(adultBody(schedule.id), address)).json())
    expect((await book(adultBody(schedule.id), address)).status).toBe(429)
    await postJson('/api/cancel-checkout', { bookingId: made[0].bookingId, token: made[0].cancelToken })
    expect((await book(adultBody(schedule.id), address)).status).toBe(200)
  })

  it("keys on the trusted proxy's entry: what the client wrote before it changes nothing", async () => {
    const schedule = await makeSchedule(payload)
    const proxyEntry = newAddress()
    for (let i = 0; i < LIVE_HOLDS.perAddress; i++) {
      expect((await book(adultBody(schedule.id), `${newAddress()}, ${proxyEntry}`)).status).toBe(200)
    }
    expect((await book(adultBody(schedule.id), `6.6.6.6, ${proxyEntry}`)).status).toBe(429)
  })
})

describe('create-booking: attempts per hour', () => {
  // A free class is confirmed at once, so no hold stands in the way of counting attempts.
  const freeSchedule = async () => makeSchedule(payload, { class: (await makeClass(payload, { priceCents: 0 })).id, availableSpots: 100 })

  it(`per email: ${BOOKINGS_PER_EMAIL.points} an hour, then 429 with Retry-After; another email is unaffected`, async () => {
    const schedule = await freeSchedule()
    const email = newContactEmail()
    await consumeLimit(payload, BOOKINGS_PER_EMAIL, emailKey(email), BOOKINGS_PER_EMAIL.points - 1)
    expect((await book(adultBody(schedule.id, [], email))).status).toBe(200)
    const refused = await book(adultBody(schedule.id, [], email))
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', error: BOOKINGS_PER_EMAIL.message })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3500)
    expect((await book(adultBody(schedule.id))).status).toBe(200)
  })

  it(`per address: ${BOOKINGS_PER_ADDRESS.points} an hour whatever the emails; another address is unaffected`, async () => {
    const schedule = await freeSchedule()
    const address = newAddress()
    const answers = []
    for (let i = 0; i <= BOOKINGS_PER_ADDRESS.points; i++) answers.push((await book(adultBody(schedule.id), address)).status)
    expect(answers.filter((s) => s === 200)).toHaveLength(BOOKINGS_PER_ADDRESS.points)
    expect(answers.at(-1)).toBe(429)
    expect((await book(adultBody(schedule.id), newAddress())).status).toBe(200)
  })
})
