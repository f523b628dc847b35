import { randomBytes, randomInt } from 'node:crypto'

import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { HISTORY } from '@/domain/manage/historyActions'
import { MANAGE_LOOKUPS_PER_ADDRESS, MANAGE_LOOKUPS_WITHOUT_ADDRESS } from '@/domain/limits/publicLimits'
import { classRoster } from '@/server/admin/roster'
import { findBookingByManageToken, manageTokenOf } from '@/server/bookings/manageToken'
import { seatsTaken } from '@/server/seats'

import { adultBody, postJson } from '../helpers/bookings'
import { makeBooking, makeSchedule, makeUser, type TestUser } from '../helpers/factories'
import { rest } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

// The real stripe SDK against the fake Stripe server, and one trusted proxy (its X-Forwarded-For names the client).
const fake = await vi.hoisted(async () => {
  process.env.TRUSTED_PROXY_HOPS = '1'
  return (await import('../helpers/fakeStripe')).startFakeStripeForApp()
})

const DAY = 24 * 3600_000
const signer = new Stripe('sk_test_fake')
let payload: Payload
let owner: TestUser

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await makeUser(payload, 'owner')
})
afterAll(() => fake.close())

const newAddress = () => `198.51.${randomInt(256)}.${randomInt(256)}`
/** Each test its own client address, so the lookup limit of one never meets another's. */
const as = (address: string) => ({ 'X-Forwarded-For': address })

const inDays = (days: number, spots = 10) => {
  const start = Date.now() + days * DAY
  return makeSchedule(payload, { startTime: new Date(start).toISOString(), endTime: new Date(start + 3 * 3600_000).toISOString(), availableSpots: spots })
}

const read = (id: number) => payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
const tokenOf = async (id: number) => manageTokenOf((await read(id)).manageTokenNonce!)
const taken = async (scheduleId: number) => (await seatsTaken(payload, [scheduleId], { now: new Date() })).get(scheduleId)
const history = async (bookingId: number) =>
  (await payload.find({ collection: 'booking-events', where: { booking: { equals: bookingId } }, sort: 'id', pagination: false, overrideAccess: true })).docs

function webhook(type: string, object: unknown) {
  const body = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object }, created: 0 })
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_test_secret' })
  return rest('/api/webhooks/stripe', { method: 'POST', body, headers: { 'Stripe-Signature': signature } })
}

/** A booking made and paid through Stripe Checkout, as a customer does: confirmed, with its payment intent. */
async function paidBooking(scheduleId: number) {
  const answer = await postJson('/api/create-booking', adultBody(scheduleId))
  expect(answer.status).toBe(200)
  const { bookingId } = (await answer.json()) as { bookingId: number }
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === String(bookingId))!
  const paid = fake.pay(session.id)
  expect((await webhook('checkout.session.completed', paid)).status).toBe(200)
  expect((await read(bookingId)).status).toBe('confirmed')
  return { bookingId, paymentIntent: paid.payment_intent!, token: await tokenOf(bookingId) }
}

const refundsOf = (paymentIntent: string) => fake.refunds.filter((r) => r.payment_intent === paymentIntent)

describe('cancel with a full refund (14+ days)', () => {
  it('at 15 days: one refund, the seats are free at once, cancelled and then refunded by the webhook', async () => {
    const schedule = await inDays(15, 3)
    const { bookingId, paymentIntent, token } = await paidBooking(schedule.id)
    expect(await taken(schedule.id)).toBe(1)
    fake.refundStatus = 'pending'
    try {
      const answer = await postJson('/api/manage-booking/cancel', { token }, as(newAddress()))
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ status: 'cancelled', refund: 'pending' })
    } finally {
      fake.refundStatus = 'succeeded'
    }
    expect(refundsOf(paymentIntent)).toHaveLength(1)
    expect(await taken(schedule.id)).toBe(0)
    const cancelled = await read(bookingId)
    expect(cancelled).toMatchObject({ status: 'cancelled', stripeRefundId: refundsOf(paymentIntent)[0].id })

    const event = { object: 'charge', id: 'ch_1', refunded: true, payment_intent: paymentIntent }
    expect((await webhook('charge.refunded', event)).status).toBe(200)
    expect((await webhook('charge.refunded', event)).status).toBe(200)
    expect(await read(bookingId)).toMatchObject({ status: 'refunded' })
    expect(refundsOf(paymentIntent)).toHaveLength(1)

    const actions = (await history(bookingId)).map((e) => [e.action, e.actor])
    expect(actions).toContainEqual([HISTORY.cancelledForRefund, 'customer (manage link)'])
    expect(actions).toContainEqual(['refund confirmed', 'Stripe (or the demo checkout)'])
    const requested = (await history(bookingId)).find((e) => e.stripeRefundId)
    expect(requested).toMatchObject({ stripePaymentIntentId: paymentIntent, before: { stripeRefundId: null }, after: { stripeRefundId: cancelled.stripeRefundId } })
  })

  it('two cancel requests at once (two tabs, a double click): one refund', async () => {
    const schedule = await inDays(20)
    const { bookingId, paymentIntent, token } = await paidBooking(schedule.id)
    const address = newAddress()
    const answers = await Promise.all([1, 2, 3].map(() => postJson('/api/manage-booking/cancel', { token }, as(address))))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(refundsOf(paymentIntent)).toHaveLength(1)
    expect(await read(bookingId)).toMatchObject({ status: 'refunded' })
    expect((await history(bookingId)).filter((e) => e.action === HISTORY.cancelledForRefund)).toHaveLength(1)
    const emails = await payload.find({ collection: 'emails', where: { and: [{ booking: { equals: bookingId } }, { subject: { contains: 'Booking cancelled' } }] }, overrideAccess: true })
    expect(emails.docs.map((e) => e.text)).toEqual([expect.stringContaining('has been refunded in full')])
  })

  it('is refused at 10 days (the class-credit tier) and changes nothing', async () => {
    const schedule = await inDays(10)
    const { bookingId, paymentIntent, token } = await paidBooking(schedule.id)
    const answer = await postJson('/api/manage-booking/cancel', { token }, as(newAddress()))
    expect(answer.status).toBe(409)
    expect(refundsOf(paymentIntent)).toHaveLength(0)
    expect((await read(bookingId)).status).toBe('confirmed')
  })
})

describe('move to another class (14+ days)', () => {
  it('into the last seat, racing a new booking for it: exactly one wins', async () => {
    const from = await inDays(20)
    const to = await inDays(25, 1)
    const { booking } = await makeBooking(payload, { schedule: from.id })
    const token = await tokenOf(booking.id)
    const [move, newBooking] = await Promise.all([
      postJson('/api/manage-booking/move', { token, toScheduleId: to.id }, as(newAddress())),
      postJson('/api/create-booking', adultBody(to.id)),
    ])
    expect([move.status, newBooking.status].sort()).toEqual([200, 409])
    expect(await taken(to.id)).toBe(1)
    const moved = move.status === 200
    expect(((await read(booking.id)).schedule as number) === to.id).toBe(moved)
  })

  it('first move free and at once; the second charges $20 once, however often it is clicked or the event delivered', async () => {
    const a = await inDays(20)
    const b = await inDays(21)
    const c = await inDays(22)
    const { booking, participant } = await makeBooking(payload, { schedule: a.id })
    const token = await tokenOf(booking.id)
    const address = newAddress()

    const first = await postJson('/api/manage-booking/move', { token, toScheduleId: b.id }, as(address))
    expect(await first.json()).toEqual({ moved: true, scheduleId: b.id })
    expect(await read(booking.id)).toMatchObject({ schedule: b.id, moveCount: 1, bookingNumber: booking.bookingNumber })
    expect((await payload.findByID({ collection: 'participants', id: participant.id, overrideAccess: true, depth: 0 })).schedule).toBe(b.id)

    const clicks = await Promise.all([1, 2].map(() => postJson('/api/manage-booking/move', { token, toScheduleId: c.id }, as(address))))
    const urls = await Promise.all(clicks.map(async (r) => ((await r.json()) as { checkoutUrl: string }).checkoutUrl))
    expect(urls[0]).toMatch(/^https:\/\/checkout\.fake-stripe\.test\//)
    expect(urls[1]).toBe(urls[0])
    const fees = [...fake.sessions.values()].filter((s) => s.metadata.purpose === 'move-fee' && s.metadata.bookingId === String(booking.id))
    expect(fees).toHaveLength(1)
    expect(fees[0].line_items).toEqual([{ quantity: 1, unit_amount: 2000, name: expect.stringContaining('Reschedule fee') }])
    expect(await read(booking.id)).toMatchObject({ schedule: b.id, moveCount: 1 })

    const paid = fake.pay(fees[0].id)
    const deliveries = await Promise.all([1, 2, 3].map(() => webhook('checkout.session.completed', paid)))
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200])
    expect(await read(booking.id)).toMatchObject({ schedule: c.id, moveCount: 2, status: 'confirmed' })
    const movedPaid = (await history(booking.id)).filter((e) => e.action === HISTORY.movedPaid)
    expect(movedPaid).toHaveLength(1)
    expect(movedPaid[0]).toMatchObject({ amountCents: 2000, stripeSessionId: paid.id, stripePaymentIntentId: paid.payment_intent, before: { schedule: b.id }, after: { schedule: c.id } })
    expect(fake.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(0)
    const emails = await payload.find({ collection: 'emails', where: { and: [{ booking: { equals: booking.id } }, { kind: { equals: 'booking-moved' } }] }, overrideAccess: true })
    expect(emails.totalDocs).toBe(2)
    // Moves the customer chose: not questioned, and each carries the updated calendar file.
    for (const moved of emails.docs) {
      expect(moved.text).not.toContain('does not work for you')
      expect(moved.attachments).toEqual([expect.objectContaining({ filename: 'class.ics', content: expect.stringContaining('BEGIN:VEVENT') })])
    }
  })

  it('a paid move whose class filled meanwhile is not made, and its fee is refunded once', async () => {
    const a = await inDays(20)
    const full = await inDays(22, 1)
    const { booking } = await makeBooking(payload, { schedule: a.id, moveCount: 1 })
    const token = await tokenOf(booking.id)
    const answer = await postJson('/api/manage-booking/move', { token, toScheduleId: full.id }, as(newAddress()))
    const { checkoutUrl } = (await answer.json()) as { checkoutUrl: string }
    const fee = [...fake.sessions.values()].find((s) => s.url === checkoutUrl)!
    await makeBooking(payload, { schedule: full.id })
    const paid = fake.pay(fee.id)
    await webhook('checkout.session.completed', paid)
    await webhook('checkout.session.completed', paid)
    expect(await read(booking.id)).toMatchObject({ schedule: a.id, moveCount: 1 })
    expect(fake.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1)
    expect((await history(booking.id)).filter((e) => e.action === HISTORY.moveFeeRefunded)).toHaveLength(1)
  })
})

describe('substitution (under 72 hours)', () => {
  it('at 2 days: new names on the roster; refund and move are refused', async () => {
    const schedule = await inDays(2)
    const other = await inDays(20)
    const { booking, participant } = await makeBooking(payload, { schedule: schedule.id })
    const token = await tokenOf(booking.id)
    const address = newAddress()
    expect((await postJson('/api/manage-booking/cancel', { token }, as(address))).status).toBe(409)
    expect((await postJson('/api/manage-booking/move', { token, toScheduleId: other.id }, as(address))).status).toBe(409)

    const answer = await postJson('/api/manage-booking/substitute', { token, participants: [{ participantId: participant.id, firstName: 'Grace', lastName: 'Hopper' }] }, as(address))
    expect(answer.status).toBe(200)
    // Who must sign depends on a waiver being in force (waivers.test.ts); here only the change counts.
    expect(await answer.json()).toMatchObject({ changed: 1 })
    const roster = await classRoster(payload, owner, schedule.id)
    expect(roster.roster.map((r) => `${r.firstName} ${r.lastName}`)).toEqual(['Grace Hopper'])
    const [event] = (await history(booking.id)).filter((e) => e.action === HISTORY.substituted)
    expect(event).toMatchObject({ before: { [participant.id]: 'Ada Lovelace (16+)' }, after: { [participant.id]: 'Grace Hopper (16+)' } })
  })

  it("keeps a mother-daughter booking's age rules: a daughter must be 12-15", async () => {
    const schedule = await inDays(1)
    const { booking } = await makeBooking(payload, { schedule: schedule.id, classType: 'mother-daughter', seats: 2, participantCount: 2 })
    const daughter = await payload.create({
      collection: 'participants',
      data: { booking: booking.id, schedule: schedule.id, firstName: 'Bea', lastName: 'Lovelace', ageGroup: '12-15', isPrimaryContact: false, attendance: 'Not Recorded' },
      overrideAccess: true,
    })
    const token = await tokenOf(booking.id)
    const tooOld = await postJson('/api/manage-booking/substitute', { token, participants: [{ participantId: daughter.id, firstName: 'Cleo', lastName: 'Hopper', ageGroup: '16+' }] }, as(newAddress()))
    expect(tooOld.status).toBe(400)
    expect((await tooOld.json()).error).toBe('Mother–Daughter classes are for daughters ages 12–15 only.')
    expect((await payload.findByID({ collection: 'participants', id: daughter.id, overrideAccess: true })).firstName).toBe('Bea')
  })
})

describe('the manage token', () => {
  it('is refused when wrong, revoked, or used on another booking', async () => {
    const schedule = await inDays(2)
    const mine = await makeBooking(payload, { schedule: schedule.id })
    const theirs = await makeBooking(payload, { schedule: schedule.id })
    const address = newAddress()
    const substitute = (token: string, participantId: number) =>
      postJson('/api/manage-booking/substitute', { token, participants: [{ participantId, firstName: 'Eve', lastName: 'Mallory' }] }, as(address))

    expect((await substitute(randomBytes(32).toString('base64url'), mine.participant.id)).status).toBe(404)
    expect((await substitute('short', mine.participant.id)).status).toBe(404)
    const myToken = await tokenOf(mine.booking.id)
    expect((await substitute(myToken, theirs.participant.id)).status).toBe(400)
    expect((await payload.findByID({ collection: 'participants', id: theirs.participant.id, overrideAccess: true })).firstName).toBe('Ada')

    // The owner revokes the link in /cms: the old one stops working, the new one works.
    await payload.update({ collection: 'bookings', id: mine.booking.id, data: { newManageLink: true }, user: owner, overrideAccess: false })
    expect((await substitute(myToken, mine.participant.id)).status).toBe(404)
    const newToken = await tokenOf(mine.booking.id)
    expect(newToken).not.toBe(myToken)
    expect((await substitute(newToken, mine.participant.id)).status).toBe(200)
    expect((await history(mine.booking.id)).map((e) => e.actor)).toContain(`owner ${owner.email}`)
  })

  it('malformed tokens are refused before they count: junk beyond the shared ceiling locks no customer out', async () => {
    const { booking } = await makeBooking(payload)
    const token = await tokenOf(booking.id)
    for (let i = 0; i < MANAGE_LOOKUPS_WITHOUT_ADDRESS.points + 100; i++) {
      expect(await findBookingByManageToken(payload, `junk-${i}`, { address: null })).toBeNull()
    }
    expect((await findBookingByManageToken(payload, token, { address: null }))?.id).toBe(booking.id)
  })

  it('1000 random tokens find nothing, and one address is refused after the limit', async () => {
    await makeBooking(payload)
    const found = await Promise.all(
      Array.from({ length: 1000 }, () => findBookingByManageToken(payload, randomBytes(32).toString('base64url'), { address: newAddress() })),
    )
    expect(found.filter(Boolean)).toHaveLength(0)

    const address = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < MANAGE_LOOKUPS_PER_ADDRESS.points + 20; i++) {
      statuses.push((await postJson('/api/manage-booking/cancel', { token: randomBytes(32).toString('base64url') }, as(address))).status)
    }
    expect(statuses.filter((s) => s === 404)).toHaveLength(MANAGE_LOOKUPS_PER_ADDRESS.points)
    expect(statuses.slice(MANAGE_LOOKUPS_PER_ADDRESS.points).every((s) => s === 429)).toBe(true)
  })
})

describe('a move from a page that shows an older fee', () => {
  it('is answered with the current fee before anything is charged or moved', async () => {
    const a = await inDays(20)
    const b = await inDays(21)
    const { booking } = await makeBooking(payload, { schedule: a.id, moveCount: 1 })
    const token = await tokenOf(booking.id)
    const address = newAddress()
    const sessionsBefore = fake.sessions.size

    const stale = await postJson('/api/manage-booking/move', { token, toScheduleId: b.id, expectedFeeCents: 0 }, as(address))
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ code: 'MOVE_FEE_CHANGED', feeCents: 2000, error: expect.stringContaining('this move costs $20.00. Nothing was charged yet') })
    expect(fake.sessions.size).toBe(sessionsBefore)
    expect(await read(booking.id)).toMatchObject({ schedule: a.id, moveCount: 1 })

    const agreed = await postJson('/api/manage-booking/move', { token, toScheduleId: b.id, expectedFeeCents: 2000 }, as(address))
    expect((await agreed.json()).checkoutUrl).toMatch(/^https:\/\/checkout\.fake-stripe\.test\//)
  })
})
