import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { clockNow, moveTestClockTo } from '@/server/clock/clock'

import { getTestPayload } from '../helpers/payload'
import { postJson } from '../helpers/bookings'
import { rest } from '../helpers/http'
import { confirmedPrivateSession } from '../helpers/privateSessions'

// The real stripe SDK against the fake Stripe HTTP server, and the test clock switched on, before the app's env is read.
const fake = await vi.hoisted(async () => {
  process.env.E2E_TEST_CLOCK = 'true'
  return (await import('../helpers/fakeStripe')).startFakeStripeForApp()
})

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(() => fake.close())

const chargesOf = (id: number) => [...fake.paymentIntents.values()].filter((pi) => pi.idempotencyKey === `private-balance-${id}`)
type Advanced = { now: string; balances: { privateSessionId: number; outcome: string | null }[] }

describe('/api/test-clock', () => {
  it('reads the clock; moving it to a due balance charges it before answering, once, however many moves to that instant at once', async () => {
    const { session, due } = await confirmedPrivateSession(payload, fake, 50)
    const read = await rest('/api/test-clock')
    expect(read.status).toBe(200)
    expect(Math.abs(new Date(((await read.json()) as { now: string }).now).getTime() - Date.now())).toBeLessThan(60_000)

    const before = await postJson('/api/test-clock', { at: new Date(due.getTime() - 60_000).toISOString() })
    expect(before.status).toBe(200)
    expect(((await before.json()) as Advanced).balances.map((b) => b.privateSessionId)).not.toContain(session.id)
    expect(chargesOf(session.id)).toHaveLength(0)

    const answers = await Promise.all([1, 2, 3].map(() => postJson('/api/test-clock', { at: due.toISOString() })))
    const bodies = await Promise.all(answers.map(async (a) => (await a.json()) as Advanced))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const ofSession = bodies.flatMap((b) => b.balances.filter((x) => x.privateSessionId === session.id).map((x) => x.outcome))
    expect(ofSession.filter((o) => o === 'charged')).toHaveLength(1)
    expect(chargesOf(session.id)).toHaveLength(1)
    const paid = await payload.findByID({ collection: 'private-sessions', id: session.id, overrideAccess: true })
    expect(paid.balancePaidAt).toBeTruthy()
    expect(paid.history?.filter((h) => h.what === 'Balance of $225.00 charged to the saved card')).toHaveLength(1)
    expect(clockNow().getTime()).toBeGreaterThanOrEqual(due.getTime())
  })

  it('never moves back, and refuses an instant that is not one', async () => {
    const now = clockNow()
    const back = await postJson('/api/test-clock', { at: new Date(now.getTime() - 86_400_000).toISOString() })
    expect(back.status).toBe(200)
    expect(new Date(((await back.json()) as Advanced).now).getTime()).toBeGreaterThanOrEqual(now.getTime())
    expect((await postJson('/api/test-clock', { at: 'tomorrow' })).status).toBe(400)
  })

  it('the per-minute balance job reads the same clock: moved past a due time, its next run charges the balance', async () => {
    const { session, due } = await confirmedPrivateSession(payload, fake, 120)
    moveTestClockTo(due)
    await payload.jobs.queue({ task: 'chargePrivateBalances', input: {}, queue: 'maintenance' })
    await payload.jobs.run({ queue: 'maintenance' })
    expect(chargesOf(session.id)).toHaveLength(1)
    expect((await payload.findByID({ collection: 'private-sessions', id: session.id, overrideAccess: true })).balancePaidAt).toBeTruthy()
  })
})
