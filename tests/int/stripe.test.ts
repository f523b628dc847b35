import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { releaseExpiredHolds } from '@/server/payments/releaseExpiredHolds'

import { makeBooking, makeClass, makeSchedule } from '../helpers/factories'
import { adultBody, postJson } from '../helpers/bookings'
import { rest } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

// The real stripe SDK against a fake Stripe HTTP server started here, before the app's env is read.
const fake = await vi.hoisted(async () => (await import('../helpers/fakeStripe')).startFakeStripeForApp())

const WEBHOOK_SECRET = 'whsec_test_secret'
const signer = new Stripe('sk_test_fake')

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(() => fake.close())

const reviewEmails = async (bookingId: number) =>
  (
    await payload.find({
      collection: 'emails',
      where: { and: [{ booking: { equals: bookingId } }, { kind: { in: ['needs-review-notice', 'class-filled-refund'] } }] },
      sort: 'id',
      overrideAccess: true,
    })
  ).docs.map(({ kind, to }) => ({ kind, to }))

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

  it('a late payment on a class that filled meanwhile: needs review, refunded in full, owner and customer told once', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 2 })
    const { bookingId, session } = await book(schedule.id)
    await payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { holdExpiresAt: new Date(Date.now() - 60_000).toISOString() },
      overrideAccess: true,
    })
    await releaseExpiredHolds(payload)
    await makeBooking(payload, { schedule: schedule.id, status: 'confirmed', seats: 2 })

    const paid = fake.pay(session.id)
    const answers = await Promise.all([webhook('checkout.session.completed', paid), webhook('checkout.session.completed', paid)])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const refunds = fake.refunds.filter((r) => r.payment_intent === paid.payment_intent)
    expect(refunds).toHaveLength(1)
    expect(await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })).toMatchObject({
      status: 'refunded',
      stripeRefundId: refunds[0].id,
      stripePaymentIntentId: paid.payment_intent,
    })
    // The owner's address is the site settings' email (another test file may have changed it before this one).
    const owner = (await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).email
    const customer = (await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })).contactEmail
    expect(await reviewEmails(bookingId)).toEqual([
      { kind: 'needs-review-notice', to: owner },
      { kind: 'class-filled-refund', to: customer },
    ])

    const verified = await postJson('/api/verify-payment', { session_id: session.id, booking_id: bookingId })
    expect(verified.status).toBe(409)
    expect(await verified.json()).toMatchObject({ code: 'PAYMENT_REFUNDED', error: expect.stringContaining('refunded in full') })
  })

  it('a refund Stripe settles later: needs review until charge.refunded, then refunded; the payment intent is fetched when the event lacks it', async () => {
    fake.refundStatus = 'pending'
    try {
      const schedule = await makeSchedule(payload, { availableSpots: 1 })
      const { bookingId, session } = await book(schedule.id)
      await payload.update({ collection: 'bookings', id: bookingId, data: { status: 'expired' }, overrideAccess: true })
      await makeBooking(payload, { schedule: schedule.id, status: 'confirmed', seats: 1 })

      const paid = fake.pay(session.id)
      expect((await webhook('checkout.session.completed', { ...paid, payment_intent: null })).status).toBe(200)
      expect(fake.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1)
      expect(await bookingStatus(bookingId)).toBe('needs-review')
      const pending = await postJson('/api/verify-payment', { session_id: session.id, booking_id: bookingId })
      expect(await pending.json()).toMatchObject({ code: 'PAYMENT_REFUNDING' })

      const charge = { id: 'ch_1', object: 'charge', refunded: true, payment_intent: paid.payment_intent }
      expect((await webhook('charge.refunded', charge)).status).toBe(200)
      expect(await bookingStatus(bookingId)).toBe('refunded')
      expect((await webhook('charge.refunded', charge)).status).toBe(200)
      expect(await bookingStatus(bookingId)).toBe('refunded')
      expect((await reviewEmails(bookingId)).map((e) => e.kind)).toEqual(['needs-review-notice', 'class-filled-refund'])
    } finally {
      fake.refundStatus = 'succeeded'
    }
  })

  it('a partial refund of a confirmed booking does not mark it refunded', async () => {
    const schedule = await makeSchedule(payload)
    const { bookingId, session } = await book(schedule.id)
    const paid = fake.pay(session.id)
    await webhook('checkout.session.completed', paid)
    await webhook('charge.refunded', { id: 'ch_2', object: 'charge', refunded: false, payment_intent: paid.payment_intent })
    await webhook('refund.updated', { id: 're_2', object: 'refund', status: 'succeeded', payment_intent: paid.payment_intent })
    expect(await bookingStatus(bookingId)).toBe('confirmed')
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

describe('leaving Stripe Checkout without paying', () => {
  const cancelLink = (cancelUrl: string | null) => {
    const url = new URL(cancelUrl!)
    expect(url.pathname).toBe('/api/checkout-cancelled')
    return `${url.pathname}${url.search}`
  }

  it('expires the session at Stripe and frees the seats at once; the form comes back; a forged link changes nothing', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 2 })
    const first = await book(schedule.id)
    const forged = await rest(`/api/checkout-cancelled?booking=${first.bookingId}&token=${'x'.repeat(32)}`)
    expect(forged.status).toBe(303)
    expect(forged.headers.get('location')).toMatch(/\/public-classes$/)
    expect(await bookingStatus(first.bookingId)).toBe('held')
    expect(first.session.status).toBe('open')

    const back = await rest(cancelLink(first.session.cancel_url))
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toMatch(new RegExp(`/book-adult-class/${schedule.id}\\?checkout=cancelled$`))
    expect(first.session.status).toBe('expired')
    expect(await bookingStatus(first.bookingId)).toBe('expired')
    // Both seats free again: a two-person booking fits at once.
    const again = await postJson('/api/create-booking', adultBody(schedule.id, [{ firstName: 'Bea', lastName: 'Lovelace' }]))
    expect(again.status).toBe(200)
  })

  it('a payment completing after the cancel, on a class filled meanwhile: needs review, refunded, one email each', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 1 })
    const { bookingId, session } = await book(schedule.id)
    await rest(cancelLink(session.cancel_url))
    expect(await bookingStatus(bookingId)).toBe('expired')
    await book(schedule.id)
    const paid = fake.pay(session.id)
    await webhook('checkout.session.completed', paid)
    await webhook('checkout.session.completed', paid)
    expect(await bookingStatus(bookingId)).toBe('refunded')
    expect(fake.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1)
    expect((await reviewEmails(bookingId)).map((e) => e.kind)).toEqual(['needs-review-notice', 'class-filled-refund'])
  })

  it('Back after paying keeps the payment: the booking is confirmed and the answer points to its confirmation', async () => {
    const schedule = await makeSchedule(payload)
    const answer = await postJson('/api/create-booking', adultBody(schedule.id))
    const { bookingId, cancelToken } = (await answer.json()) as { bookingId: number; cancelToken: string }
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === String(bookingId))!
    fake.pay(session.id)
    const back = await postJson('/api/cancel-checkout', { bookingId, token: cancelToken })
    expect(await back.json()).toMatchObject({ status: 'confirmed', released: false, successPath: expect.stringContaining(session.id) })
    expect(await bookingStatus(bookingId)).toBe('confirmed')
    const again = await postJson('/api/cancel-checkout', { bookingId, token: cancelToken })
    expect(await again.json()).toMatchObject({ status: 'confirmed', released: false })
  })
})
