import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { postJson } from '../helpers/bookings'
import { getTestPayload } from '../helpers/payload'
import { heldAtCheckout, manageTokenOfBooking, paidThroughCheckout, readBooking, scheduleInDays, stripeWebhook } from '../helpers/stripeFlow'

// The real stripe SDK against the fake Stripe server, started before the app's env is read.
const fake = await vi.hoisted(async () => (await import('../helpers/fakeStripe')).startFakeStripeForApp())

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(() => fake.close())

const inDays = (days: number) => scheduleInDays(payload, days)
const read = (id: number) => readBooking(payload, id)
const tokenOf = (id: number) => manageTokenOfBooking(payload, id)
const refundCalls = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').length
const emailsOf = async (bookingId: number) =>
  (await payload.find({ collection: 'emails', where: { booking: { equals: bookingId } }, sort: 'id', pagination: false, overrideAccess: true })).docs

const held = (scheduleId: number) => heldAtCheckout(fake, scheduleId)
const paid = (scheduleId: number) => paidThroughCheckout(payload, fake, scheduleId)

const verify = (sessionId: string, bookingId: number) => postJson('/api/verify-payment', { session_id: sessionId, booking_id: bookingId })

describe('a payment already recorded on its booking is never applied again', () => {
  it('cancelled for a class credit: 3 reloads of /stripe-success and a redelivered webhook refund nothing; the credit stays', async () => {
    const schedule = await inDays(7)
    const { bookingId, session } = await paid(schedule.id)
    const cancelled = await postJson('/api/manage-booking/cancel-for-credit', { token: await tokenOf(bookingId) })
    expect(cancelled.status).toBe(200)
    const refundsBefore = refundCalls()

    for (let reload = 0; reload < 3; reload++) {
      const answer = await verify(session.id, bookingId)
      expect(answer.status).toBe(409)
      expect(await answer.json()).toMatchObject({
        code: 'BOOKING_CANCELLED',
        title: 'This booking was cancelled for a class credit',
        error: expect.stringContaining('$75.00'),
      })
    }
    expect((await stripeWebhook('checkout.session.completed', session)).status).toBe(200)

    expect(refundCalls()).toBe(refundsBefore)
    expect(await read(bookingId)).toMatchObject({ status: 'cancelled', stripeRefundId: null })
    const credits = await payload.find({ collection: 'class-credits', where: { sourceBooking: { equals: bookingId } }, overrideAccess: true })
    expect(credits.docs.map((c) => [c.status, c.amountCents, c.remainingCents])).toEqual([['active', 7500, 7500]])
  })

  it('cancelled by the owner in /cms: a reload refunds nothing and says the booking was cancelled', async () => {
    const { bookingId, session } = await paid((await inDays(20)).id)
    await payload.update({ collection: 'bookings', id: bookingId, data: { status: 'cancelled' }, overrideAccess: true })
    const refundsBefore = refundCalls()
    const answer = await verify(session.id, bookingId)
    expect(await answer.json()).toMatchObject({ code: 'BOOKING_CANCELLED', title: 'This booking was cancelled' })
    expect((await stripeWebhook('checkout.session.completed', session)).status).toBe(200)
    expect(refundCalls()).toBe(refundsBefore)
    expect((await read(bookingId)).status).toBe('cancelled')
  })

  it('cancelled and refunded by the customer: a reload says so, not that the class filled up', async () => {
    const { bookingId, session } = await paid((await inDays(20)).id)
    expect(await (await postJson('/api/manage-booking/cancel', { token: await tokenOf(bookingId) })).json()).toMatchObject({ status: 'refunded' })
    const refundsBefore = refundCalls()
    const answer = await verify(session.id, bookingId)
    const body = await answer.json()
    expect(body).toMatchObject({ code: 'BOOKING_CANCELLED', title: 'This booking was cancelled and refunded' })
    expect(body.error).not.toMatch(/filled|took the last seats/)
    expect(refundCalls()).toBe(refundsBefore)
  })
})

describe('/stripe-success after the owner revoked the manage link', () => {
  it('shows no manage link: neither the old nor the new one', async () => {
    const { bookingId, session } = await paid((await inDays(20)).id)
    const before = await (await verify(session.id, bookingId)).json()
    expect(before.booking.manageUrl).toBe(`/manage-booking/${await tokenOf(bookingId)}`)
    await payload.update({ collection: 'bookings', id: bookingId, data: { newManageLink: true }, overrideAccess: true })
    const after = await (await verify(session.id, bookingId)).json()
    expect(after.booking).toMatchObject({ bookingNumber: before.booking.bookingNumber, manageUrl: null, manageLinkRevoked: true })
  })
})

describe('a hold paid after the studio cancelled its class', () => {
  it('gets the choice of a refund or a free move, not a normal confirmation; /stripe-success says so', async () => {
    const schedule = await inDays(20)
    const { bookingId, session } = await held(schedule.id)
    await payload.update({ collection: 'schedules', id: schedule.id, data: { isCancelled: true }, overrideAccess: true })
    expect((await stripeWebhook('checkout.session.completed', fake.pay(session.id))).status).toBe(200)

    expect((await read(bookingId)).status).toBe('confirmed')
    const emails = await emailsOf(bookingId)
    expect(emails.map((e) => e.kind)).not.toContain('booking-confirmation')
    expect(emails.filter((e) => e.dedupeKey === `class-cancelled:${bookingId}:${schedule.id}`)).toHaveLength(1)

    const answer = await verify(session.id, bookingId)
    expect(answer.status).toBe(200)
    expect((await answer.json()).booking).toMatchObject({ classCancelled: true, manageUrl: `/manage-booking/${await tokenOf(bookingId)}` })
    expect((await emailsOf(bookingId)).length).toBe(emails.length)
  })
})
