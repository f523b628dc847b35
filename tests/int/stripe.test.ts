import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { makeBooking, makeClass, makeSchedule } from '../helpers/factories'
import { adultBody, postJson } from '../helpers/bookings'
import { rest } from '../helpers/http'
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

const WEBHOOK_SECRET = 'whsec_test_secret'
const signer = new Stripe('sk_test_fake')

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(() => fake.close())

const bookingStatus = async (id: number) => (await payload.findByID({ collection: 'bookings', id, overrideAccess: true })).status

async function book(scheduleId: number) {
  const answer = await postJson('/api/create-booking', adultBody(scheduleId))
  expect(answer.status).toBe(200)
  const { checkoutUrl, bookingId } = (await answer.json()) as { checkoutUrl: string; bookingId: number }
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === String(bookingId))!
  return { checkoutUrl, bookingId, session }
}

function webhook(type: string, object: unknown, { secret = WEBHOOK_SECRET } = {}) {
  const body = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object }, created: 0 })
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret })
  return rest('/api/webhooks/stripe', { method: 'POST', body, headers: { 'Stripe-Signature': signature } })
}

describe('create-booking with Stripe', () => {
  it('opens a Checkout Session priced on the server, expiring with the hold, tied to the booking, idempotent', async () => {
    const schedule = await makeSchedule(payload)
    const { checkoutUrl, bookingId, session } = await book(schedule.id)
    expect(checkoutUrl).toBe(session.url)
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })
    expect(booking.stripeSessionId).toBe(session.id)
    expect(session.metadata.bookingId).toBe(String(bookingId))
    expect(session.line_items).toEqual([{ quantity: 1, unit_amount: 7500, name: expect.stringContaining('per person') }])
    expect(session.expires_at).toBe(Math.ceil(new Date(booking.holdExpiresAt!).getTime() / 1000))
    expect(session.idempotencyKey).toBe(`checkout-session-${bookingId}`)
  })
})

describe('a free class ($0)', () => {
  it('is confirmed at once without Stripe, once, and its success page reads it', async () => {
    const klass = await makeClass(payload, { priceCents: 0 })
    const schedule = await makeSchedule(payload, { class: klass.id })
    const sessionsBefore = fake.sessions.size
    const answer = await postJson('/api/create-booking', adultBody(schedule.id))
    expect(answer.status).toBe(200)
    const { checkoutUrl, bookingId } = (await answer.json()) as { checkoutUrl: string; bookingId: number }
    expect(checkoutUrl).toMatch(new RegExp(`^/stripe-success\\?session_id=free_[\\w-]+&booking_id=${bookingId}$`))
    expect(fake.sessions.size).toBe(sessionsBefore)
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })
    expect(booking).toMatchObject({ status: 'confirmed', totalCents: 0 })
    const emails = await payload.find({ collection: 'emails', where: { booking: { equals: bookingId } }, overrideAccess: true })
    expect(emails.docs.map((e) => e.kind)).toEqual(['booking-confirmation'])

    const sessionId = new URL(checkoutUrl, 'http://x').searchParams.get('session_id')
    const verified = await postJson('/api/verify-payment', { session_id: sessionId, booking_id: bookingId })
    expect(verified.status).toBe(200)
    expect((await verified.json()).booking).toMatchObject({ totalAmount: 0, participantCount: 1 })
    const forged = await postJson('/api/verify-payment', { session_id: 'free_forged', booking_id: bookingId })
    expect(forged.status).toBe(404)
  })

  it('still checks the seats under the lock', async () => {
    const klass = await makeClass(payload, { priceCents: 0 })
    const schedule = await makeSchedule(payload, { class: klass.id, availableSpots: 3 })
    const answers = await Promise.all(Array.from({ length: 8 }, () => postJson('/api/create-booking', adultBody(schedule.id))))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409])
  })
})

describe('Stripe webhook', () => {
  it('one event delivered 10 times at once: one confirmation and one email', async () => {
    const schedule = await makeSchedule(payload)
    const { bookingId, session } = await book(schedule.id)
    const paid = fake.pay(session.id)
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook('checkout.session.completed', paid)))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    const emails = await payload.find({ collection: 'emails', where: { booking: { equals: bookingId } }, overrideAccess: true })
    expect(emails.docs.map((e) => e.kind)).toEqual(['booking-confirmation'])
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })
    expect(booking).toMatchObject({ status: 'confirmed', stripePaymentIntentId: paid.payment_intent, confirmationEmailStatus: 'Queued' })
  })

  it('a bad signature is a 400 and writes nothing', async () => {
    const schedule = await makeSchedule(payload)
    const { bookingId, session } = await book(schedule.id)
    const paid = fake.pay(session.id)
    const answer = await webhook('checkout.session.completed', paid, { secret: 'whsec_wrong' })
    expect(answer.status).toBe(400)
    const unsigned = await rest('/api/webhooks/stripe', { method: 'POST', body: JSON.stringify({ type: 'checkout.session.completed' }) })
    expect(unsigned.status).toBe(400)
    expect(await bookingStatus(bookingId)).toBe('held')
  })

  it('a completed session still awaiting payment changes nothing; async success then confirms', async () => {
    const schedule = await makeSchedule(payload)
    const { bookingId, session } = await book(schedule.id)
    expect((await webhook('checkout.session.completed', { ...session, status: 'complete' })).status).toBe(200)
    expect(await bookingStatus(bookingId)).toBe('held')
    const paid = fake.pay(session.id)
    expect((await webhook('checkout.session.async_payment_succeeded', paid)).status).toBe(200)
    expect(await bookingStatus(bookingId)).toBe('confirmed')
  })

  it('expiry and async failure release the hold', async () => {
    const schedule = await makeSchedule(payload)
    const a = await book(schedule.id)
    const b = await book(schedule.id)
    await webhook('checkout.session.expired', { ...a.session, status: 'expired' })
    await webhook('checkout.session.async_payment_failed', b.session)
    expect(await bookingStatus(a.bookingId)).toBe('expired')
    expect(await bookingStatus(b.bookingId)).toBe('expired')
  })

  it('a late payment on a class that filled meanwhile is not confirmed: needs review, refund requested', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 2 })
    const { bookingId, session } = await book(schedule.id)
    await payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { holdExpiresAt: new Date(Date.now() - 60_000).toISOString() },
      overrideAccess: true,
    })
    await rest('/api/cleanup-expired-bookings', { method: 'POST' })
    await makeBooking(payload, { schedule: schedule.id, status: 'confirmed', seats: 2 })

    const paid = fake.pay(session.id)
    const answers = await Promise.all([webhook('checkout.session.completed', paid), webhook('checkout.session.completed', paid)])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    expect(await bookingStatus(bookingId)).toBe('needs-review')
    const refunds = fake.refunds.filter((r) => r.payment_intent === paid.payment_intent)
    expect(refunds).toHaveLength(1)
  })

  it('a late payment while seats are still free is confirmed', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 2 })
    const { bookingId, session } = await book(schedule.id)
    await payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { status: 'expired', holdExpiresAt: new Date(Date.now() - 60_000).toISOString() },
      overrideAccess: true,
    })
    await webhook('checkout.session.completed', fake.pay(session.id))
    expect(await bookingStatus(bookingId)).toBe('confirmed')
  })
})

describe('POST /api/verify-payment', () => {
  it('confirms a paid session of this booking and answers its details', async () => {
    const schedule = await makeSchedule(payload)
    const { bookingId, session } = await book(schedule.id)
    fake.pay(session.id)
    const answer = await postJson('/api/verify-payment', { session_id: session.id, booking_id: bookingId })
    expect(answer.status).toBe(200)
    const { success, booking } = await answer.json()
    expect(success).toBe(true)
    expect(booking).toMatchObject({ participantCount: 1, totalAmount: 75, classDate: schedule.date })
    expect(await bookingStatus(bookingId)).toBe('confirmed')
  })

  it('a forged URL confirms nothing: another booking’s paid session, an unpaid session, an unknown session', async () => {
    const schedule = await makeSchedule(payload)
    const victim = await book(schedule.id)
    const other = await book(schedule.id)
    fake.pay(other.session.id)

    const swapped = await postJson('/api/verify-payment', { session_id: other.session.id, booking_id: victim.bookingId })
    expect(swapped.status).toBe(404)
    const unpaid = await postJson('/api/verify-payment', { session_id: victim.session.id, booking_id: victim.bookingId })
    expect(unpaid.status).toBe(409)
    const unknown = await postJson('/api/verify-payment', { session_id: 'cs_test_forged', booking_id: victim.bookingId })
    expect(unknown.status).toBe(404)
    const missing = await postJson('/api/verify-payment', { booking_id: victim.bookingId })
    expect(missing.status).toBe(400)

    expect(await bookingStatus(victim.bookingId)).toBe('held')
  })
})
