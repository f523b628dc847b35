import { randomInt, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { STRIPE_LOOKUP_PER_SESSION, VERIFY_PAYMENT_PER_ADDRESS } from '@/domain/limits/publicLimits'
import { consumeLimit, resetLimit } from '@/server/limits/limiter'

import { adultBody, postJson } from '../helpers/bookings'
import { makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

// The real stripe SDK against a fake Stripe that counts the calls; one trusted proxy in front of the app.
const fake = await vi.hoisted(async () => {
  process.env.TRUSTED_PROXY_HOPS = '1'
  return (await import('../helpers/fakeStripe')).startFakeStripeForApp()
})

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(() => fake.close())

const newAddress = () => `203.0.${randomInt(256)}.${randomInt(256)}`
const verify = (body: unknown, address?: string) =>
  postJson('/api/verify-payment', body, address ? { 'X-Forwarded-For': address } : undefined)
const sessionLookups = () => fake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/checkout/sessions/')).length

async function book() {
  const schedule = await makeSchedule(payload)
  const { bookingId } = await (await postJson('/api/create-booking', adultBody(schedule.id))).json()
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === String(bookingId))!
  return { bookingId: bookingId as number, session }
}

describe('verify-payment never spends Stripe calls on sessions that are not ours', () => {
  it('200 calls with random session ids, for real and made-up bookings: no Stripe call, no 5xx', async () => {
    const { bookingId } = await book()
    const before = sessionLookups()
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        verify({ session_id: `cs_test_${randomUUID().replace(/-/g, '')}`, booking_id: i % 2 ? bookingId : randomInt(1, 1_000_000) }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(200).fill(404))
    expect(sessionLookups() - before).toBe(0)
  })

  it('a flood about one real unpaid session asks Stripe once per window; the next window asks again and confirms', async () => {
    const { bookingId, session } = await book()
    const before = sessionLookups()
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify({ session_id: session.id, booking_id: bookingId })))
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(409))
    expect(await answers[0].json()).toMatchObject({ code: 'PAYMENT_PENDING' })
    expect(sessionLookups() - before).toBe(1)

    fake.pay(session.id)
    expect((await verify({ session_id: session.id, booking_id: bookingId })).status).toBe(409) // within the window: the booking answers
    expect(sessionLookups() - before).toBe(1)
    await resetLimit(payload, STRIPE_LOOKUP_PER_SESSION, session.id) // the window has passed
    const confirmed = await verify({ session_id: session.id, booking_id: bookingId })
    expect(confirmed.status).toBe(200)
    expect(sessionLookups() - before).toBe(2)

    // Paid and confirmed: Stripe has nothing more to say, however often the page is reloaded.
    await resetLimit(payload, STRIPE_LOOKUP_PER_SESSION, session.id)
    const again = await Promise.all(Array.from({ length: 20 }, () => verify({ session_id: session.id, booking_id: bookingId })))
    expect(again.map((a) => a.status)).toEqual(Array(20).fill(200))
    expect(sessionLookups() - before).toBe(2)
  })
})

describe('verify-payment per address', () => {
  it(`${VERIFY_PAYMENT_PER_ADDRESS.points} calls per ${VERIFY_PAYMENT_PER_ADDRESS.durationSeconds / 60} minutes, then 429 with Retry-After; another address is unaffected`, async () => {
    const address = newAddress()
    await consumeLimit(payload, VERIFY_PAYMENT_PER_ADDRESS, address, VERIFY_PAYMENT_PER_ADDRESS.points - 1)
    const body = { session_id: 'cs_test_unknown', booking_id: 1 }
    expect((await verify(body, address)).status).toBe(404)
    const refused = await verify(body, address)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', error: VERIFY_PAYMENT_PER_ADDRESS.message })
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await verify(body, newAddress())).status).toBe(404)
  })
})
