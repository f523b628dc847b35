import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { adultBody, postJson } from '../helpers/bookings'
import { makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

// The real stripe SDK against the fake Stripe HTTP server, started before the app's env is read.
const fake = await vi.hoisted(async () => (await import('../helpers/fakeStripe')).startFakeStripeForApp())

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(() => fake.close())

describe('a class credit with Stripe', () => {
  it('Checkout charges only what the credit leaves, in one line that names the credit; a credit covering it all opens no session', async () => {
    const credit = await payload.create({
      collection: 'class-credits',
      data: { amountCents: 10000, customerEmail: 'credit@example.com', status: 'active' },
      overrideAccess: true,
    })
    const schedule = await makeSchedule(payload)

    const covered = await (await postJson('/api/create-booking', { ...adultBody(schedule.id), creditCode: credit.code })).json()
    expect(covered.checkoutUrl).toMatch(/^\/stripe-success\?session_id=free_/)
    expect([...fake.sessions.values()].some((s) => s.client_reference_id === String(covered.bookingId))).toBe(false)

    const partial = await (await postJson('/api/create-booking', { ...adultBody(schedule.id), creditCode: credit.code })).json()
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === String(partial.bookingId))!
    expect(session.line_items).toEqual([{ quantity: 1, unit_amount: 5000, name: expect.stringMatching(/1 x \$75\.00 per person, less class credit \$25\.00$/) }])
  })
})
