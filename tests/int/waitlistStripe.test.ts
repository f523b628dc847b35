import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { joinWaitlist } from '@/server/waitlist/joinWaitlist'

import { adultBody, postJson } from '../helpers/bookings'
import { makeBooking, makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

// The real stripe SDK against a fake Stripe HTTP server started here, before the app's env is read.
const fake = await vi.hoisted(async () => {
  const { startFakeStripe } = await import('../helpers/fakeStripe')
  const server = await startFakeStripe()
  process.env.STRIPE_SECRET_KEY = 'sk_test_fake'
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_test_secret'
  process.env.STRIPE_API_BASE = server.url
  return server
})

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(() => fake.close())

describe('a waitlist offer with Stripe', () => {
  it('opens one Checkout Session ending with the offer; Pay again opens the same one, and the offer stays held', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 1 })
    const { booking } = await makeBooking(payload, { schedule: schedule.id })
    const first = await joinWaitlist(payload, adultBody(schedule.id))
    const second = await joinWaitlist(payload, adultBody(schedule.id))
    const token = (path: string) => ({ token: path.split('/').pop() })
    await payload.update({ collection: 'bookings', id: booking.id, data: { status: 'cancelled' }, overrideAccess: true })

    const pay = await postJson('/api/waitlist/pay', token(first.path))
    expect(pay.status).toBe(200)
    const { checkoutUrl } = await pay.json()
    const entry = await payload.findByID({ collection: 'waitlist-entries', id: first.entryId, depth: 0, overrideAccess: true })
    const sessions = [...fake.sessions.values()].filter((s) => s.client_reference_id === String(entry.offerBooking))
    expect(sessions).toHaveLength(1)
    expect(checkoutUrl).toBe(sessions[0].url)
    expect(sessions[0].expires_at).toBe(Math.ceil(new Date(entry.offeredUntil!).getTime() / 1000))

    const again = await postJson('/api/waitlist/pay', token(first.path))
    expect((await again.json()).checkoutUrl).toBe(checkoutUrl)
    expect([...fake.sessions.values()].filter((s) => s.client_reference_id === String(entry.offerBooking))).toHaveLength(1)
    const held = await payload.findByID({ collection: 'bookings', id: entry.offerBooking as number, overrideAccess: true })
    expect(held.status).toBe('held')
    // The second party is behind the first: no offer to pay.
    expect((await postJson('/api/waitlist/pay', token(second.path))).status).toBe(409)
  })
})
