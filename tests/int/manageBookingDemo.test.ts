import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { creditCodeHint } from '@/domain/credits/creditCode'
import { HISTORY } from '@/domain/manage/historyActions'
import { manageTokenOf } from '@/server/bookings/manageToken'
import { completeDemoCheckout, findDemoMoveFee } from '@/server/payments/demoCheckout'

import { adultBody, postJson } from '../helpers/bookings'
import { makeBooking, makeSchedule, makeUser } from '../helpers/factories'
import { rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

// No STRIPE_SECRET_KEY here: bookings and reschedule fees go through the demo checkout, which charges nothing.
const DAY = 24 * 3600_000
let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const inDays = (days: number) => {
  const start = Date.now() + days * DAY
  return makeSchedule(payload, { startTime: new Date(start).toISOString(), endTime: new Date(start + 3 * 3600_000).toISOString() })
}
const read = (id: number) => payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
const tokenOf = async (id: number) => manageTokenOf((await read(id)).manageTokenNonce!)

describe('manage actions in the demo checkout world', () => {
  it('a booking paid in the demo checkout is cancelled and refunded at once (nothing was charged)', async () => {
    const schedule = await inDays(20)
    const booked = (await (await postJson('/api/create-booking', adultBody(schedule.id))).json()) as { checkoutUrl: string; bookingId: number }
    const sessionId = booked.checkoutUrl.split('/demo-checkout/')[1]
    await completeDemoCheckout(payload, { sessionId, action: 'pay' })
    // /stripe-success shows the manage link of the booking whose checkout it verified.
    const verified = (await (await postJson('/api/verify-payment', { session_id: sessionId, booking_id: booked.bookingId })).json()) as { booking: { manageUrl: string } }
    expect(verified.booking.manageUrl).toBe(`/manage-booking/${await tokenOf(booked.bookingId)}`)
    const answer = await postJson('/api/manage-booking/cancel', { token: await tokenOf(booked.bookingId) })
    expect(await answer.json()).toEqual({ status: 'refunded', refund: 'refunded' })
    expect(await read(booked.bookingId)).toMatchObject({ status: 'refunded' })
    // Nothing was charged, so neither the email nor /stripe-success says a card gets money back.
    const emails = await payload.find({ collection: 'emails', where: { and: [{ booking: { equals: booked.bookingId } }, { subject: { contains: 'Booking cancelled' } }] }, overrideAccess: true })
    expect(emails.docs.map((e) => e.text)).toEqual([expect.stringContaining('Demo booking: nothing was charged, so nothing goes back to a card.')])
    expect(emails.docs[0].text).not.toMatch(/card you paid with|your bank/)
    const again = await postJson('/api/verify-payment', { session_id: sessionId, booking_id: booked.bookingId })
    expect(await again.json()).toMatchObject({ title: 'This booking was cancelled', error: 'This booking was cancelled. Demo booking: nothing was charged, so nothing goes back to a card.' })
  })

  it('a second move opens a $20 demo checkout; Pay makes the move once', async () => {
    const [a, b] = [await inDays(20), await inDays(30)]
    const { booking } = await makeBooking(payload, { schedule: a.id, moveCount: 1 })
    const token = await tokenOf(booking.id)
    const { checkoutUrl } = (await (await postJson('/api/manage-booking/move', { token, toScheduleId: b.id })).json()) as { checkoutUrl: string }
    expect(checkoutUrl).toMatch(/^\/demo-checkout\/demo_fee_/)
    const sessionId = checkoutUrl.split('/demo-checkout/')[1]
    const pay = () => completeDemoCheckout(payload, { sessionId, action: 'pay' })
    expect((await pay()).redirectTo).toMatch(/^\/manage-booking\/[\w-]{43}\?move=moved$/)
    await pay()
    expect(await read(booking.id)).toMatchObject({ schedule: b.id, moveCount: 2 })
    const moves = await payload.find({ collection: 'booking-events', where: { and: [{ booking: { equals: booking.id } }, { action: { equals: HISTORY.movedPaid } }] }, overrideAccess: true })
    expect(moves.docs.map((e) => [e.amountCents, e.stripeSessionId])).toEqual([[2000, sessionId]])
  })

  it("a $20 demo checkout's Cancel closes it: Pay from history no longer moves the booking, its page says it closed and names the class", async () => {
    const [a, b, c] = [await inDays(20), await inDays(30), await inDays(31)]
    const { booking } = await makeBooking(payload, { schedule: a.id, moveCount: 1 })
    const token = await tokenOf(booking.id)
    const open = async (to: number) => {
      const { checkoutUrl } = (await (await postJson('/api/manage-booking/move', { token, toScheduleId: to })).json()) as { checkoutUrl: string }
      return checkoutUrl.split('/demo-checkout/')[1]
    }
    const sessionId = await open(b.id)
    const shown = await findDemoMoveFee(payload, sessionId)
    expect(shown).toMatchObject({ open: true, amountCents: 2000, target: { className: expect.any(String), when: expect.stringMatching(/Pacific time/) } })
    expect((await completeDemoCheckout(payload, { sessionId, action: 'cancel' })).redirectTo).toBe(`/manage-booking/${token}?move=cancelled`)
    expect(await findDemoMoveFee(payload, sessionId)).toMatchObject({ open: false })
    // Back to the checkout, then Pay: its page again (which says it closed), nothing moved.
    expect((await completeDemoCheckout(payload, { sessionId, action: 'pay' })).redirectTo).toBe(`/demo-checkout/${sessionId}`)
    expect(await read(booking.id)).toMatchObject({ schedule: a.id, moveCount: 1 })

    // Opening another closes the one before it as well; the new one pays.
    const first = await open(b.id)
    const second = await open(c.id)
    expect(await findDemoMoveFee(payload, first)).toMatchObject({ open: false })
    expect((await completeDemoCheckout(payload, { sessionId: first, action: 'pay' })).redirectTo).toBe(`/demo-checkout/${first}`)
    expect((await completeDemoCheckout(payload, { sessionId: second, action: 'pay' })).redirectTo).toBe(`/manage-booking/${token}?move=moved`)
    expect(await read(booking.id)).toMatchObject({ schedule: c.id, moveCount: 2 })
  })

  it('5 days before, the manage link cancels for one class credit of the amount paid, recorded in the history', async () => {
    const { booking } = await makeBooking(payload, { schedule: (await inDays(5)).id })
    const token = await tokenOf(booking.id)
    const [first, second] = await Promise.all([0, 1].map(() => postJson('/api/manage-booking/cancel-for-credit', { token })))
    const answers = (await Promise.all([first.json(), second.json()])) as { status: string; credit: { code: string; amountCents: number } }[]
    expect(answers.map((a) => a.status)).toEqual(['cancelled', 'cancelled'])
    // One answer has the code (made in its request), the other its hint: the code is stored only as a hash.
    const codes = answers.map((a) => a.credit.code)
    expect(codes.filter((c) => /^CR-\w{4}-\w{4}-\w{4}$/.test(c))).toHaveLength(1)
    expect(new Set(codes.map(creditCodeHint)).size).toBe(1)
    expect(answers[0].credit.amountCents).toBe(booking.totalCents)
    expect(await read(booking.id)).toMatchObject({ status: 'cancelled' })
    const credits = await payload.find({ collection: 'class-credits', where: { sourceBooking: { equals: booking.id } }, overrideAccess: true })
    expect(credits.docs.map((c) => [c.codeHint, c.remainingCents])).toEqual([[creditCodeHint(answers[0].credit.code), booking.totalCents]])
    const events = await payload.find({ collection: 'booking-events', where: { and: [{ booking: { equals: booking.id } }, { action: { equals: HISTORY.cancelledForCredit } }] }, overrideAccess: true })
    expect(events.docs.map((e) => e.actor)).toEqual(['customer (manage link)'])
    // 20 days before, the same button is refused: that tier offers a refund or a move instead.
    const early = await makeBooking(payload, { schedule: (await inDays(20)).id })
    const refused = await postJson('/api/manage-booking/cancel-for-credit', { token: await tokenOf(early.booking.id) })
    expect(refused.status).toBe(409)
  })

  it('a full-refund cancellation gives the part a class credit paid back to that credit', async () => {
    const credit = await payload.create({
      collection: 'class-credits',
      data: { code: `CR-TEST-${Date.now()}`, status: 'active', amountCents: 5000, remainingCents: 2000, expiresAt: new Date(Date.now() + 300 * DAY).toISOString(), customerEmail: 'ada@example.com' },
      overrideAccess: true,
    })
    const { booking } = await makeBooking(payload, { schedule: (await inDays(20)).id, totalCents: 4500, classCredit: credit.id, creditCents: 3000 })
    const answer = await postJson('/api/manage-booking/cancel', { token: await tokenOf(booking.id) })
    expect(answer.status).toBe(200)
    expect(await payload.findByID({ collection: 'class-credits', id: credit.id, overrideAccess: true })).toMatchObject({ remainingCents: 5000, status: 'active' })
  })

  it("the history is the owner's to read on the booking, and nobody writes it over the API", async () => {
    const { booking } = await makeBooking(payload)
    const owner = await tokenFor(payload, await makeUser(payload, 'owner'))
    const instructor = await tokenFor(payload, await makeUser(payload, 'instructor'))
    const asOwner = (await (await rest(`/api/bookings/${booking.id}?depth=1`, { token: owner })).json()) as { history: { docs: { action: string }[] } }
    expect(asOwner.history.docs.map((e) => e.action)).toEqual(['created'])
    const asInstructor = (await (await rest(`/api/bookings/${booking.id}?depth=1`, { token: instructor })).json()) as { history?: { docs: unknown[] } }
    expect(asInstructor.history?.docs ?? []).toEqual([])
    const forged = await rest('/api/booking-events', { method: 'POST', token: owner, body: JSON.stringify({ booking: booking.id, action: 'x', actor: 'y' }) })
    expect(forged.status).toBe(403)
  })
  it('demo Pay and /stripe-success again after a cancellation for a class credit change nothing; the page says what happened', async () => {
    const schedule = await inDays(7)
    const booked = (await (await postJson('/api/create-booking', adultBody(schedule.id))).json()) as { checkoutUrl: string; bookingId: number }
    const sessionId = booked.checkoutUrl.split('/demo-checkout/')[1]
    await completeDemoCheckout(payload, { sessionId, action: 'pay' })
    const confirmed = (await (await postJson('/api/verify-payment', { session_id: sessionId, booking_id: booked.bookingId })).json()) as { booking: { demoCheckout: boolean } }
    expect(confirmed.booking.demoCheckout).toBe(true)
    expect((await postJson('/api/manage-booking/cancel-for-credit', { token: await tokenOf(booked.bookingId) })).status).toBe(200)

    expect((await postJson('/api/demo-checkout', { sessionId, action: 'pay' })).status).toBe(200)
    for (let reload = 0; reload < 3; reload++) {
      const answer = await postJson('/api/verify-payment', { session_id: sessionId, booking_id: booked.bookingId })
      expect(await answer.json()).toMatchObject({ code: 'BOOKING_CANCELLED', title: 'This booking was cancelled for a class credit' })
    }
    expect(await read(booked.bookingId)).toMatchObject({ status: 'cancelled', refundedAt: null })
    const credits = await payload.find({ collection: 'class-credits', where: { sourceBooking: { equals: booked.bookingId } }, overrideAccess: true })
    expect(credits.docs.map((c) => [c.status, c.remainingCents])).toEqual([['active', 7500]])
    const emails = await payload.find({ collection: 'emails', where: { booking: { equals: booked.bookingId } }, overrideAccess: true })
    expect(emails.docs.map((e) => e.kind)).not.toContain('class-filled-refund')
  })
})
