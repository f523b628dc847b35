import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { HISTORY } from '@/domain/manage/historyActions'
import { loadDashboard } from '@/server/admin/dashboard'
import { CUSTOMER } from '@/server/bookings/bookingHistory'
import { cancelAndRefund } from '@/server/payments/cancelAndRefund'
import { applyPaidMove } from '@/server/payments/moveFee'
import { bookingsWithRefundsDue, retryFailedRefund } from '@/server/payments/retryFailedRefund'
import { stripeClient } from '@/server/payments/stripe'

import { postJson } from '../helpers/bookings'
import { makeBooking, makeUser, type TestUser } from '../helpers/factories'
import { rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'
import { DAY, manageTokenOfBooking, paidThroughCheckout, readBooking, scheduleInDays, stripeWebhook } from '../helpers/stripeFlow'

// The real stripe SDK against the fake Stripe server, which can refuse refunds and then accept them.
const fake = await vi.hoisted(async () => (await import('../helpers/fakeStripe')).startFakeStripeForApp())

let payload: Payload
let owner: TestUser

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await makeUser(payload, 'owner')
})
afterAll(() => fake.close())

const inDays = (days: number, spots = 10) => scheduleInDays(payload, days, { availableSpots: spots })
const read = (id: number) => readBooking(payload, id)
const tokenOf = (id: number) => manageTokenOfBooking(payload, id)
const history = async (bookingId: number) =>
  (await payload.find({ collection: 'booking-events', where: { booking: { equals: bookingId } }, sort: 'id', pagination: false, overrideAccess: true })).docs
const emailsOf = async (bookingId: number, subject: string) =>
  (await payload.find({ collection: 'emails', where: { and: [{ booking: { equals: bookingId } }, { subject: { contains: subject } }] }, overrideAccess: true, pagination: false })).docs
/** Refunds Stripe made for a payment, and the idempotency keys every request for it carried (refused ones too). */
const madeFor = (paymentIntent: string) => fake.refunds.filter((r) => r.payment_intent === paymentIntent)
const keysFor = (paymentIntent: string) => new Set(fake.refundRequests.filter((r) => r.payment_intent === paymentIntent).map((r) => r.idempotencyKey))

async function paidBooking(scheduleId: number) {
  const { bookingId, paymentIntent } = await paidThroughCheckout(payload, fake, scheduleId)
  return { bookingId, paymentIntent, token: await tokenOf(bookingId) }
}

/** A booking that already used its free move, with a paid fee checkout to `to` whose move can no longer be made. */
async function paidFeeForFullClass() {
  const from = await inDays(20)
  const full = await inDays(22, 1)
  const { booking } = await makeBooking(payload, { schedule: from.id, moveCount: 1 })
  const answer = await postJson('/api/manage-booking/move', { token: await tokenOf(booking.id), toScheduleId: full.id })
  const { checkoutUrl } = (await answer.json()) as { checkoutUrl: string }
  const fee = [...fake.sessions.values()].find((s) => s.url === checkoutUrl)!
  await makeBooking(payload, { schedule: full.id })
  return { booking, from, paid: fake.pay(fee.id) }
}

const later = (days: number) => new Date(Date.now() + days * DAY)

/** A booking that already used its free move, with the reschedule fee's checkout opened (unpaid) for a class 25 days out. */
async function feeCheckoutOpened() {
  const from = await inDays(20)
  const to = await inDays(25)
  const { booking } = await makeBooking(payload, { schedule: from.id, moveCount: 1 })
  const token = await tokenOf(booking.id)
  const { checkoutUrl } = (await (await postJson('/api/manage-booking/move', { token, toScheduleId: to.id })).json()) as { checkoutUrl: string }
  return { from, to, booking, token, session: [...fake.sessions.values()].find((s) => s.url === checkoutUrl)! }
}

describe('a refund Stripe refuses is a state on the booking, retried until it goes through', () => {
  it("the customer's cancellation: flagged, the owner emailed once, the customer told the truth; the owner's retry refunds it once", async () => {
    const schedule = await inDays(20)
    const { bookingId, paymentIntent, token } = await paidBooking(schedule.id)
    fake.refuseRefunds = true
    try {
      const answer = await postJson('/api/manage-booking/cancel', { token })
      expect(await answer.json()).toEqual({ status: 'cancelled', refund: 'failed' })
      // A second click asks Stripe again with the same key; still refused.
      await postJson('/api/manage-booking/cancel', { token })
    } finally {
      fake.refuseRefunds = false
    }
    const flagged = await read(bookingId)
    expect(flagged.status).toBe('cancelled')
    expect(flagged.failedRefunds).toEqual([
      expect.objectContaining({ purpose: 'booking', paymentIntentId: paymentIntent, idempotencyKey: `refund-${bookingId}-${paymentIntent}`, attempts: 2, lastError: expect.stringContaining('refuses') }),
    ])
    expect(new Date(flagged.failedRefunds![0].nextRetryAt!).getTime()).toBeGreaterThan(Date.now())
    expect(await emailsOf(bookingId, 'Refund failed')).toHaveLength(1)
    const [cancelEmail] = await emailsOf(bookingId, 'Booking cancelled')
    expect(cancelEmail.text).toContain('could not complete the refund')
    expect(cancelEmail.text).not.toMatch(/on its way|has been refunded/)
    expect((await loadDashboard(payload, owner, new Date())).failedRefunds.docs.map((b) => b.id)).toContain(bookingId)
    expect(madeFor(paymentIntent)).toHaveLength(0)

    // The job leaves it until its retry is due.
    expect(await retryFailedRefund(payload, bookingId, { dueOnly: true })).toMatchObject({ retried: 0 })

    const instructor = await makeUser(payload, 'instructor')
    const refused = await rest('/api/owner/retry-refund', { method: 'POST', body: JSON.stringify({ bookingId }), token: await tokenFor(payload, instructor) })
    expect(refused.status).toBe(403)
    const ownerToken = await tokenFor(payload, owner)
    const retried = await rest('/api/owner/retry-refund', { method: 'POST', body: JSON.stringify({ bookingId }), token: ownerToken })
    expect(retried.status).toBe(200)
    expect(await retried.json()).toMatchObject({ refunded: 1, stillFailed: 0 })
    await rest('/api/owner/retry-refund', { method: 'POST', body: JSON.stringify({ bookingId }), token: ownerToken })

    expect(await read(bookingId)).toMatchObject({ status: 'refunded', failedRefunds: [], stripeRefundId: madeFor(paymentIntent)[0].id })
    expect(madeFor(paymentIntent)).toHaveLength(1)
    expect(keysFor(paymentIntent)).toEqual(new Set([`refund-${bookingId}-${paymentIntent}`]))
    expect(await emailsOf(bookingId, 'Refund failed')).toHaveLength(1)
    expect(await emailsOf(bookingId, 'Your refund is on its way')).toHaveLength(1)
    expect((await loadDashboard(payload, owner, new Date())).failedRefunds.docs.map((b) => b.id)).not.toContain(bookingId)
  })

  it("the owner's part refund from /cms: flagged with its own key, the owner emailed once, retried as that part, once", async () => {
    const { bookingId, paymentIntent } = await paidBooking((await inDays(5)).id)
    const ownerToken = await tokenFor(payload, owner)
    const partKey = `refund-${bookingId}-${paymentIntent}-4000`
    fake.refuseRefunds = true
    try {
      const answer = await rest('/api/owner/booking-actions', { method: 'POST', body: JSON.stringify({ action: 'refund-part', bookingId, amount: '40', reason: 'Late start.' }), token: ownerToken })
      expect(answer.status).toBe(200)
      expect(await answer.json()).toMatchObject({ refund: 'failed' })
    } finally {
      fake.refuseRefunds = false
    }
    expect((await read(bookingId)).failedRefunds).toEqual([expect.objectContaining({ purpose: 'booking', idempotencyKey: partKey, amountCents: 4000, attempts: 1 })])
    expect(await emailsOf(bookingId, 'Refund failed')).toHaveLength(1)
    expect(madeFor(paymentIntent)).toHaveLength(0)

    const retried = await rest('/api/owner/retry-refund', { method: 'POST', body: JSON.stringify({ bookingId }), token: ownerToken })
    expect(await retried.json()).toMatchObject({ refunded: 1, stillFailed: 0 })
    await rest('/api/owner/retry-refund', { method: 'POST', body: JSON.stringify({ bookingId }), token: ownerToken })
    expect(madeFor(paymentIntent).map((r) => r.amount)).toEqual([4000])
    expect(keysFor(paymentIntent)).toEqual(new Set([partKey]))
    expect((await read(bookingId)).failedRefunds).toEqual([])
    expect(await emailsOf(bookingId, 'Refund failed')).toHaveLength(1)
  })

  it('a move-fee refund: recorded refunded only after Stripe accepts; the job retries it with the same key, once', async () => {
    fake.refuseRefunds = true
    let bookingId: number
    let feeIntent: string
    try {
      const { booking, from, paid } = await paidFeeForFullClass()
      bookingId = booking.id
      feeIntent = paid.payment_intent!
      await stripeWebhook('checkout.session.completed', paid)
      await stripeWebhook('checkout.session.completed', paid)
      expect(await read(bookingId)).toMatchObject({ schedule: from.id, moveCount: 1 })
      const actions = (await history(bookingId)).map((e) => e.action)
      expect(actions.filter((a) => a === HISTORY.moveFeeRefundDue)).toHaveLength(1)
      expect(actions).not.toContain(HISTORY.moveFeeRefunded)
      expect((await read(bookingId)).failedRefunds).toEqual([expect.objectContaining({ purpose: 'move-fee', paymentIntentId: feeIntent, amountCents: 2000 })])
      // The job, when due, while Stripe still refuses: asked again, kept, no second owner email.
      expect(await bookingsWithRefundsDue(payload, later(1))).toContain(bookingId)
      expect(await retryFailedRefund(payload, bookingId, { dueOnly: true, now: later(1) })).toMatchObject({ retried: 1, stillFailed: 1 })
    } finally {
      fake.refuseRefunds = false
    }
    expect((await read(bookingId)).failedRefunds?.[0].attempts).toBeGreaterThanOrEqual(3)
    expect(await emailsOf(bookingId, 'Refund failed')).toHaveLength(1)
    const [notMoved] = await emailsOf(bookingId, 'Booking not moved')
    expect(notMoved.text).toContain('could not complete the refund of the reschedule fee of $20.00')

    expect(await retryFailedRefund(payload, bookingId, { dueOnly: true, now: later(3) })).toMatchObject({ retried: 1, refunded: 1 })
    expect(await retryFailedRefund(payload, bookingId, { now: later(4) })).toMatchObject({ retried: 0 })
    expect((await read(bookingId)).failedRefunds).toEqual([])
    expect((await history(bookingId)).filter((e) => e.action === HISTORY.moveFeeRefunded)).toEqual([expect.objectContaining({ stripeRefundId: madeFor(feeIntent)[0].id })])
    expect(madeFor(feeIntent)).toHaveLength(1)
    expect(keysFor(feeIntent)).toEqual(new Set([`move-fee-refund-${bookingId}-${feeIntent}`]))
    expect(await emailsOf(bookingId, 'Your refund is on its way')).toHaveLength(1)
  })

  it('a refund Stripe reports failed later (refund.updated) flags the booking and emails the owner once', async () => {
    const schedule = await inDays(20)
    const { bookingId, paymentIntent, token } = await paidBooking(schedule.id)
    await postJson('/api/manage-booking/cancel', { token })
    const [refund] = madeFor(paymentIntent)
    const failed = { ...refund, object: 'refund', status: 'failed', failure_reason: 'expired_or_canceled_card' }
    expect((await stripeWebhook('refund.updated', failed)).status).toBe(200)
    expect((await stripeWebhook('refund.updated', failed)).status).toBe(200)
    expect((await read(bookingId)).failedRefunds).toEqual([expect.objectContaining({ purpose: 'booking', attempts: 1, lastError: expect.stringContaining('expired_or_canceled_card') })])
    expect(await emailsOf(bookingId, 'Refund failed')).toHaveLength(1)
  })
})

describe('a refund is kept on the booking from the moment it is due', () => {
  it('the process stops after the cancellation commits, before Stripe is asked: the retry job refunds it once, with the key decided at cancelling', async () => {
    const { bookingId, paymentIntent } = await paidBooking((await inDays(20)).id)
    const key = `refund-${bookingId}-${paymentIntent}`
    // The cancellation's transaction is the first to begin; the process "stops" when the refund's would begin.
    const begin = payload.db.beginTransaction.bind(payload.db)
    let begun = 0
    const stop = vi.spyOn(payload.db, 'beginTransaction').mockImplementation(async (options) => {
      begun += 1
      if (begun > 1) throw new Error('the process stopped')
      return begin(options)
    })
    try {
      const cancelling = cancelAndRefund(payload, bookingId, { note: { action: HISTORY.cancelledForRefund, actor: CUSTOMER }, now: new Date(), stripe: stripeClient() })
      await expect(cancelling).rejects.toThrow('the process stopped')
    } finally {
      stop.mockRestore()
    }
    const cancelled = await read(bookingId)
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.failedRefunds).toEqual([expect.objectContaining({ purpose: 'booking', paymentIntentId: paymentIntent, idempotencyKey: key, amountCents: cancelled.totalCents, attempts: 0 })])
    expect(keysFor(paymentIntent).size).toBe(0)
    expect((await loadDashboard(payload, owner, new Date())).failedRefunds.docs.map((b) => b.id)).toContain(bookingId)

    // The job asks when the refund's first retry is due, and never again.
    expect(await bookingsWithRefundsDue(payload, new Date())).not.toContain(bookingId)
    expect(await bookingsWithRefundsDue(payload, later(1))).toContain(bookingId)
    expect(await retryFailedRefund(payload, bookingId, { dueOnly: true, now: later(1) })).toMatchObject({ retried: 1, refunded: 1 })
    expect(await retryFailedRefund(payload, bookingId, { dueOnly: true, now: later(2) })).toMatchObject({ retried: 0 })
    expect(await (await postJson('/api/manage-booking/cancel', { token: await tokenOf(bookingId) })).json()).toEqual({ status: 'refunded', refund: 'refunded' })
    expect(madeFor(paymentIntent)).toEqual([expect.objectContaining({ idempotencyKey: key, amount: cancelled.totalCents })])
    expect(keysFor(paymentIntent)).toEqual(new Set([key]))
    expect(await read(bookingId)).toMatchObject({ status: 'refunded', failedRefunds: [], stripeRefundId: madeFor(paymentIntent)[0].id })
    const [told] = await emailsOf(bookingId, 'Your refund is on its way')
    expect(told.text).toContain('your refund has gone through')
    expect(told.text).not.toContain('could not complete earlier')
  })

  it('a cancellation whose refund Stripe accepts at once leaves nothing kept, and no "after a refusal" in its history', async () => {
    const { bookingId, paymentIntent, token } = await paidBooking((await inDays(20)).id)
    expect(await (await postJson('/api/manage-booking/cancel', { token })).json()).toEqual({ status: 'refunded', refund: 'refunded' })
    expect((await read(bookingId)).failedRefunds).toEqual([])
    expect(madeFor(paymentIntent)).toHaveLength(1)
    expect((await history(bookingId)).map((e) => e.action).join('\n')).not.toContain('after a refusal')
  })
})

describe('a second refund while one is kept for retry is refused until the first has gone through', () => {
  /** A booking the owner cancelled from /cms with a part refund of $40 that Stripe refused (kept for retry). */
  async function partRefundKept() {
    const { bookingId, paymentIntent, token } = await paidBooking((await inDays(20)).id)
    const ownerToken = await tokenFor(payload, owner)
    fake.refuseRefunds = true
    try {
      const answer = await rest('/api/owner/booking-actions', { method: 'POST', body: JSON.stringify({ action: 'refund-part', bookingId, amount: '40', reason: 'Late start.' }), token: ownerToken })
      expect(await answer.json()).toMatchObject({ refund: 'failed' })
    } finally {
      fake.refuseRefunds = false
    }
    return { bookingId, paymentIntent, token, ownerToken }
  }
  const WAITING = 'A refund of $40.00 on this booking has not gone through at the payment service yet; it is asked again automatically. No other refund can be made on this booking until that one has gone through.'

  it("the owner's second part refund (POST /api/owner/booking-actions) is refused with the reason; the first is made once", async () => {
    const { bookingId, paymentIntent, ownerToken } = await partRefundKept()
    const second = await rest('/api/owner/booking-actions', { method: 'POST', body: JSON.stringify({ action: 'refund-part', bookingId, amount: '30', reason: 'Stale tab.' }), token: ownerToken })
    expect(second.status).toBe(409)
    expect(await second.json()).toMatchObject({ error: WAITING })
    expect(keysFor(paymentIntent)).toEqual(new Set([`refund-${bookingId}-${paymentIntent}-4000`]))

    expect(await retryFailedRefund(payload, bookingId)).toMatchObject({ refunded: 1 })
    expect(madeFor(paymentIntent).map((r) => r.amount)).toEqual([4000])
  })

  it("the customer's cancellation with a full refund from a stale tab (POST /api/manage-booking/cancel) is refused with the reason", async () => {
    const { bookingId, paymentIntent, token } = await partRefundKept()
    const stale = await postJson('/api/manage-booking/cancel', { token })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ error: WAITING })
    expect(keysFor(paymentIntent)).toEqual(new Set([`refund-${bookingId}-${paymentIntent}-4000`]))
    expect(madeFor(paymentIntent)).toHaveLength(0)
  })
})

describe('the reschedule fee checkout', () => {
  it('names the class it moves to, expires with the offer, and an older open one is expired before a new one opens', async () => {
    const from = await inDays(20)
    const first = await inDays(22)
    const second = await inDays(23)
    const { booking } = await makeBooking(payload, { schedule: from.id, moveCount: 1 })
    const token = await tokenOf(booking.id)
    const open = async (to: number) => {
      const { checkoutUrl } = (await (await postJson('/api/manage-booking/move', { token, toScheduleId: to })).json()) as { checkoutUrl: string }
      return [...fake.sessions.values()].find((s) => s.url === checkoutUrl)!
    }
    const a = await open(first.id)
    const target = await payload.findByID({ collection: 'schedules', id: first.id, depth: 1, overrideAccess: true })
    expect(a.line_items[0].name).toContain((target.class as { name: string }).name)
    expect(a.line_items[0].name).toMatch(/Pacific time/)
    expect(a.expires_at * 1000 - Date.now()).toBeGreaterThan(29 * 60_000)
    expect(a.expires_at * 1000 - Date.now()).toBeLessThan(35 * 60_000)
    const b = await open(second.id)
    expect(fake.sessions.get(a.id)!.status).toBe('expired')
    expect(b.status).toBe('open')
  })

  it("its Cancel closes it at Stripe: Back can no longer pay it, the manage page is told (?move=cancelled), the booking stays", async () => {
    const { from, booking, token, session } = await feeCheckoutOpened()
    const cancelUrl = new URL(session.cancel_url!)
    expect(cancelUrl.pathname).toBe('/api/manage-booking/move-cancelled')

    // Stripe's Cancel (twice: a reload changes nothing more).
    for (const _ of [1, 2]) {
      const back = await rest(`${cancelUrl.pathname}${cancelUrl.search}`)
      expect(back.status).toBe(303)
      expect(back.headers.get('location')).toMatch(new RegExp(`/manage-booking/${token}\\?move=cancelled$`))
    }
    expect(fake.sessions.get(session.id)!.status).toBe('expired')
    // Back to Stripe's page: an expired session cannot be paid.
    expect((await fetch(`${fake.url}/__fake/sessions/${session.id}/pay`, { method: 'POST' })).status).toBe(409)
    expect(fake.sessions.get(session.id)!.payment_status).toBe('unpaid')
    expect(await read(booking.id)).toMatchObject({ schedule: from.id, moveCount: 1 })
    expect((await history(booking.id)).filter((e) => e.action === HISTORY.moveFeeClosed).map((e) => e.stripeSessionId)).toEqual([session.id])

  })

  it('paid just before its Cancel arrived: the payment is applied (moved), not closed', async () => {
    const { to, booking, session: opened } = await feeCheckoutOpened()
    const session = fake.pay(opened.id)
    const cancelUrl = new URL(session.cancel_url!)
    expect((await rest(`${cancelUrl.pathname}${cancelUrl.search}`)).headers.get('location')).toMatch(/\?move=moved$/)
    expect(await read(booking.id)).toMatchObject({ schedule: to.id, moveCount: 2 })
    expect((await history(booking.id)).map((e) => e.action)).not.toContain(HISTORY.moveFeeClosed)
  })

  it('paid after the class it moves to started, or after the booking slid into the credit tier: not moved, the fee refunded', async () => {
    const from = await inDays(20)
    const soon = await inDays(15)
    const { booking } = await makeBooking(payload, { schedule: from.id, moveCount: 1 })
    const token = await tokenOf(booking.id)
    const { checkoutUrl } = (await (await postJson('/api/manage-booking/move', { token, toScheduleId: soon.id })).json()) as { checkoutUrl: string }
    const paid = fake.pay([...fake.sessions.values()].find((s) => s.url === checkoutUrl)!.id)
    // Paid 16 days on: the class it moves to started a day ago.
    expect(await applyPaidMove(payload, { sessionId: paid.id, paymentIntentId: paid.payment_intent }, { now: later(16) })).toBe('refunded')
    expect(await read(booking.id)).toMatchObject({ schedule: from.id, moveCount: 1 })
    expect(madeFor(paid.payment_intent!)).toHaveLength(1)
    expect((await emailsOf(booking.id, 'Booking not moved'))[0].text).toContain('it had already started')

    const far = await inDays(30)
    const other = await makeBooking(payload, { schedule: from.id, moveCount: 1 })
    const { checkoutUrl: url2 } = (await (await postJson('/api/manage-booking/move', { token: await tokenOf(other.booking.id), toScheduleId: far.id })).json()) as { checkoutUrl: string }
    const paid2 = fake.pay([...fake.sessions.values()].find((s) => s.url === url2)!.id)
    // Paid 12 days on: 8 days before the booking's class, the credit tier, which has no moves.
    expect(await applyPaidMove(payload, { sessionId: paid2.id, paymentIntentId: paid2.payment_intent }, { now: later(12) })).toBe('refunded')
    expect(await read(other.booking.id)).toMatchObject({ schedule: from.id, moveCount: 1 })
    expect(madeFor(paid2.payment_intent!)).toHaveLength(1)
  })
})

describe('what was paid, and what a full refund returns', () => {
  it('a booking moved for a $20 fee and then cancelled: the page, the answer and the email say $95.00 paid and $75.00 returned', async () => {
    const a = await inDays(20)
    const b = await inDays(21)
    const c = await inDays(22)
    const { bookingId, paymentIntent, token } = await paidBooking(a.id)
    await postJson('/api/manage-booking/move', { token, toScheduleId: b.id })
    const { checkoutUrl } = (await (await postJson('/api/manage-booking/move', { token, toScheduleId: c.id })).json()) as { checkoutUrl: string }
    const fee = fake.pay([...fake.sessions.values()].find((s) => s.url === checkoutUrl)!.id)
    await stripeWebhook('checkout.session.completed', fee)
    expect(await read(bookingId)).toMatchObject({ schedule: c.id, moveCount: 2 })
    const receipts = (await emailsOf(bookingId, 'Your booking moved')).filter((e) => e.text?.includes('Receipt'))
    expect(receipts.map((e) => e.text)).toEqual([expect.stringContaining('we received your reschedule fee of $20.00 for this move, paid by card. Reschedule fees are not refunded')])

    const { loadManageContext } = await import('@/server/manage/manageContext')
    expect((await loadManageContext(payload, bookingId, new Date()))?.moveFeesPaidCents).toBe(2000)

    expect(await (await postJson('/api/manage-booking/cancel', { token })).json()).toEqual({ status: 'refunded', refund: 'refunded' })
    expect(madeFor(paymentIntent)).toHaveLength(1)
    expect(madeFor(fee.payment_intent!)).toHaveLength(0)
    const [email] = await emailsOf(bookingId, 'Booking cancelled')
    expect(email.text).toContain('You paid $95.00 ($75.00 for the class and $20.00 in reschedule fees).')
    expect(email.text).toContain('A full refund returns the $75.00 class payment; the $20.00 in reschedule fees is not refunded.')

    const { PUBLIC_TIER_WORDS } = await import('@/domain/policies/publicPolicyWords')
    expect(PUBLIC_TIER_WORDS['full-refund-or-move'].what).toContain('Reschedule fees are not refunded')
  })
})
