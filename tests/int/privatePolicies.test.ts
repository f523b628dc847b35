import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { handleStripeEvent } from '@/server/payments/stripeEvents'
import { stripeClient } from '@/server/payments/stripe'
import { cancelPrivateSession } from '@/server/privateSessions/cancelPrivateSession'
import { settleBalance } from '@/server/privateSessions/chargeBalance'
import { applyPaidPrivateMove, requestPrivateMove } from '@/server/privateSessions/movePrivateSession'
import { askPrivateRefunds, privateSessionsWithRefundsDue } from '@/server/privateSessions/privateRefunds'
import { moveForWeather, offerFreeMove } from '@/server/privateSessions/studioActions'

import { makeUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { confirmedPrivateSession } from '../helpers/privateSessions'

// The real stripe SDK against the fake Stripe HTTP server, started before the app's env is read.
const fake = await vi.hoisted(async () => (await import('../helpers/fakeStripe')).startFakeStripeForApp())

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(() => fake.close())

const HOUR = 3_600_000
const MIN = 60_000
/** A whole hour some days from now, so hours before the start are exact. */
const daysAhead = (days: number) => new Date(Math.floor((Date.now() + days * 24 * HOUR) / HOUR) * HOUR)
const before = (s: { startTime: string }, hours: number) => new Date(new Date(s.startTime).getTime() - hours * HOUR)

async function instructor(name: string) {
  const user = await makeUser(payload, 'instructor')
  return payload.update({ collection: 'users', id: user.id, data: { name }, overrideAccess: true })
}

const confirmedSession = (start: Date, instructorId?: number) => confirmedPrivateSession(payload, fake, start, { program: 'workplace', instructorId })

const read = (id: number) => payload.findByID({ collection: 'private-sessions', id, overrideAccess: true })
const emailOf = async (key: string) => (await payload.find({ collection: 'emails', where: { dedupeKey: { equals: key } }, overrideAccess: true })).docs
const refundsOf = (paymentIntent: string | null | undefined) => fake.refundRequests.filter((r) => r.payment_intent === paymentIntent)

async function cancelAt(hours: number, { paidInFull }: { paidInFull: boolean }) {
  // Paid in full: the session was booked under 14 days ahead; the cancellation's `now` is then set back to `hours` before it.
  const { session } = await confirmedSession(paidInFull ? daysAhead(10) : daysAhead(40))
  expect(session.depositCents).toBe(paidInFull ? 45_000 : 22_500)
  const answer = await cancelPrivateSession(payload, session.id, { by: 'organizer', now: before(session, hours), stripe: stripeClient() })
  return { session, answer, after: await read(session.id), email: (await emailOf(`private-cancelled:${session.id}`))[0] }
}

describe('the organizer cancels, under the private class policies', () => {
  it('at 672 hours: everything paid comes back, refunded once at Stripe and recorded after it answered', async () => {
    const { session, answer, after, email } = await cancelAt(672, { paidInFull: false })
    expect(answer).toEqual({ refundCents: 22_500, refund: '$225.00 back to your card' })
    expect(after).toMatchObject({ status: 'cancelled', refundedCents: 22_500 })
    expect(after.failedRefunds).toEqual([])
    expect(refundsOf(session.stripePaymentIntentId)).toEqual([expect.objectContaining({ idempotencyKey: `private-refund-${session.id}-private-session-${session.stripePaymentIntentId}`, refused: false })])
    expect(fake.refunds.find((r) => r.payment_intent === session.stripePaymentIntentId)?.amount).toBe(22_500)
    expect(email.text).toContain('What comes back: $225.00 back to your card.')
    // A second click refunds nothing more.
    await expect(cancelPrivateSession(payload, session.id, { by: 'organizer', now: before(session, 672), stripe: stripeClient() })).rejects.toMatchObject({ code: 'ACTION_NOT_ALLOWED' })
    expect(refundsOf(session.stripePaymentIntentId)).toHaveLength(1)
  })

  it('at 671 hours: only what was paid beyond the deposit comes back', async () => {
    const { answer, after } = await cancelAt(671, { paidInFull: true })
    expect(answer.refundCents).toBe(22_500)
    expect(after.refundedCents).toBe(22_500)
  })

  it('at 671 hours with only the deposit paid: nothing comes back, and the page and email say the deposit is kept', async () => {
    const { session, answer, after, email } = await cancelAt(671, { paidInFull: false })
    expect(answer).toEqual({ refundCents: 0, refund: '$0.00 — the deposit is non-refundable under the private class policies' })
    expect(after).toMatchObject({ status: 'cancelled', refundedCents: 0 })
    expect(refundsOf(session.stripePaymentIntentId)).toHaveLength(0)
    expect(email.text).toContain('What comes back: $0.00 — the deposit is non-refundable under the private class policies.')
  })

  it('at 336 hours the deposit is kept and the rest comes back; at 335 hours nothing does', async () => {
    expect((await cancelAt(336, { paidInFull: true })).answer.refundCents).toBe(22_500)
    const late = await cancelAt(335, { paidInFull: true })
    expect(late.answer).toEqual({ refundCents: 0, refund: '$0.00 — nothing is refundable within 14 days of the session under the private class policies' })
    expect(refundsOf(late.session.stripePaymentIntentId)).toHaveLength(0)
  })

  it("a refund Stripe refuses is kept on the session's 'Refunds not gone through yet', the owner told once, and asked again with the same key", async () => {
    fake.refuseRefunds = true
    try {
      const { session, after } = await cancelAt(700, { paidInFull: false })
      expect(after.refundedCents ?? 0).toBe(0)
      expect(after.failedRefunds).toEqual([expect.objectContaining({ purpose: 'private-session', amountCents: 22_500, attempts: 1, lastError: expect.stringContaining('refuses refunds') })])
      expect(await emailOf(`refund-failed:private-refund-${session.id}-private-session-${session.stripePaymentIntentId}`)).toHaveLength(1)
      // The retry job's list: not before the refund's next retry is due, then with it.
      expect(await privateSessionsWithRefundsDue(payload, new Date())).not.toContain(session.id)
      expect(await privateSessionsWithRefundsDue(payload, new Date(after.failedRefunds![0].nextRetryAt!))).toContain(session.id)
      fake.refuseRefunds = false
      expect(await askPrivateRefunds(payload, session.id, { stripe: stripeClient(), now: new Date() })).toEqual({ asked: 1, refunded: 1 })
      expect(await read(session.id)).toMatchObject({ refundedCents: 22_500, failedRefunds: [] })
      expect(new Set(refundsOf(session.stripePaymentIntentId).map((r) => r.idempotencyKey)).size).toBe(1)
    } finally {
      fake.refuseRefunds = false
    }
  })

  it('a session whose start has passed can no longer be cancelled', async () => {
    const { session } = await confirmedSession(daysAhead(40))
    await expect(cancelPrivateSession(payload, session.id, { by: 'organizer', now: new Date(new Date(session.startTime).getTime() + MIN), stripe: stripeClient() })).rejects.toMatchObject({ code: 'ACTION_NOT_ALLOWED' })
  })
})

describe('the organizer moves the session', () => {
  it('at 20 days the $50 fee is paid through Checkout once, and the move made once however often it is confirmed', async () => {
    const { session } = await confirmedSession(daysAhead(20))
    const newStart = new Date(new Date(session.startTime).getTime() + 7 * 24 * HOUR)
    const first = await requestPrivateMove(payload, session.id, newStart, { now: new Date(), stripe: stripeClient() })
    const again = await requestPrivateMove(payload, session.id, newStart, { now: new Date(), stripe: stripeClient() })
    expect(again).toEqual(first)
    const checkout = [...fake.sessions.values()].find((s) => 'redirectTo' in first && s.url === first.redirectTo)!
    expect(checkout.line_items[0].unit_amount).toBe(5000)
    expect(await read(session.id)).toMatchObject({ startTime: session.startTime })

    const paid = fake.pay(checkout.id)
    const event = { id: 'evt_move', object: 'event', type: 'checkout.session.completed', data: { object: paid }, created: 0 } as never
    const answers = await Promise.all([handleStripeEvent(payload, event), handleStripeEvent(payload, event), applyPaidPrivateMove(payload, paid as never, { stripe: stripeClient(), now: new Date() })])
    expect(answers.filter((a) => a === true || (a as { privateMove?: boolean }).privateMove === true)).toHaveLength(1)

    const moved = await read(session.id)
    expect(new Date(moved.startTime).getTime()).toBe(newStart.getTime())
    expect(new Date(moved.endTime).getTime()).toBe(newStart.getTime() + 90 * MIN)
    expect(new Date(moved.balanceDueAt!).getTime()).toBe(newStart.getTime() - 336 * HOUR)
    expect(moved.moveFees).toEqual([expect.objectContaining({ amountCents: 5000, stripeSessionId: checkout.id })])
    expect(moved.history?.filter((h) => h.what?.startsWith('Moved from'))).toHaveLength(1)
    const emails = await emailOf(`private-moved:${session.id}:${newStart.toISOString()}`)
    expect(emails).toHaveLength(1)
    expect(emails[0].text).toContain('The move fee of $50.00 is paid.')
    expect(emails[0].attachments).toEqual([expect.objectContaining({ filename: 'session.ics' })])
  })

  it("a move into the instructor's other session is refused with the conflict named, and nothing is charged", async () => {
    const dana = await instructor('Dana')
    const other = await confirmedSession(daysAhead(45), dana.id)
    const { session } = await confirmedSession(daysAhead(40), dana.id)
    const checkoutsBefore = fake.sessions.size
    await expect(requestPrivateMove(payload, session.id, new Date(new Date(other.session.startTime).getTime() + 30 * MIN), { now: new Date(), stripe: stripeClient() })).rejects.toMatchObject({
      code: 'INSTRUCTOR_BUSY',
      message: expect.stringMatching(/^Dana already teaches a workplace safety session on /),
    })
    expect(fake.sessions.size).toBe(checkoutsBefore)
  })

  it('at 28 days or more the move is free and made at once', async () => {
    const { session } = await confirmedSession(daysAhead(40))
    const newStart = new Date(new Date(session.startTime).getTime() + 24 * HOUR)
    expect(await requestPrivateMove(payload, session.id, newStart, { now: new Date(), stripe: stripeClient() })).toEqual({ moved: true })
    expect(new Date((await read(session.id)).startTime).getTime()).toBe(newStart.getTime())
  })
})

describe("the studio's actions", () => {
  it('cancelled by the studio (the instructor) refunds everything paid, even under 14 days', async () => {
    const { session } = await confirmedSession(daysAhead(10))
    const answer = await cancelPrivateSession(payload, session.id, { by: 'studio', now: new Date(), stripe: stripeClient() })
    expect(answer.refundCents).toBe(45_000)
    expect(await read(session.id)).toMatchObject({ status: 'cancelled-by-studio', refundedCents: 45_000 })
    expect((await emailOf(`private-cancelled:${session.id}`))[0].text).toContain('$450.00 back to your card')
  })

  it('after the balance was charged: a receipt each for the deposit and the balance, and a studio cancellation refunds each card payment what it paid', async () => {
    const { session } = await confirmedSession(daysAhead(40))
    fake.offSession = 'succeed'
    const due = before(session, 336)
    expect(await settleBalance(payload, session.id, { stripe: stripeClient(), now: due })).toBe('charged')
    const charged = await read(session.id)
    expect(charged.balancePaymentIntentId).toBeTruthy()
    const receipts = await payload.find({ collection: 'invoices', where: { privateSession: { equals: session.id } }, sort: 'number', overrideAccess: true })
    expect(receipts.docs.map((r) => [r.kind, r.amountCents])).toEqual([
      ['deposit', 22_500],
      ['balance', 22_500],
    ])

    // 14-27 days out the organizer would get the balance back; the studio cancelling gives back both payments.
    const answer = await cancelPrivateSession(payload, session.id, { by: 'studio', now: before(session, 100), stripe: stripeClient() })
    expect(answer.refundCents).toBe(45_000)
    const refundedTo = (paymentIntent: string | null | undefined) => fake.refunds.filter((r) => r.payment_intent === paymentIntent).map((r) => r.amount)
    expect(refundedTo(charged.balancePaymentIntentId)).toEqual([22_500])
    expect(refundedTo(charged.stripePaymentIntentId)).toEqual([22_500])
    expect(await read(session.id)).toMatchObject({ status: 'cancelled-by-studio', refundedCents: 45_000, failedRefunds: [] })
  })

  it('a free move offered by the studio makes the next move free whatever the hours', async () => {
    const { session } = await confirmedSession(daysAhead(10))
    await offerFreeMove(payload, session.id, new Date())
    expect(await emailOf(`private-move-offered:${session.id}:${session.startTime}`)).toHaveLength(1)
    const newStart = new Date(new Date(session.startTime).getTime() + 3 * 24 * HOUR)
    expect(await requestPrivateMove(payload, session.id, newStart, { now: new Date(), stripe: stripeClient() })).toEqual({ moved: true })
    expect(await read(session.id)).toMatchObject({ freeMoveOffered: false, moveFees: [] })
  })

  it('moved for the weather: free, checked against the calendar, the organizer emailed', async () => {
    const { session } = await confirmedSession(daysAhead(5))
    const newStart = new Date(new Date(session.startTime).getTime() + 2 * 24 * HOUR)
    await moveForWeather(payload, session.id, newStart, new Date())
    const moved = await read(session.id)
    expect(new Date(moved.startTime).getTime()).toBe(newStart.getTime())
    expect(moved.moveFees).toEqual([])
    expect((await emailOf(`private-moved:${session.id}:${newStart.toISOString()}`))[0].text).toContain('because of the weather; the move is free')
  })
})
