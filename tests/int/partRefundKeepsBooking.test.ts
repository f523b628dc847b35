import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { HISTORY } from '@/domain/manage/historyActions'
import { monthOf } from '@/domain/reports/periods'
import { retryFailedRefund } from '@/server/payments/retryFailedRefund'
import { stripeClient } from '@/server/payments/stripe'
import { periodFigures } from '@/server/reports/periodFigures'
import { monthReport } from '@/server/reports/monthReport'
import { seatsTaken } from '@/server/seats'

import { postJson } from '../helpers/bookings'
import { makeUser, type TestUser } from '../helpers/factories'
import { rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'
import { manageTokenOfBooking, paidThroughCheckout, readBooking, scheduleInDays, stripeWebhook } from '../helpers/stripeFlow'

// The real stripe SDK against the fake Stripe server, which can refuse refunds and then accept them.
const fake = await vi.hoisted(async () => (await import('../helpers/fakeStripe')).startFakeStripeForApp())

let payload: Payload
let owner: TestUser
let ownerToken: string

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await makeUser(payload, 'owner')
  ownerToken = await tokenFor(payload, owner)
})
afterAll(() => fake.close())

const read = (id: number) => readBooking(payload, id)
const history = async (bookingId: number) =>
  (await payload.find({ collection: 'booking-events', where: { booking: { equals: bookingId } }, sort: 'id', pagination: false, overrideAccess: true })).docs
const emailsOf = async (bookingId: number, kind: string) =>
  (await payload.find({ collection: 'emails', where: { and: [{ booking: { equals: bookingId } }, { kind: { equals: kind } }] }, sort: 'id', pagination: false, overrideAccess: true })).docs
const refundsOf = (paymentIntent: string) => fake.refunds.filter((r) => r.payment_intent === paymentIntent)
const taken = async (scheduleId: number) => (await seatsTaken(payload, [scheduleId], { now: new Date() })).get(scheduleId)
const refundedThisMonth = async () => (await periodFigures(payload, [monthOf(new Date())]))[0].refundedCents

/** A booking of two adults ($150) paid through Stripe Checkout, 20 days before its class. */
async function paidBooking() {
  const schedule = await scheduleInDays(payload, 20)
  const { bookingId, paymentIntent } = await paidThroughCheckout(payload, fake, schedule.id, [{ firstName: 'Bea', lastName: 'Lovelace' }])
  const booking = await read(bookingId)
  expect(booking).toMatchObject({ status: 'confirmed', totalCents: 15000 })
  return { booking, paymentIntent, schedule }
}

/** The owner's 'Refund part, keep the booking', as the /cms button sends it. */
const refundPart = (bookingId: number, amount: string, requestId: string, reason = 'The class started 30 minutes late.') =>
  rest('/api/owner/booking-actions', { method: 'POST', body: JSON.stringify({ action: 'refund-part-keep', bookingId, amount, reason, requestId }), token: ownerToken })

describe("the owner's part refund that keeps the booking", () => {
  it('two $25 refunds are two Stripe refunds with distinct keys; sending one again is not a third; the booking stays confirmed with its seats', async () => {
    const { booking, paymentIntent, schedule } = await paidBooking()
    const seats = await taken(schedule.id)
    const before = await refundedThisMonth()

    const first = await refundPart(booking.id, '25', 'request-one-0001')
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({
      refund: 'refunded',
      status: 'confirmed',
      amountCents: 2500,
      leftCents: 12500,
      message: `$25.00 was refunded to the card. Booking ${booking.bookingNumber} stays confirmed with its seats; $125.00 is left on the card.`,
    })
    // The same request again (a double click, a resend after a lost answer): the same refund, nothing more.
    const again = await refundPart(booking.id, '25', 'request-one-0001')
    expect(await again.json()).toMatchObject({ refund: 'repeated', amountCents: 2500, leftCents: 12500 })
    const second = await refundPart(booking.id, '25', 'request-two-0002')
    expect(await second.json()).toMatchObject({ refund: 'refunded', leftCents: 10000 })

    const refunds = refundsOf(paymentIntent)
    expect(refunds.map((r) => r.amount)).toEqual([2500, 2500])
    expect(new Set(refunds.map((r) => r.idempotencyKey)).size).toBe(2)
    expect(refunds.map((r) => r.idempotencyKey)).toEqual([`refund-part-${booking.id}-${paymentIntent}-request-one-0001`, `refund-part-${booking.id}-${paymentIntent}-request-two-0002`])
    expect(await read(booking.id)).toMatchObject({ status: 'confirmed', refundedCents: 5000, stripeRefundId: null })
    expect(await taken(schedule.id)).toBe(seats)

    const kept = (await history(booking.id)).filter((e) => e.action === HISTORY.ownerRefundedPartKept)
    expect(kept.map((e) => [e.amountCents, e.actor, e.reason, e.stripeRefundId])).toEqual(refunds.map((r) => [2500, `owner ${owner.email}`, 'The class started 30 minutes late.', r.id]))
    const told = await emailsOf(booking.id, 'part-refund')
    expect(told).toHaveLength(2)
    expect(told[0].text).toContain('We have refunded $25.00 of your payment of $150.00 to the card you paid with.')
    expect(told[0].text).toContain('The reason, in our words: The class started 30 minutes late.')
    expect(told[0].text).toContain('stays as it is')

    // More than is left is refused, and Stripe is not asked.
    const tooMuch = await refundPart(booking.id, '100.01', 'request-three-003')
    expect(tooMuch.status).toBe(400)
    expect((await tooMuch.json()).error).toBe('The refund must be more than $0.00 and at most $100.00, what is left of the card payment.')
    expect(refundsOf(paymentIntent)).toHaveLength(2)

    // Revenue drops by the refunds, this month, on the dashboard's figures and on the class's line of the month report.
    expect(await refundedThisMonth()).toBe(before + 5000)
    const report = await monthReport(payload, monthOf(new Date(schedule.startTime!)))
    expect(report.classes.find((c) => c.scheduleId === schedule.id)).toMatchObject({ paidCents: 15000, refundedCents: 5000 })
  })

  it('a refused part refund is kept to retry, retried with the same key and recorded once', async () => {
    const { booking, paymentIntent } = await paidBooking()
    fake.refuseRefunds = true
    try {
      const answer = await refundPart(booking.id, '30', 'refused-request-1')
      expect(answer.status).toBe(200)
      const body = await answer.json()
      expect(body).toMatchObject({ refund: 'failed', status: 'confirmed', leftCents: 15000 })
      expect(body.message).toContain('Stripe refused the refund of $30.00')
      // Another refund waits until this one has gone through.
      const other = await refundPart(booking.id, '10', 'other-request-22')
      expect(other.status).toBe(409)
    } finally {
      fake.refuseRefunds = false
    }
    const waiting = await read(booking.id)
    expect(waiting).toMatchObject({ status: 'confirmed', refundedCents: null })
    expect(waiting.failedRefunds).toEqual([expect.objectContaining({ purpose: 'booking-part', amountCents: 3000, attempts: 1, idempotencyKey: `refund-part-${booking.id}-${paymentIntent}-refused-request-1` })])
    expect(refundsOf(paymentIntent)).toHaveLength(0)

    expect(await retryFailedRefund(payload, booking.id, { stripe: stripeClient() })).toMatchObject({ refunded: 1, stillFailed: 0 })
    expect(await retryFailedRefund(payload, booking.id, { stripe: stripeClient() })).toMatchObject({ retried: 0 })
    expect((await refundPart(booking.id, '30', 'refused-request-1').then((r) => r.json())).refund).toBe('repeated')

    expect(refundsOf(paymentIntent).map((r) => r.amount)).toEqual([3000])
    const after = await read(booking.id)
    expect(after).toMatchObject({ status: 'confirmed', refundedCents: 3000 })
    expect(after.failedRefunds ?? []).toEqual([])
    expect((await history(booking.id)).filter((e) => e.action === HISTORY.ownerRefundedPartKept).map((e) => e.amountCents)).toEqual([3000])
    expect((await emailsOf(booking.id, 'refund-completed')).map((e) => e.text)).toEqual([expect.stringContaining('$30.00 of your payment for booking')])
  })

  it('a part refund Stripe reports failed later (refund.updated) is kept under its own key and retried; it is counted once', async () => {
    const { booking, paymentIntent } = await paidBooking()
    expect((await refundPart(booking.id, '20', 'failed-later-0001')).status).toBe(200)
    const [refund] = refundsOf(paymentIntent)
    expect(refund.metadata).toMatchObject({ purpose: 'booking-part', refundKey: refund.idempotencyKey })
    expect((await stripeWebhook('refund.updated', { ...refund, object: 'refund', status: 'failed', failure_reason: 'expired_or_canceled_card' })).status).toBe(200)
    expect((await read(booking.id)).failedRefunds).toEqual([expect.objectContaining({ purpose: 'booking-part', idempotencyKey: refund.idempotencyKey, amountCents: 2000 })])

    expect(await retryFailedRefund(payload, booking.id, { stripe: stripeClient() })).toMatchObject({ refunded: 1 })
    expect(refundsOf(paymentIntent)).toHaveLength(1)
    expect(await read(booking.id)).toMatchObject({ status: 'confirmed', refundedCents: 2000, failedRefunds: [] })
    expect((await history(booking.id)).filter((e) => e.action === HISTORY.ownerRefundedPartKept)).toHaveLength(1)
  })

  it("a later refund gives back only the rest, and says so: the customer's own cancellation and the owner's full refund", async () => {
    const customer = await paidBooking()
    expect((await refundPart(customer.booking.id, '25', 'before-cancel-01')).status).toBe(200)
    const cancelled = await postJson('/api/manage-booking/cancel', { token: await manageTokenOfBooking(payload, customer.booking.id) })
    expect(await cancelled.json()).toMatchObject({ status: 'refunded', refund: 'refunded' })
    expect(refundsOf(customer.paymentIntent).map((r) => r.amount)).toEqual([2500, 12500])
    const cancelEmail = (await emailsOf(customer.booking.id, 'booking-cancelled'))[0]
    expect(cancelEmail.text).toContain('$125.00 of your payment of $150.00 has been refunded to the card you paid with.')
    expect(cancelEmail.text).toContain('The other $25.00 was refunded to your card earlier.')

    const byOwner = await paidBooking()
    expect((await refundPart(byOwner.booking.id, '40', 'before-full-0001')).status).toBe(200)
    const before = await refundedThisMonth()
    const full = await rest('/api/owner/booking-actions', { method: 'POST', body: JSON.stringify({ action: 'refund-full', bookingId: byOwner.booking.id, reason: 'Moving away.' }), token: ownerToken })
    const body = await full.json()
    expect(body).toMatchObject({ status: 'refunded', refundCents: 11000 })
    expect(body.message).toBe(
      `Booking ${byOwner.booking.bookingNumber} is cancelled and $110.00 was refunded to the card. $40.00 of the $150.00 paid by card was refunded earlier and is not refunded again.`,
    )
    expect(refundsOf(byOwner.paymentIntent).map((r) => r.amount)).toEqual([4000, 11000])
    expect(await refundedThisMonth()).toBe(before + 11000)
    expect((await emailsOf(byOwner.booking.id, 'cancelled-by-studio'))[0].text).toContain('The other $40.00 was refunded to your card earlier.')
  })
})
