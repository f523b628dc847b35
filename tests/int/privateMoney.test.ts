import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { loadDashboard } from '@/server/admin/dashboard'
import { stripeClient } from '@/server/payments/stripe'
import { cancelPrivateSession } from '@/server/privateSessions/cancelPrivateSession'
import { settleBalance } from '@/server/privateSessions/chargeBalance'
import { askPrivateRefunds } from '@/server/privateSessions/privateRefunds'
import { privateRevenue } from '@/server/reports/privateRevenue'

import { confirmedPrivateSession } from '../helpers/privateSessions'
import { makeUser, type TestUser } from '../helpers/factories'
import { rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

// The real stripe SDK against the fake Stripe server, which can refuse refunds and then accept them.
const fake = await vi.hoisted(async () => (await import('../helpers/fakeStripe')).startFakeStripeForApp())

let payload: Payload
let owner: TestUser
beforeAll(async () => {
  payload = await getTestPayload()
  owner = await makeUser(payload, 'owner')
})
afterAll(() => fake.close())

const HOUR = 3_600_000
const before = (s: { startTime: string }, hours: number) => new Date(new Date(s.startTime).getTime() - hours * HOUR)
const read = (id: number) => payload.findByID({ collection: 'private-sessions', id, overrideAccess: true })
/** A period of one instant's millisecond: only the money moved at `at`. */
const instant = (at: Date) => ({ from: at, to: new Date(at.getTime() + 1) })
const community = async (period: { from: Date; to: Date }) => (await privateRevenue(payload, period, new Date())).byProgram.find((p) => p.program === 'community-group')!

describe('private revenue, net of refunds, in the month the money moved', () => {
  it('a session paid its deposit and balance, then cancelled 14-27 days out: the balance refunded is taken off when it moved', async () => {
    const session = (await confirmedPrivateSession(payload, fake, 40, { program: 'community-group' })).session
    fake.offSession = 'succeed'
    const balancePaidAt = before(session, 336)
    expect(await settleBalance(payload, session.id, { stripe: stripeClient(), now: balancePaidAt })).toBe('charged')
    const whole = { from: new Date(Date.now() - HOUR), to: new Date(session.startTime) }
    const paid = await community(whole)

    // 400 hours before the start the deposit is kept and what was paid beyond it (the balance) comes back.
    const cancelledAt = before(session, 400)
    expect((await cancelPrivateSession(payload, session.id, { by: 'organizer', now: cancelledAt, stripe: stripeClient() })).refundCents).toBe(22_500)
    const after = await read(session.id)
    expect(after.refundsMade).toEqual([expect.objectContaining({ amountCents: 22_500, to: 'card', stripeRefundId: expect.stringMatching(/^re_/) })])

    const net = await community(whole)
    expect(net.paidCents - paid.paidCents).toBe(0)
    expect(net.refundedCents - paid.refundedCents).toBe(22_500)
    expect(paid.cents - net.cents).toBe(22_500)
    // Counted when it moved: the refund's instant holds only the refund; the balance's only the balance.
    expect(await community(instant(cancelledAt))).toMatchObject({ paidCents: 0, refundedCents: 22_500, cents: -22_500 })
    expect(await community(instant(balancePaidAt))).toMatchObject({ paidCents: 22_500, refundedCents: 0, cents: 22_500 })
  })

  it("a refused refund counts nothing and is on the dashboard's one list with what it is; the owner's retry makes it once, then it counts when it went through", async () => {
    const session = (await confirmedPrivateSession(payload, fake, 20, { program: 'community-group' })).session
    const whole = { from: new Date(Date.now() - HOUR), to: new Date(Date.now() + 30 * 24 * HOUR) }
    const paid = await community(whole)
    const heldBefore = (await privateRevenue(payload, whole, new Date())).depositsHeld

    fake.refuseRefunds = true
    try {
      expect((await cancelPrivateSession(payload, session.id, { by: 'studio', now: new Date(), stripe: stripeClient() })).refundCents).toBe(22_500)
    } finally {
      fake.refuseRefunds = false
    }
    const refused = await community(whole)
    expect(refused.refundedCents).toBe(paid.refundedCents)
    expect(refused.cents).toBe(paid.cents)
    // Cancelled, its deposit is no longer held.
    expect((await privateRevenue(payload, whole, new Date())).depositsHeld).toEqual({ sessions: heldBefore.sessions - 1, cents: heldBefore.cents - 22_500 })

    const listed = (await loadDashboard(payload, owner, new Date())).failedRefunds.docs.find((r) => r.kind === 'private-session' && r.id === session.id)
    expect(listed).toMatchObject({ reference: String(session.id), name: 'Olga Organizer', startTime: session.startTime, amountCents: 22_500, attempts: 1, lastError: expect.stringContaining('refuses refunds') })
    expect(listed!.since).toBeTruthy()

    const instructorToken = await tokenFor(payload, await makeUser(payload, 'instructor'))
    expect((await rest('/api/owner/retry-refund', { method: 'POST', body: JSON.stringify({ privateSessionId: session.id }), token: instructorToken })).status).toBe(403)
    const retriedAt = new Date()
    const answer = await rest('/api/owner/retry-refund', { method: 'POST', body: JSON.stringify({ privateSessionId: session.id }), token: await tokenFor(payload, owner) })
    expect(await answer.json()).toMatchObject({ retried: 1, refunded: 1, stillFailed: 0, message: 'Stripe accepted the refund. The organizer is being emailed.' })
    const again = await rest('/api/owner/retry-refund', { method: 'POST', body: JSON.stringify({ privateSessionId: session.id }), token: await tokenFor(payload, owner) })
    expect(await again.json()).toMatchObject({ retried: 0, message: 'There is no refused refund to retry on this private session.' })

    expect(fake.refunds.filter((r) => r.payment_intent === session.stripePaymentIntentId).map((r) => r.amount)).toEqual([22_500])
    const after = await read(session.id)
    expect(after).toMatchObject({ refundedCents: 22_500, failedRefunds: [] })
    expect(new Date(after.refundsMade![0].at!).getTime()).toBeGreaterThanOrEqual(retriedAt.getTime())
    expect((await loadDashboard(payload, owner, new Date())).failedRefunds.docs.some((r) => r.kind === 'private-session' && r.id === session.id)).toBe(false)
    const went = await community(whole)
    expect(went.refundedCents - paid.refundedCents).toBe(22_500)
    const [email] = (await payload.find({ collection: 'emails', where: { dedupeKey: { equals: `refund-completed:private-refund-${session.id}-private-session-${session.stripePaymentIntentId}` } }, overrideAccess: true })).docs
    expect(email).toMatchObject({ to: session.organizerEmail, kind: 'refund-completed' })
    expect(email.text).toContain('has now gone through: $225.00 of what you paid is refunded to the card you paid with.')
  })

  it('a repeat ask after it went through moves no more money and dates nothing more', async () => {
    const session = (await confirmedPrivateSession(payload, fake, 20, { program: 'community-group' })).session
    await cancelPrivateSession(payload, session.id, { by: 'studio', now: new Date(), stripe: stripeClient() })
    expect(await askPrivateRefunds(payload, session.id, { stripe: stripeClient(), now: new Date() })).toEqual({ asked: 0, refunded: 0 })
    expect((await read(session.id)).refundsMade).toHaveLength(1)
  })
})
