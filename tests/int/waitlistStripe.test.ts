import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { releaseExpiredHolds } from '@/server/payments/releaseExpiredHolds'
import { drizzleOf } from '@/server/transaction'
import { joinWaitlist } from '@/server/waitlist/joinWaitlist'
import { runWaitlists } from '@/server/waitlist/runWaitlists'

import { adultBody, postJson } from '../helpers/bookings'
import { makeBooking, makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { stripeWebhook } from '../helpers/stripeFlow'

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

describe('an offer near its end, with Stripe (issue 38, item 4)', () => {
  const system = { overrideAccess: true } as const
  const entryOf = (id: number) => payload.findByID({ collection: 'waitlist-entries', id, depth: 0, ...system })
  const bookingOf = (id: number) => payload.findByID({ collection: 'bookings', id, depth: 0, ...system })

  /** A full class, two parties waiting, the first offered its seat and at Stripe's checkout. */
  async function offeredAtCheckout() {
    const schedule = await makeSchedule(payload, { availableSpots: 1 })
    const { booking } = await makeBooking(payload, { schedule: schedule.id })
    const first = await joinWaitlist(payload, adultBody(schedule.id))
    const second = await joinWaitlist(payload, adultBody(schedule.id))
    await payload.update({ collection: 'bookings', id: booking.id, data: { status: 'cancelled' }, ...system })
    const pay = await postJson('/api/waitlist/pay', { token: first.path.split('/').pop() })
    expect(pay.status).toBe(200)
    const offerBooking = (await entryOf(first.entryId)).offerBooking as number
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === String(offerBooking))!
    return { schedule, first, second, offerBooking, session }
  }

  /** The offer's time runs out now (as its hours passing would): no hook hears of it. */
  const endOfferNow = async (bookingId: number, entryId: number) => {
    const db = await drizzleOf(payload)
    await db.execute(sql`update bookings set hold_expires_at = now() - interval '2 seconds' where id = ${bookingId}`)
    await db.execute(sql`update waitlist_entries set offered_until = now() - interval '2 seconds' where id = ${entryId}`)
  }

  it('a payment made before the offer ended is confirmed, never refunded, though the waitlist job ran before Stripe told us', async () => {
    const { schedule, first, second, offerBooking, session } = await offeredAtCheckout()
    const paidAt = Math.floor(Date.now() / 1000) - 10
    const paid = fake.pay(session.id)
    await endOfferNow(offerBooking, first.entryId)

    // The job runs first: the seat held for a checkout Stripe may have taken payment for is not given away.
    await runWaitlists(payload)
    expect((await entryOf(first.entryId)).status).toBe('offered')
    expect((await entryOf(second.entryId)).status).toBe('waiting')

    // Stripe's event comes after: judged by when the payment was made, it confirms.
    expect((await stripeWebhook('checkout.session.completed', paid, paidAt)).status).toBe(200)
    expect((await bookingOf(offerBooking)).status).toBe('confirmed')
    await runWaitlists(payload)
    expect((await entryOf(first.entryId)).status).toBe('booked')
    expect((await entryOf(second.entryId)).status).toBe('waiting')
    expect(fake.refundRequests.filter((r) => r.payment_intent === paid.payment_intent)).toEqual([])
    const held = await payload.count({ collection: 'bookings', where: { schedule: { equals: schedule.id }, status: { in: ['held', 'confirmed'] } }, ...system })
    expect(held.totalDocs).toBe(1)
  })

  it('the hold release asks Stripe first: a paid checkout is confirmed, an open one is closed before its seat goes to the next party', async () => {
    const paidCase = await offeredAtCheckout()
    fake.pay(paidCase.session.id)
    await endOfferNow(paidCase.offerBooking, paidCase.first.entryId)
    await releaseExpiredHolds(payload)
    expect((await bookingOf(paidCase.offerBooking)).status).toBe('confirmed')
    expect((await entryOf(paidCase.second.entryId)).status).toBe('waiting')

    const openCase = await offeredAtCheckout()
    await endOfferNow(openCase.offerBooking, openCase.first.entryId)
    await releaseExpiredHolds(payload)
    expect(fake.sessions.get(openCase.session.id)!.status).toBe('expired')
    expect((await bookingOf(openCase.offerBooking)).status).toBe('expired')
    expect((await entryOf(openCase.first.entryId)).status).toBe('lapsed')
    expect((await entryOf(openCase.second.entryId)).status).toBe('offered')
  })

  it('no offer shorter than 2 hours: with less time before registration closes, the seat is not offered and the list closes with its email', async () => {
    const start = new Date(Date.now() + 5.5 * 3_600_000)
    const schedule = await makeSchedule(payload, { availableSpots: 1, startTime: start.toISOString(), endTime: new Date(start.getTime() + 3 * 3_600_000).toISOString() })
    const { booking } = await makeBooking(payload, { schedule: schedule.id })
    const early = new Date(start.getTime() - 7 * 3_600_000)
    const email = `late-${Date.now()}@example.com`
    // Joined while there was time; the seat frees up with 1.5 hours left before registration closes.
    const joined = await joinWaitlist(payload, adultBody(schedule.id, [], email), { now: early })
    await payload.update({ collection: 'bookings', id: booking.id, data: { status: 'cancelled' }, ...system })
    expect((await entryOf(joined.entryId)).status).toBe('waiting')
    await runWaitlists(payload)
    expect((await entryOf(joined.entryId)).status).toBe('closed')
    const sent = await payload.find({ collection: 'emails', where: { to: { equals: email } }, ...system })
    expect(sent.docs.map((e) => e.subject)).toContainEqual(expect.stringMatching(/^The waitlist has closed/))
    expect(sent.docs.map((e) => e.text).join('\n')).toContain('The seats that freed up could not be held for you in time.')
  })
})
