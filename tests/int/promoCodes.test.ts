import { fromZonedTime, formatInTimeZone } from 'date-fns-tz'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PROMO_MESSAGES } from '@/domain/promos/promoCode'
import { BUSINESS_TIME_ZONE } from '@/domain/time/pacific'
import { PROMO_CODES_PER_EMAIL } from '@/domain/limits/publicLimits'
import type { PromoCode } from '@/payload-types'
import { monthOf } from '@/domain/reports/periods'
import { createBooking } from '@/server/bookings/createBooking'
import { monthReport } from '@/server/reports/monthReport'
import { releaseExpiredHolds } from '@/server/payments/releaseExpiredHolds'

import { adultBody, newContactEmail, postJson } from '../helpers/bookings'
import { makeClass, makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

// No STRIPE_SECRET_KEY here: what is left to pay goes to the demo checkout, which drives the same fulfil function.
let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
let n = 0
const newCode = () => `TEST${Date.now().toString(36).toUpperCase()}${++n}`

const makePromo = (data: Partial<PromoCode>) =>
  payload.create({
    collection: 'promo-codes',
    data: { code: newCode(), discountType: 'percent', percentOff: 20, classKinds: ['public', 'mother-daughter'], active: true, ...data },
    overrideAccess: true, // test setup: the owner's code
  })
const booking = (id: number) => payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
const book = (body: Record<string, unknown>) => postJson('/api/create-booking', body)
const people = (count: number) => Array.from({ length: count }, (_, i) => ({ firstName: `Guest${i}`, lastName: 'Lovelace' }))
/** Books straight through the use case at `now` (no HTTP), as the clock would be then. */
const bookAt = (body: Record<string, unknown>, now: Date) => createBooking(payload, body, { now, stripe: null })

describe('a promo code on a booking', () => {
  it('takes its discount off the list price on the server, then a class credit or the card pays the rest; the code may be typed in any case', async () => {
    const promo = await makePromo({ code: 'spring20' })
    expect(promo.code).toBe('SPRING20')
    const schedule = await makeSchedule(payload)
    const answer = await book({ ...adultBody(schedule.id, people(1)), promoCode: ' Spring20 ', totalAmount: 1 })
    expect(answer.status).toBe(200)
    const body = await answer.json()
    expect(body.checkoutUrl).toMatch(/^\/demo-checkout\/demo_/)
    expect(await booking(body.bookingId)).toMatchObject({ status: 'held', listPriceCents: 15000, discountCents: 3000, totalCents: 12000, promoCode: promo.id })

    await postJson('/api/demo-checkout', { sessionId: body.checkoutUrl.split('/').pop(), action: 'pay' })
    expect(await booking(body.bookingId)).toMatchObject({ status: 'confirmed', discountCents: 3000, totalCents: 12000 })

    // The confirmation says the code and its discount, then what was paid; the month report counts the discount.
    const emails = await payload.find({ collection: 'emails', where: { booking: { equals: body.bookingId }, kind: { equals: 'booking-confirmation' } }, overrideAccess: true })
    expect(emails.docs[0]?.text).toContain('Promo code SPRING20: -$30.00')
    expect(emails.docs[0]?.text).toContain('Total: $120.00')
    const report = await monthReport(payload, monthOf(new Date(schedule.startTime!)))
    expect(report.classes.find((c) => c.scheduleId === schedule.id)).toMatchObject({ paidCents: 12000, discountsCents: 3000 })
  })

  it("the form's Apply prices a code on the server and holds nothing; a refusal is in words", async () => {
    const promo = await makePromo({ percentOff: 15, minimumParticipants: 2 })
    const md = await makeSchedule(payload, { class: (await makeClass(payload, { type: 'public-mother-daughter', priceCents: 13900 })).id })
    const check = (body: Record<string, unknown>) => postJson('/api/check-promo-code', { classScheduleId: md.id, email: newContactEmail(), ...body })
    const ok = await check({ code: promo.code.toLowerCase(), participantCount: 3 })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ code: promo.code, discountCents: 4170, totalCents: 23630, description: `${promo.code}: 15% off` })
    const few = await check({ code: promo.code, participantCount: 1 })
    expect(few.status).toBe(400)
    expect(await few.json()).toMatchObject({ code: 'PROMO_REFUSED', error: 'This promo code needs at least 2 participants on the booking.' })
    expect((await payload.count({ collection: 'bookings', where: { promoCode: { equals: promo.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('a 100% code confirms the booking without a checkout', async () => {
    const promo = await makePromo({ percentOff: 100 })
    const schedule = await makeSchedule(payload)
    const body = await (await book({ ...adultBody(schedule.id), promoCode: promo.code })).json()
    expect(body.checkoutUrl).toMatch(/^\/stripe-success\?session_id=free_/)
    expect(await booking(body.bookingId)).toMatchObject({ status: 'confirmed', listPriceCents: 7500, discountCents: 7500, totalCents: 0 })
  })

  it('an amount off is never more than the price', async () => {
    const promo = await makePromo({ discountType: 'amount', amountOffCents: 10000 })
    const schedule = await makeSchedule(payload)
    const body = await (await book({ ...adultBody(schedule.id), promoCode: promo.code })).json()
    expect(await booking(body.bookingId)).toMatchObject({ status: 'confirmed', discountCents: 7500, totalCents: 0 })
  })

  it('refuses an unknown, inactive or other-class code as a field error, and holds nothing', async () => {
    const schedule = await makeSchedule(payload)
    const inactive = await makePromo({ active: false })
    const mdOnly = await makePromo({ classKinds: ['mother-daughter'] })
    for (const [code, message] of [
      ['NO-SUCH-CODE', PROMO_MESSAGES.unknown],
      [inactive.code, PROMO_MESSAGES.unknown],
      [mdOnly.code, PROMO_MESSAGES.notForClass],
    ] as const) {
      const answer = await book({ ...adultBody(schedule.id), promoCode: code })
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({ code: 'PROMO_REFUSED', error: message, field: 'promoCode' })
    }
    expect((await payload.count({ collection: 'bookings', where: { schedule: { equals: schedule.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('promo code limits at their boundaries', () => {
  it('total uses 2: the third hold is refused; a lapsed hold gives its use back, a paid one keeps it', async () => {
    const promo = await makePromo({ totalUses: 2 })
    const schedule = await makeSchedule(payload)
    const now = new Date()
    const first = await bookAt({ ...adultBody(schedule.id), promoCode: promo.code }, now)
    const second = await bookAt({ ...adultBody(schedule.id), promoCode: promo.code }, now)
    await expect(bookAt({ ...adultBody(schedule.id), promoCode: promo.code }, now)).rejects.toMatchObject({ code: 'PROMO_REFUSED', message: PROMO_MESSAGES.usedUp })

    // The first is paid (keeps its use); the second's hold lapses: its use is free again, before any job runs.
    await postJson('/api/demo-checkout', { sessionId: first.checkoutUrl.split('/').pop(), action: 'pay' })
    const later = new Date(now.getTime() + 31 * MINUTE)
    const third = await bookAt({ ...adultBody(schedule.id), promoCode: promo.code }, later)
    expect(await booking(third.bookingId)).toMatchObject({ status: 'held', promoCode: promo.id })
    await expect(bookAt({ ...adultBody(schedule.id), promoCode: promo.code }, later)).rejects.toMatchObject({ message: PROMO_MESSAGES.usedUp })

    // Released by the job, the lapsed booking stays expired and its use stays given back.
    expect(await releaseExpiredHolds(payload, later)).toContain(second.bookingId)
    expect(await booking(second.bookingId)).toMatchObject({ status: 'expired', promoCode: promo.id })
    const uses = await payload.findByID({ collection: 'promo-codes', id: promo.id, overrideAccess: true, joins: { uses: { limit: 10 } } })
    expect(uses.uses?.docs).toHaveLength(3)
  })

  it('uses per email 1: the same email is refused, another email is not', async () => {
    const promo = await makePromo({ usesPerEmail: 1 })
    const schedule = await makeSchedule(payload)
    const email = newContactEmail()
    expect((await book({ ...adultBody(schedule.id, [], email), promoCode: promo.code })).status).toBe(200)
    const again = await book({ ...adultBody(schedule.id, [], email.toUpperCase()), promoCode: promo.code })
    expect(await again.json()).toMatchObject({ code: 'PROMO_REFUSED', error: PROMO_MESSAGES.usedByEmail })
    expect((await book({ ...adultBody(schedule.id), promoCode: promo.code })).status).toBe(200)
  })

  it('valid from 9:00 AM and until 5:00 PM Pacific, to the minute', async () => {
    const day = formatInTimeZone(new Date(Date.now() + 2 * DAY), BUSINESS_TIME_ZONE, 'yyyy-MM-dd')
    const from = fromZonedTime(`${day}T09:00:00`, BUSINESS_TIME_ZONE)
    const until = fromZonedTime(`${day}T17:00:00`, BUSINESS_TIME_ZONE)
    const promo = await makePromo({ validFrom: from.toISOString(), validUntil: until.toISOString() })
    const schedule = await makeSchedule(payload, { startTime: new Date(Date.now() + 10 * DAY).toISOString(), endTime: new Date(Date.now() + 10 * DAY + 3_600_000).toISOString() })
    const attempt = (now: Date) => bookAt({ ...adultBody(schedule.id), promoCode: promo.code }, now)

    await expect(attempt(new Date(from.getTime() - MINUTE))).rejects.toMatchObject({ message: expect.stringMatching(/^This promo code can be used from \w+day, \w+ \d+, \d{4} at 9:00 AM \(Pacific time\)\.$/) })
    await expect(attempt(from)).resolves.toMatchObject({ bookingId: expect.any(Number) })
    await expect(attempt(new Date(until.getTime() - MINUTE))).resolves.toMatchObject({ bookingId: expect.any(Number) })
    await expect(attempt(until)).rejects.toMatchObject({ message: PROMO_MESSAGES.expired })
  })

  it('minimum participants 3: two are refused, three are not', async () => {
    const promo = await makePromo({ minimumParticipants: 3 })
    const schedule = await makeSchedule(payload)
    const two = await book({ ...adultBody(schedule.id, people(1)), promoCode: promo.code })
    expect(await two.json()).toMatchObject({ code: 'PROMO_REFUSED', error: 'This promo code needs at least 3 participants on the booking.' })
    expect((await book({ ...adultBody(schedule.id, people(2)), promoCode: promo.code })).status).toBe(200)
  })

  it('20 concurrent holds with a code of 5 uses, on four classes: exactly 5 get it', async () => {
    const promo = await makePromo({ totalUses: 5 })
    // Four classes, so the classes' own row locks do not line the holds up: only the code's lock does.
    const schedules = await Promise.all(Array.from({ length: 4 }, async () => makeSchedule(payload, { class: (await makeClass(payload)).id })))
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book({ ...adultBody(schedules[i % 4].id), promoCode: promo.code })))
    const bodies = await Promise.all(answers.map((a) => a.json()))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5)
    expect(bodies.filter((b) => b.code === 'PROMO_REFUSED').map((b) => b.error)).toEqual(Array(15).fill(PROMO_MESSAGES.usedUp))
    expect((await payload.count({ collection: 'bookings', where: { promoCode: { equals: promo.id } }, overrideAccess: true })).totalDocs).toBe(5)
  })

  it(`limits how many promo codes one email may try in an hour (${PROMO_CODES_PER_EMAIL.points})`, async () => {
    const schedule = await makeSchedule(payload)
    const email = newContactEmail()
    const statuses: number[] = []
    for (let i = 0; i <= PROMO_CODES_PER_EMAIL.points; i++) statuses.push((await book({ ...adultBody(schedule.id, [], email), promoCode: `GUESS${i}` })).status)
    expect(statuses).toEqual([...Array(PROMO_CODES_PER_EMAIL.points).fill(400), 429])
  })
})
