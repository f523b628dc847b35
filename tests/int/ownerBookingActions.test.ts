import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { REASON_REQUIRED } from '@/domain/cms/ownerBookingActions'
import { HISTORY } from '@/domain/manage/historyActions'
import { staffNameOf } from '@/server/bookings/bookingHistory'
import { seatsTaken } from '@/server/seats'

import { makeBooking, makeUser, type TestUser } from '../helpers/factories'
import { rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'
import { paidThroughCheckout, readBooking, scheduleInDays } from '../helpers/stripeFlow'

// The real stripe SDK against the fake Stripe server.
const fake = await vi.hoisted(async () => (await import('../helpers/fakeStripe')).startFakeStripeForApp())

let payload: Payload
let owner: TestUser
let ownerToken: string
let instructorToken: string

beforeAll(async () => {
  payload = await getTestPayload()
  owner = await makeUser(payload, 'owner')
  ownerToken = await tokenFor(payload, owner)
  instructorToken = await tokenFor(payload, await makeUser(payload, 'instructor'))
})
afterAll(() => fake.close())

const inDays = (days: number) => scheduleInDays(payload, days)
const read = (id: number) => readBooking(payload, id)
const history = async (bookingId: number) =>
  (await payload.find({ collection: 'booking-events', where: { booking: { equals: bookingId } }, sort: 'id', pagination: false, overrideAccess: true })).docs
const emailsOf = async (bookingId: number, kind: string) =>
  (await payload.find({ collection: 'emails', where: { and: [{ booking: { equals: bookingId } }, { kind: { equals: kind } }] }, sort: 'id', pagination: false, overrideAccess: true })).docs
const refundsOf = (paymentIntent: string) => fake.refunds.filter((r) => r.payment_intent === paymentIntent)
const taken = async (scheduleId: number) => (await seatsTaken(payload, [scheduleId], { now: new Date() })).get(scheduleId)

/** A booking of two adults ($150) made and paid through Stripe Checkout, as a customer does: confirmed and emailed. */
async function paidBooking(scheduleId: number) {
  const { bookingId, paymentIntent } = await paidThroughCheckout(payload, fake, scheduleId, [{ firstName: 'Bea', lastName: 'Lovelace' }])
  const booking = await read(bookingId)
  expect(booking).toMatchObject({ status: 'confirmed', totalCents: 15000 })
  return { booking, paymentIntent }
}

/** As the owner, unless another token (or null: signed out) is given. */
const act = (body: Record<string, unknown>, token: string | null = ownerToken) =>
  rest('/api/owner/booking-actions', { method: 'POST', body: JSON.stringify(body), token: token ?? undefined })

describe("the owner's actions on a booking", () => {
  it('cancel and refund in full, 2 days before class (no customer tier allows it): one refund of $150, seats freed, history names the owner', async () => {
    const schedule = await inDays(2)
    const { booking, paymentIntent } = await paidBooking(schedule.id)
    const answers = await Promise.all([1, 2].map(() => act({ action: 'refund-full', bookingId: booking.id, reason: 'The instructor is ill.' })))
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const body = await answers[0].json()
    expect(body).toMatchObject({ status: 'refunded', refund: 'refunded', refundCents: 15000 })
    expect(body.message).toBe(`Booking ${booking.bookingNumber} is cancelled and $150.00 was refunded to the card.`)

    expect(refundsOf(paymentIntent).map((r) => r.amount)).toEqual([15000])
    expect(refundsOf(paymentIntent)[0].idempotencyKey).toBe(`refund-${booking.id}-${paymentIntent}`)
    expect(await read(booking.id)).toMatchObject({ status: 'refunded', stripeRefundId: refundsOf(paymentIntent)[0].id })
    expect(await taken(schedule.id)).toBe(0)
    const actions = (await history(booking.id)).map((e) => [e.action, e.actor, e.reason])
    expect(actions.filter(([action]) => action === HISTORY.ownerRefundedInFull)).toEqual([[HISTORY.ownerRefundedInFull, `owner ${owner.email}`, 'The instructor is ill.']])
    const told = await emailsOf(booking.id, 'other')
    expect(told.map((e) => e.text)).toEqual([expect.stringContaining('Your payment of $150.00 has been refunded to the card you paid with')])
    expect(told[0].text).toContain('The reason, in our words: The instructor is ill.')
  })

  it('cancel and refund part: $40.50 of $150 refunded at Stripe; more than was paid is refused and changes nothing', async () => {
    const { booking, paymentIntent } = await paidBooking((await inDays(20)).id)
    const tooMuch = await act({ action: 'refund-part', bookingId: booking.id, amount: '150.01', reason: 'Late start.' })
    expect(tooMuch.status).toBe(400)
    expect((await tooMuch.json()).error).toBe('The refund must be more than $0.00 and at most $150.00, what was paid by card.')
    expect((await act({ action: 'refund-part', bookingId: booking.id, amount: 'forty', reason: 'Late start.' })).status).toBe(400)
    const noReason = await act({ action: 'refund-part', bookingId: booking.id, amount: '40', reason: '  ' })
    expect(noReason.status).toBe(400)
    expect((await noReason.json()).error).toBe(REASON_REQUIRED)
    expect(refundsOf(paymentIntent)).toHaveLength(0)
    expect((await read(booking.id)).status).toBe('confirmed')

    const answer = await act({ action: 'refund-part', bookingId: booking.id, amount: '$40.50', reason: 'Late start.' })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ refund: 'refunded', refundCents: 4050, message: `Booking ${booking.bookingNumber} is cancelled and $40.50 was refunded to the card.` })
    expect(refundsOf(paymentIntent).map((r) => r.amount)).toEqual([4050])
    expect((await read(booking.id)).status).toBe('refunded')
    const entry = (await history(booking.id)).find((e) => e.action === HISTORY.ownerRefundedPart)
    expect(entry).toMatchObject({ actor: `owner ${owner.email}`, amountCents: 4050 })
    // Cancelled now: a second refund is refused, and Stripe is not asked again.
    const again = await act({ action: 'refund-full', bookingId: booking.id, reason: 'Twice.' })
    expect(again.status).toBe(409)
    expect(refundsOf(paymentIntent)).toHaveLength(1)
  })

  it('cancel for a class credit, 20 days before class (the customer could not): one credit of $150, emailed; no refund', async () => {
    const { booking, paymentIntent } = await paidBooking((await inDays(20)).id)
    const answer = await act({ action: 'credit', bookingId: booking.id, reason: 'She asked to come in spring.' })
    expect(answer.status).toBe(200)
    const body = await answer.json()
    expect(body).toMatchObject({ status: 'cancelled', credit: { amountCents: 15000 } })
    expect(body.message).toContain(`Class credit ${body.credit.code} of $150.00`)
    const credits = await payload.find({ collection: 'class-credits', where: { sourceBooking: { equals: booking.id } }, overrideAccess: true })
    expect(credits.docs.map((c) => [c.amountCents, c.issuedBy])).toEqual([[15000, staffNameOf(owner)]])
    const creditEmails = await emailsOf(booking.id, 'class-credit')
    expect(creditEmails.map((e) => e.text)).toEqual([expect.stringContaining('The reason, in our words: She asked to come in spring.')])
    expect(refundsOf(paymentIntent)).toHaveLength(0)
    expect((await history(booking.id)).find((e) => e.action === HISTORY.ownerCredited)).toMatchObject({ actor: `owner ${owner.email}` })
    expect((await act({ action: 'credit', bookingId: booking.id, reason: 'Again.' })).status).toBe(200)
    expect(await payload.count({ collection: 'class-credits', where: { sourceBooking: { equals: booking.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 1 })
  })

  it('resend confirmation: a second (and third) confirmation email in the outbox, each in the history', async () => {
    const { booking } = await paidBooking((await inDays(10)).id)
    expect(await emailsOf(booking.id, 'booking-confirmation')).toHaveLength(1)
    const first = await act({ action: 'resend-confirmation', bookingId: booking.id })
    expect(first.status).toBe(200)
    expect((await first.json()).message).toBe(`The confirmation of booking ${booking.bookingNumber} was emailed again to ${booking.contactEmail}.`)
    expect(await emailsOf(booking.id, 'booking-confirmation')).toHaveLength(2)
    expect((await act({ action: 'resend-confirmation', bookingId: booking.id })).status).toBe(200)
    const sent = await emailsOf(booking.id, 'booking-confirmation')
    expect(sent).toHaveLength(3)
    expect(new Set(sent.map((e) => e.subject)).size).toBe(1)
    expect(sent.every((e) => e.to === booking.contactEmail && e.status === 'Queued')).toBe(true)
    expect((await history(booking.id)).filter((e) => e.action === HISTORY.confirmationResent).map((e) => e.actor)).toEqual([`owner ${owner.email}`, `owner ${owner.email}`])
  })

  it('refuses an instructor (403) and a stranger (401): nothing is cancelled, refunded or sent', async () => {
    const { booking, paymentIntent } = await paidBooking((await inDays(20)).id)
    for (const action of ['refund-full', 'credit', 'resend-confirmation']) {
      expect((await act({ action, bookingId: booking.id, reason: 'x' }, instructorToken)).status).toBe(403)
      expect((await act({ action, bookingId: booking.id, reason: 'x' }, null)).status).toBe(401)
    }
    expect((await act({ action: 'refund-part', bookingId: booking.id, amount: '10', reason: 'x' }, instructorToken)).status).toBe(403)
    expect((await rest(`/api/owner/booking-move-targets?bookingId=${booking.id}`, { token: instructorToken })).status).toBe(403)
    expect(refundsOf(paymentIntent)).toHaveLength(0)
    expect((await read(booking.id)).status).toBe('confirmed')
    expect(await emailsOf(booking.id, 'booking-confirmation')).toHaveLength(1)
  })
})

describe('the status of a booking in /cms and REST', () => {
  it('cannot be set to refunded or cancelled by hand: the refusal names the actions; other changes still save', async () => {
    const { booking } = await makeBooking(payload, { schedule: (await inDays(20)).id })
    for (const status of ['refunded', 'cancelled']) {
      const answer = await rest(`/api/bookings/${booking.id}`, { method: 'PATCH', token: ownerToken, body: JSON.stringify({ status }) })
      expect(answer.status).toBe(400)
      expect(JSON.stringify(await answer.json())).toContain('Cancel and refund in full')
    }
    expect((await read(booking.id)).status).toBe('confirmed')
    const phone = await rest(`/api/bookings/${booking.id}`, { method: 'PATCH', token: ownerToken, body: JSON.stringify({ contactPhone: '9255550111' }) })
    expect(phone.status).toBe(200)
  })
})

describe('what the owner is asked and told follows what was paid', () => {
  it('a booking with nothing on a card is cancelled with nothing refunded, and its history says so', async () => {
    const { booking } = await makeBooking(payload, { schedule: (await inDays(20)).id })
    const answer = await act({ action: 'cancel', bookingId: booking.id, reason: 'Duplicate booking.' })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ status: 'cancelled', refund: 'not-needed', message: `Booking ${booking.bookingNumber} is cancelled. Nothing was paid by card, so nothing was refunded.` })
    const entries = await history(booking.id)
    expect(entries.map((e) => e.action)).toContain(HISTORY.ownerCancelledNothingPaid)
    expect(entries.map((e) => e.action)).not.toContain(HISTORY.ownerRefundedInFull)
  })

  it("a booking's money fields do not change by hand: a saved Total, paid or refunded time is ignored", async () => {
    const { booking } = await makeBooking(payload, { schedule: (await inDays(20)).id })
    const before = await read(booking.id)
    const answer = await rest(`/api/bookings/${booking.id}`, {
      method: 'PATCH',
      token: ownerToken,
      body: JSON.stringify({ totalCents: 1, creditCents: 5, paidAt: '2020-01-01T00:00:00.000Z', refundedAt: '2020-01-01T00:00:00.000Z', contactPhone: '9255550112' }),
    })
    expect(answer.status).toBe(200)
    expect(await read(booking.id)).toMatchObject({ totalCents: before.totalCents, creditCents: before.creditCents ?? null, paidAt: before.paidAt ?? null, refundedAt: before.refundedAt ?? null, contactPhone: '9255550112' })
  })
})

describe("the owner's move, goodwill credit and resend", () => {
  it('moves a booking only to a class its picker lists, and says which emails went out', async () => {
    const { booking } = await paidBooking((await inDays(20)).id)
    const to = await inDays(27)
    const targets = (await (await rest(`/api/owner/booking-move-targets?bookingId=${booking.id}`, { token: ownerToken })).json()).targets as { id: number; label: string }[]
    expect(targets.map((t) => t.id)).toContain(to.id)
    expect(targets.map((t) => t.id)).not.toContain(booking.schedule)
    expect(targets.find((t) => t.id === to.id)?.label).toMatch(/: \d+ seats? free$/)
    // A class that has started is refused by the server too, with the reason.
    const past = await act({ action: 'move', bookingId: booking.id, toScheduleId: (await inDays(-3)).id })
    expect(past.status).toBe(400)
    expect((await past.json()).error).toContain('has already started')

    const answer = await act({ action: 'move', bookingId: booking.id, toScheduleId: to.id })
    expect(answer.status).toBe(200)
    const { message } = await answer.json()
    expect(message).toContain(`Booking ${booking.bookingNumber} moved to `)
    expect(message).toContain(`to ${booking.contactEmail}.`)
    expect((await read(booking.id)).schedule).toBe(to.id)
    expect(await emailsOf(booking.id, 'booking-moved')).toHaveLength(1)
    // The class field itself is not saved by hand.
    await rest(`/api/bookings/${booking.id}`, { method: 'PATCH', token: ownerToken, body: JSON.stringify({ schedule: booking.schedule }) })
    expect((await read(booking.id)).schedule).toBe(to.id)
  })

  it('a goodwill credit from the booking: for its contact, issued by the owner by name, emailed with the reason; the booking stays', async () => {
    const { booking } = await paidBooking((await inDays(20)).id)
    const answer = await act({ action: 'goodwill-credit', bookingId: booking.id, amount: '25.50', reason: 'The room was cold.' })
    expect(answer.status).toBe(200)
    expect((await answer.json()).message).toMatch(new RegExp(`^Class credit CR-\\S+ of \\$25\\.50, valid until .+, was emailed to ${booking.contactEmail.replace('.', '\\.')}\\.$`))
    const { docs } = await payload.find({ collection: 'class-credits', where: { customerEmail: { equals: booking.contactEmail } }, overrideAccess: true })
    expect(docs.map((c) => [c.amountCents, c.issuedBy])).toEqual([[2550, staffNameOf(owner)]])
    const emails = await payload.find({ collection: 'emails', where: { to: { equals: booking.contactEmail }, kind: { equals: 'class-credit' } }, overrideAccess: true })
    expect(emails.docs.map((e) => e.text)).toEqual([expect.stringContaining('The reason, in our words: The room was cold.')])
    expect((await read(booking.id)).status).toBe('confirmed')
    expect((await history(booking.id)).find((e) => e.action === HISTORY.ownerGoodwillCredit)).toMatchObject({ amountCents: 2550, reason: 'The room was cold.' })
  })

  it('in a class the studio cancelled, resend sends the class-cancelled email again, never "your spot is confirmed"', async () => {
    const schedule = await inDays(20)
    const { booking } = await paidBooking(schedule.id)
    await payload.update({ collection: 'schedules', id: schedule.id, data: { isCancelled: true }, overrideAccess: true })
    const confirmations = (await emailsOf(booking.id, 'booking-confirmation')).length
    const others = (await emailsOf(booking.id, 'other')).length
    const answer = await act({ action: 'resend-confirmation', bookingId: booking.id })
    expect(answer.status).toBe(200)
    expect((await answer.json()).message).toContain('class-cancelled email')
    expect(await emailsOf(booking.id, 'booking-confirmation')).toHaveLength(confirmations)
    const sent = await emailsOf(booking.id, 'other')
    expect(sent).toHaveLength(others + 1)
    expect(sent.at(-1)!.text).not.toMatch(/spot is confirmed/i)
  })
})
