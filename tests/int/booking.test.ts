import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CLEANUP_GLOBAL } from '@/domain/limits/publicLimits'
import { releaseExpiredHolds } from '@/server/payments/fulfilment'
import { resetLimit } from '@/server/limits/limiter'
import { seatsTaken } from '@/server/seats'

import { adultBody, motherDaughterBody, postJson } from '../helpers/bookings'
import { makeBooking, makeClass, makeSchedule } from '../helpers/factories'
import { rest } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

// No STRIPE_SECRET_KEY here: create-booking answers the demo checkout, which drives the same fulfil function.
let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const heldOn = async (scheduleId: number) =>
  (await payload.count({ collection: 'bookings', where: { schedule: { equals: scheduleId }, status: { equals: 'held' } }, overrideAccess: true }))
    .totalDocs

describe('POST /api/create-booking under load', () => {
  it('200 concurrent one-seat bookings on a 10-seat class: exactly 10 held, every other answer 409, none 5xx', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 10 })
    const answers = await Promise.all(Array.from({ length: 200 }, () => postJson('/api/create-booking', adultBody(schedule.id))))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    expect(statuses.filter((s) => s === 409)).toHaveLength(190)
    const refused = await answers.find((a) => a.status === 409)!.json()
    expect(refused).toMatchObject({ remaining: 0, error: 'Sorry, this class is already full.', code: 'CLASS_FULL' })
    expect(await heldOn(schedule.id)).toBe(10)
  })

  it('100 concurrent mother-daughter bookings of 2 seats on 10 seats: exactly 5', async () => {
    const cls = await makeClass(payload, { type: 'public-mother-daughter', priceCents: 13900 })
    const schedule = await makeSchedule(payload, { class: cls.id, availableSpots: 10 })
    const answers = await Promise.all(Array.from({ length: 100 }, () => postJson('/api/create-booking', motherDaughterBody(schedule.id))))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(95)
    expect(await heldOn(schedule.id)).toBe(5)
    expect((await seatsTaken(payload, [schedule.id], { now: new Date() })).get(schedule.id)).toBe(10)
  })
})

describe('POST /api/create-booking', () => {
  it('holds the seats, prices on the server, stores the participants and answers the demo checkout', async () => {
    const schedule = await makeSchedule(payload)
    const body = { ...adultBody(schedule.id, [{ firstName: 'Grace', lastName: 'Hopper' }, { firstName: 'Edith', lastName: 'Clarke' }]), totalAmount: 1 }
    const answer = await postJson('/api/create-booking', body)
    expect(answer.status).toBe(200)
    const { checkoutUrl, bookingId } = await answer.json()
    expect(checkoutUrl).toMatch(/^\/demo-checkout\/demo_/)
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })
    expect(booking).toMatchObject({ status: 'held', seats: 3, participantCount: 3, totalCents: 22500, contactPhone: '9255550100' })
    const holdMs = new Date(booking.holdExpiresAt!).getTime() - Date.now()
    expect(holdMs).toBeGreaterThan(30 * 60_000)
    expect(holdMs).toBeLessThanOrEqual(31 * 60_000)
    const people = await payload.find({ collection: 'participants', where: { booking: { equals: bookingId } }, sort: 'id', overrideAccess: true })
    expect(people.docs.map((p) => [p.firstName, p.ageGroup, p.isPrimaryContact])).toEqual([
      ['Ada', '16+', true],
      ['Grace', '16+', false],
      ['Edith', '16+', false],
    ])
  })

  it('prices mother-daughter per pair and community per person ($99 default); the mother is 16+, daughters 12-15', async () => {
    const md = await makeSchedule(payload, { class: (await makeClass(payload, { type: 'public-mother-daughter', priceCents: 13900 })).id })
    const mdAnswer = await postJson('/api/create-booking', {
      ...motherDaughterBody(md.id),
      participants: [
        { firstName: 'Bea', lastName: 'L', ageGroup: '12-15' },
        { firstName: 'Cat', lastName: 'L', ageGroup: '12-15' },
      ],
    })
    const mdBooking = await payload.findByID({ collection: 'bookings', id: (await mdAnswer.json()).bookingId, overrideAccess: true })
    expect(mdBooking).toMatchObject({ classType: 'mother-daughter', seats: 3, totalCents: 27800 })

    const community = await makeSchedule(payload, { class: (await makeClass(payload, { type: 'community-mother-daughter', priceCents: 0 })).id })
    const answer = await postJson('/api/create-booking', {
      ...motherDaughterBody(community.id),
      classType: 'community-mother-daughter',
      participants: [{ firstName: 'Dee', lastName: 'L', ageGroup: '12-15' }],
    })
    expect(answer.status).toBe(200)
    const { bookingId } = await answer.json()
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })
    expect(booking).toMatchObject({ classType: 'community-mother-daughter', seats: 2, totalCents: 19800 })
    const people = await payload.find({ collection: 'participants', where: { booking: { equals: bookingId } }, sort: 'id', overrideAccess: true })
    expect(people.docs.map((p) => p.ageGroup)).toEqual(['16+', '12-15'])

    const wrongPage = await postJson('/api/create-booking', motherDaughterBody(community.id))
    expect(wrongPage.status).toBe(400)
  })

  it('says how many seats remain when the group does not fit', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 3 })
    await makeBooking(payload, { schedule: schedule.id, seats: 1 })
    const answer = await postJson('/api/create-booking', adultBody(schedule.id, [{ firstName: 'A', lastName: 'B' }, { firstName: 'C', lastName: 'D' }]))
    expect(answer.status).toBe(409)
    expect(await answer.json()).toMatchObject({ remaining: 2, error: 'This class is almost full. Only 2 spots remain.' })
  })

  it('answers bad input with a 4xx and the spec messages, never a 500', async () => {
    const schedule = await makeSchedule(payload)
    const notJson = await rest('/api/create-booking', { method: 'POST', body: '{oops' })
    expect(notJson.status).toBe(400)

    const invalid = await postJson('/api/create-booking', { ...adultBody(schedule.id), contactInfo: { firstName: '', email: 'x' } })
    expect(invalid.status).toBe(400)
    expect((await invalid.json()).messages).toEqual([
      'Contact first name is required',
      'Contact last name is required',
      'Please enter a valid email address',
      'Phone number is required',
    ])

    expect((await postJson('/api/create-booking', adultBody(999_999))).status).toBe(404)
    expect((await postJson('/api/create-booking', { classType: 'adult', classScheduleId: 'x' })).status).toBe(400)
    expect((await postJson('/api/create-booking', null)).status).toBe(400)
  })

  it('refuses a booking kind that does not match the class', async () => {
    const schedule = await makeSchedule(payload)
    const answer = await postJson('/api/create-booking', motherDaughterBody(schedule.id))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ error: 'Invalid class type for this booking page' })
  })

  it('refuses when registration has closed (4 hours before start) or has not opened', async () => {
    const soon = await makeSchedule(payload, {
      startTime: new Date(Date.now() + 3 * 3600_000).toISOString(),
      endTime: new Date(Date.now() + 6 * 3600_000).toISOString(),
    })
    const closed = await postJson('/api/create-booking', adultBody(soon.id))
    expect(closed.status).toBe(409)
    expect(await closed.json()).toMatchObject({ code: 'REGISTRATION_CLOSED', error: 'Registration for this class has closed.' })

    const later = await makeSchedule(payload, { registrationOpens: new Date(Date.now() + 24 * 3600_000).toISOString() })
    const notOpen = await postJson('/api/create-booking', adultBody(later.id))
    expect(notOpen.status).toBe(409)
    expect(await notOpen.json()).toMatchObject({
      code: 'REGISTRATION_NOT_OPEN',
      error: expect.stringMatching(/^Registration opens [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M Pacific Time\.$/),
    })
    expect(await heldOn(soon.id)).toBe(0)
    expect(await heldOn(later.id)).toBe(0)
  })
})

describe('expired holds', () => {
  it('free their seats again; the cleanup call and the job release them idempotently', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 1 })
    const first = await postJson('/api/create-booking', adultBody(schedule.id))
    const { bookingId } = await first.json()
    expect((await postJson('/api/create-booking', adultBody(schedule.id))).status).toBe(409)

    await payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { holdExpiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await resetLimit(payload, CLEANUP_GLOBAL, 'all') // the public cleanup runs at most once per window
    const cleanup = await rest('/api/cleanup-expired-bookings', { method: 'POST' })
    expect(cleanup.status).toBe(200)
    expect((await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })).status).toBe('expired')
    expect(await releaseExpiredHolds(payload)).toEqual([])

    expect((await postJson('/api/create-booking', adultBody(schedule.id))).status).toBe(200)
  })

  it('the scheduled job task releases lapsed holds', async () => {
    const schedule = await makeSchedule(payload)
    const { booking } = await makeBooking(payload, {
      schedule: schedule.id,
      status: 'held',
      holdExpiresAt: new Date(Date.now() - 1000).toISOString(),
    })
    await payload.jobs.queue({ task: 'releaseExpiredHolds', input: {}, queue: 'maintenance' })
    await payload.jobs.run({ queue: 'maintenance' })
    expect((await payload.findByID({ collection: 'bookings', id: booking.id, overrideAccess: true })).status).toBe('expired')
    const history = await payload.find({ collection: 'booking-events', where: { booking: { equals: booking.id } }, sort: 'createdAt', overrideAccess: true })
    expect(history.docs.at(-1)).toMatchObject({
      action: 'hold lapsed unpaid: seats released',
      actor: 'system (hold release)',
      before: { status: 'held' },
      after: { status: 'expired' },
    })
  })
})

describe('demo checkout', () => {
  it('Pay confirms once through fulfil; verify-payment then returns the booking; a forged pair confirms nothing', async () => {
    const schedule = await makeSchedule(payload)
    const { checkoutUrl, bookingId } = await (await postJson('/api/create-booking', adultBody(schedule.id))).json()
    const sessionId = checkoutUrl.split('/').pop()

    const forged = await postJson('/api/verify-payment', { session_id: 'demo_forged', booking_id: bookingId })
    expect(forged.status).toBe(404)
    const pending = await postJson('/api/verify-payment', { session_id: sessionId, booking_id: bookingId })
    expect(pending.status).toBe(409)
    expect((await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })).status).toBe('held')

    const paid = await postJson('/api/demo-checkout', { sessionId, action: 'pay' })
    expect(await paid.json()).toEqual({ redirectTo: `/stripe-success?session_id=${sessionId}&booking_id=${bookingId}` })
    await postJson('/api/demo-checkout', { sessionId, action: 'pay' })

    const verified = await postJson('/api/verify-payment', { session_id: sessionId, booking_id: bookingId })
    expect(verified.status).toBe(200)
    const { booking } = await verified.json()
    expect(booking).toMatchObject({ participantCount: 1, totalAmount: 75, classPrepUrl: `/class-prep/${schedule.id}` })
    const stored = await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })
    expect(stored).toMatchObject({ status: 'confirmed', confirmationEmailStatus: 'Queued' })
    expect(stored.paidAt).toBeTruthy()
  })

  it('Cancel releases the hold and returns to the booking page', async () => {
    const schedule = await makeSchedule(payload)
    const { checkoutUrl, bookingId } = await (await postJson('/api/create-booking', adultBody(schedule.id))).json()
    const answer = await postJson('/api/demo-checkout', { sessionId: checkoutUrl.split('/').pop(), action: 'cancel' })
    expect(await answer.json()).toEqual({ redirectTo: `/book-adult-class/${schedule.id}?checkout=cancelled` })
    expect((await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })).status).toBe('expired')
  })

  it('Pay after the hold lapsed on a class that filled meanwhile: nothing was charged, so refunded at once; both told', async () => {
    const schedule = await makeSchedule(payload, { availableSpots: 1 })
    const { checkoutUrl, bookingId } = await (await postJson('/api/create-booking', adultBody(schedule.id))).json()
    await payload.update({ collection: 'bookings', id: bookingId, data: { status: 'expired' }, overrideAccess: true })
    await makeBooking(payload, { schedule: schedule.id, seats: 1 })
    const sessionId = checkoutUrl.split('/').pop()
    await postJson('/api/demo-checkout', { sessionId, action: 'pay' })
    expect((await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })).status).toBe('refunded')
    const emails = await payload.find({ collection: 'emails', where: { booking: { equals: bookingId } }, sort: 'id', overrideAccess: true })
    expect(emails.docs.map((e) => e.kind)).toEqual(['needs-review-notice', 'class-filled-refund'])
    // The demo checkout charged nothing: the customer is not told of a refund to a card.
    expect(emails.docs[1].text).toContain('Demo booking: nothing was charged, so nothing goes back to a card.')
    expect(emails.docs[1].text).not.toMatch(/refunding|your bank/i)
    const verified = await postJson('/api/verify-payment', { session_id: sessionId, booking_id: bookingId })
    expect(await verified.json()).toMatchObject({ code: 'PAYMENT_REFUNDED', error: expect.stringContaining('Demo booking: nothing was charged') })
  })

  it('refuses an unknown demo session', async () => {
    expect((await postJson('/api/demo-checkout', { sessionId: 'demo_nope', action: 'pay' })).status).toBe(404)
    expect((await postJson('/api/demo-checkout', { action: 'pay' })).status).toBe(404)
  })
})
