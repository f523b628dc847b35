import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { adultBody, postJson } from '../helpers/bookings'
import { makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { manageTokenOfBooking, readBooking, scheduleInDays, stripeWebhook } from '../helpers/stripeFlow'

// The real stripe SDK against the fake Stripe HTTP server, started before the app's env is read.
const fake = await vi.hoisted(async () => (await import('../helpers/fakeStripe')).startFakeStripeForApp())

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(() => fake.close())

const people = [{ firstName: 'Grace', lastName: 'Hopper' }]

describe('a promo code with Stripe', () => {
  it('Checkout charges the discounted price in one line that names the code (and a class credit after it); a 100% code opens no session', async () => {
    const code = `STRIPE${Date.now().toString(36).toUpperCase()}`
    await payload.create({ collection: 'promo-codes', data: { code, discountType: 'amount', amountOffCents: 2000, classKinds: ['public'] }, overrideAccess: true })
    const credit = await payload.create({ collection: 'class-credits', data: { amountCents: 3000, customerEmail: 'credit@example.com', status: 'active' }, overrideAccess: true })
    const schedule = await makeSchedule(payload)

    const promoOnly = await (await postJson('/api/create-booking', { ...adultBody(schedule.id, people), promoCode: code })).json()
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === String(promoOnly.bookingId))!
    expect(session.line_items).toEqual([{ quantity: 1, unit_amount: 13000, name: expect.stringMatching(new RegExp(`2 x \\$75\\.00 per person, less promo code ${code} \\$20\\.00$`)) }])

    const both = await (await postJson('/api/create-booking', { ...adultBody(schedule.id, people), promoCode: code, creditCode: credit.code })).json()
    const second = [...fake.sessions.values()].find((s) => s.client_reference_id === String(both.bookingId))!
    expect(second.line_items).toEqual([{ quantity: 1, unit_amount: 10000, name: expect.stringMatching(new RegExp(`less promo code ${code} \\$20\\.00, less class credit \\$30\\.00$`)) }])

    const free = `FREE${Date.now().toString(36).toUpperCase()}`
    await payload.create({ collection: 'promo-codes', data: { code: free, discountType: 'percent', percentOff: 100, classKinds: ['public'] }, overrideAccess: true })
    const covered = await (await postJson('/api/create-booking', { ...adultBody(schedule.id), promoCode: free })).json()
    expect(covered.checkoutUrl).toMatch(/^\/stripe-success\?session_id=free_/)
    expect([...fake.sessions.values()].some((s) => s.client_reference_id === String(covered.bookingId))).toBe(false)
  })

  it("a cancellation refunds what was paid (after the discount), not the list price; the code's use is given back", async () => {
    const code = `REFUND${Date.now().toString(36).toUpperCase()}`
    const promo = await payload.create({ collection: 'promo-codes', data: { code, discountType: 'percent', percentOff: 20, classKinds: ['public'], totalUses: 1 }, overrideAccess: true })
    const schedule = await scheduleInDays(payload, 20)
    const { bookingId } = await (await postJson('/api/create-booking', { ...adultBody(schedule.id, people), promoCode: code })).json()
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === String(bookingId))!
    const paid = fake.pay(session.id)
    expect((await stripeWebhook('checkout.session.completed', paid)).status).toBe(200)
    expect(await readBooking(payload, bookingId)).toMatchObject({ status: 'confirmed', listPriceCents: 15000, discountCents: 3000, totalCents: 12000 })

    const answer = await postJson('/api/manage-booking/cancel', { token: await manageTokenOfBooking(payload, bookingId) })
    expect(await answer.json()).toMatchObject({ status: 'refunded' })
    expect(fake.refunds.filter((r) => r.payment_intent === paid.payment_intent).map((r) => r.amount)).toEqual([12000])
    // Its one use is free again for someone else.
    expect((await postJson('/api/create-booking', { ...adultBody(schedule.id), promoCode: promo.code })).status).toBe(200)
  })
})
