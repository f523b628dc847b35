import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { HISTORY } from '@/domain/manage/historyActions'
import { loadDashboard } from '@/server/admin/dashboard'
import { remindUnchosenBookings } from '@/server/manage/classCancelled'

import { postJson } from '../helpers/bookings'
import { makeBooking, makeUser, type TestUser } from '../helpers/factories'
import { rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'
import { DAY, manageTokenOfBooking, paidThroughCheckout, readBooking, scheduleInDays } from '../helpers/stripeFlow'

// The real stripe SDK against the fake Stripe server.
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

const inDays = (days: number, extra: { registrationOpens?: string } = {}) => scheduleInDays(payload, days, extra)
const read = (id: number) => readBooking(payload, id)
const tokenOf = (id: number) => manageTokenOfBooking(payload, id)
const emailsOf = async (bookingIds: number[]) =>
  (await payload.find({ collection: 'emails', where: { booking: { in: bookingIds } }, sort: 'id', pagination: false, depth: 0, overrideAccess: true })).docs
const cancelledEmails = async (bookingIds: number[]) => (await emailsOf(bookingIds)).filter((e) => e.dedupeKey?.startsWith('class-cancelled'))
const setCancelled = async (scheduleId: number, isCancelled: boolean) => {
  const answer = await rest(`/api/schedules/${scheduleId}`, { method: 'PATCH', token: ownerToken, body: JSON.stringify({ isCancelled }) })
  expect(answer.status, await answer.clone().text()).toBe(200)
}

/** A booking made and paid through Stripe Checkout, as a customer does: confirmed, with its payment intent. */
const paidBooking = (scheduleId: number) => paidThroughCheckout(payload, fake, scheduleId)

describe('the studio cancels a class in /cms', () => {
  it('emails each confirmed booking its choice and refunds nobody; a refund, a free move into a class not open yet, one reminder', async () => {
    // 10 days before: a customer's own tier would offer only a class credit.
    const schedule = await inDays(10)
    const refunder = await paidBooking(schedule.id)
    const mover = await paidBooking(schedule.id)
    const { booking: silent } = await makeBooking(payload, { schedule: schedule.id, moveCount: 1 })
    const { booking: cancelled } = await makeBooking(payload, { schedule: schedule.id, status: 'cancelled' })
    const { booking: held } = await makeBooking(payload, { schedule: schedule.id, status: 'held', holdExpiresAt: new Date(Date.now() + 20 * 60_000).toISOString() })
    const confirmed = [refunder.bookingId, mover.bookingId, silent.id]

    await setCancelled(schedule.id, true)
    const sent = await cancelledEmails([...confirmed, cancelled.id, held.id])
    expect(sent.map((e) => e.booking as number).sort((a, b) => a - b)).toEqual(confirmed)
    for (const email of sent) {
      const bookingId = email.booking as number
      expect(email.subject).toMatch(/^Class cancelled: /)
      expect(email.text).toContain(`/manage-booking/${await tokenOf(bookingId)}`)
      expect(email.text).toContain('a full refund, or priority rescheduling')
    }
    expect(fake.refunds.filter((r) => [refunder.paymentIntent, mover.paymentIntent].includes(r.payment_intent as string))).toHaveLength(0)
    for (const id of confirmed) expect((await read(id)).status).toBe('confirmed')

    // Saving it again, or un-ticking and ticking it, sends nothing more.
    await setCancelled(schedule.id, false)
    await setCancelled(schedule.id, true)
    expect(await cancelledEmails(confirmed)).toHaveLength(3)

    // The customer who chooses the refund gets one, however often asked.
    const refundToken = await tokenOf(refunder.bookingId)
    const answers = await Promise.all([0, 1].map(() => postJson('/api/manage-booking/cancel', { token: refundToken })))
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    expect(fake.refunds.filter((r) => r.payment_intent === refunder.paymentIntent)).toHaveLength(1)
    expect(['cancelled', 'refunded']).toContain((await read(refunder.bookingId)).status)

    // The customer who chooses a move lands, for free, in a class whose registration opens only next month.
    const notOpenYet = await inDays(60, { registrationOpens: new Date(Date.now() + 30 * DAY).toISOString() })
    const moved = await postJson('/api/manage-booking/move', { token: await tokenOf(mover.bookingId), toScheduleId: notOpenYet.id })
    expect(await moved.json()).toEqual({ moved: true, scheduleId: notOpenYet.id })
    expect(await read(mover.bookingId)).toMatchObject({ schedule: notOpenYet.id, status: 'confirmed', moveCount: 0 })
    expect([...fake.sessions.values()].filter((s) => s.metadata?.purpose === 'move-fee' && s.metadata.bookingId === String(mover.bookingId))).toHaveLength(0)
    const moves = await payload.find({ collection: 'booking-events', where: { and: [{ booking: { equals: mover.bookingId } }, { action: { equals: HISTORY.movedFromCancelledClass } }] }, overrideAccess: true })
    expect(moves.totalDocs).toBe(1)

    // The reminder: not before 3 days, then once, only to the customer who has not chosen.
    expect(await remindUnchosenBookings(payload, new Date(Date.now() + 2 * DAY))).not.toContain(silent.id)
    const reminded = await remindUnchosenBookings(payload, new Date(Date.now() + 3 * DAY + 60_000))
    expect(reminded.filter((id) => confirmed.includes(id))).toEqual([silent.id])
    expect(await remindUnchosenBookings(payload, new Date(Date.now() + 4 * DAY))).not.toContain(silent.id)
    const reminders = (await cancelledEmails(confirmed)).filter((e) => e.subject.startsWith('Reminder:'))
    expect(reminders.map((e) => e.booking)).toEqual([silent.id])
    expect(fake.refunds.filter((r) => r.payment_intent === mover.paymentIntent)).toHaveLength(0)

    // The owner's /cms dashboard lists who has not chosen.
    const { unchosen } = await loadDashboard(payload, owner, new Date())
    expect(unchosen.docs.map((b) => b.id).filter((id) => confirmed.includes(id))).toEqual([silent.id])

    // The class the booking moved into is cancelled too: that is a new choice, and a new email.
    await setCancelled(notOpenYet.id, true)
    expect((await cancelledEmails([mover.bookingId])).map((e) => e.subject.split(':')[0])).toEqual(['Class cancelled', 'Class cancelled'])
  })

  it('a class un-cancelled before the 3 days are up sends no reminder', async () => {
    const schedule = await inDays(20)
    const { booking } = await makeBooking(payload, { schedule: schedule.id })
    await setCancelled(schedule.id, true)
    await setCancelled(schedule.id, false)
    expect(await remindUnchosenBookings(payload, new Date(Date.now() + 3 * DAY + 60_000))).not.toContain(booking.id)
    expect((await cancelledEmails([booking.id])).map((e) => e.subject.split(':')[0])).toEqual(['Class cancelled'])
  })
  it('ticked on /admin/schedules/{id}/edit, the same one email goes to each confirmed booking', async () => {
    const schedule = await inDays(30)
    const { booking } = await makeBooking(payload, { schedule: schedule.id })
    const staff = await tokenFor(payload, await makeUser(payload, 'instructor'))
    const form = { classScheduleId: schedule.id, date: '2027-03-20', startTime: '09:30', endTime: '12:00', availableSpots: 10, specialNotes: '', location: '', venueName: '', city: '' }
    const save = (isCancelled: boolean) => rest('/api/admin/update-schedule', { method: 'POST', token: staff, body: JSON.stringify({ ...form, isCancelled }) })
    expect((await save(true)).status).toBe(200)
    expect((await save(true)).status).toBe(200)
    expect((await cancelledEmails([booking.id])).map((e) => e.subject.split(':')[0])).toEqual(['Class cancelled'])
    expect((await read(booking.id)).status).toBe('confirmed')
  })
})
