import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CREDIT_MESSAGES } from '@/domain/credits/classCredit'
import { creditCodeHint } from '@/domain/credits/creditCode'
import { staffNameOf } from '@/server/bookings/bookingHistory'
import { CREDIT_REFUSALS } from '@/server/credits/cancelBookingForCredit'
import { cancelForCreditByCustomer } from '@/server/manage/cancelForCreditByCustomer'
import { expireClassCredits } from '@/server/credits/expireClassCredits'
import { releaseExpiredHolds } from '@/server/payments/releaseExpiredHolds'
import { seatsTaken } from '@/server/seats'

import { adultBody, newContactEmail, postJson } from '../helpers/bookings'
import { makeBooking, makeClass, makeSchedule, makeUser } from '../helpers/factories'
import { rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

// No STRIPE_SECRET_KEY here: a booking left to pay goes to the demo checkout, which drives the same fulfil function.
let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const DAY = 24 * 3600 * 1000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

/** A confirmed booking of `seats` adults ($75 each) for a class `days` away. */
async function confirmedBooking(days: number, seats = 1) {
  const schedule = await makeSchedule(payload, { startTime: inDays(days), endTime: inDays(days + 0.1) })
  const { booking } = await makeBooking(payload, { schedule: schedule.id, seats, participantCount: seats, totalCents: 7500 * seats })
  return { booking, schedule }
}

const credit = (id: number) => payload.findByID({ collection: 'class-credits', id, overrideAccess: true })
const booking = (id: number) => payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
const book = (body: Record<string, unknown>) => postJson('/api/create-booking', body)

describe('cancelBookingForCredit', () => {
  it('5 days before: cancels under the lock, frees the seats, issues one credit of the amount paid, valid 12 months, emailed once', async () => {
    const { booking: b, schedule } = await confirmedBooking(5, 2)
    expect((await seatsTaken(payload, [schedule.id], { now: new Date() })).get(schedule.id)).toBe(2)

    const answers = await Promise.all([cancelForCreditByCustomer(payload, b.id), cancelForCreditByCustomer(payload, b.id)])
    expect(answers.map((a) => a.created).sort()).toEqual([false, true])
    // The code exists only where it is made (and in its email); the second answer has its hint.
    const [first, second] = answers[0].created ? answers : [answers[1], answers[0]]
    expect(second.code).toBe(creditCodeHint(first.code))
    expect(first.code).toMatch(/^CR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)

    const issued = await credit(first.creditId)
    expect(issued).toMatchObject({ amountCents: 15000, remainingCents: 15000, status: 'active', customerEmail: b.contactEmail })
    const validDays = (new Date(issued.expiresAt!).getTime() - Date.now()) / DAY
    expect(validDays).toBeGreaterThan(364)
    expect(validDays).toBeLessThan(367)
    expect((await booking(b.id)).status).toBe('cancelled')
    expect((await seatsTaken(payload, [schedule.id], { now: new Date() })).get(schedule.id)).toBe(0)

    const emails = await payload.find({ collection: 'emails', where: { booking: { equals: b.id }, kind: { equals: 'class-credit' } }, overrideAccess: true })
    expect(emails.totalDocs).toBe(1)
    expect(emails.docs[0]).toMatchObject({ to: b.contactEmail, status: 'Queued' })
    expect(emails.docs[0].text).toContain(first.code)
    expect(emails.docs[0].text).toContain('$150.00')
  })

  it('is refused 14 days or more before, under 72 hours, and for a booking that is not confirmed', async () => {
    const early = await confirmedBooking(20)
    await expect(cancelForCreditByCustomer(payload, early.booking.id)).rejects.toMatchObject({
      code: 'CREDIT_NOT_OFFERED',
      message: CREDIT_REFUSALS.tooEarly,
    })
    const late = await confirmedBooking(2)
    await expect(cancelForCreditByCustomer(payload, late.booking.id)).rejects.toMatchObject({ message: CREDIT_REFUSALS.tooLate })
    const schedule = await makeSchedule(payload, { startTime: inDays(5) })
    const { booking: held } = await makeBooking(payload, { schedule: schedule.id, status: 'held' })
    await expect(cancelForCreditByCustomer(payload, held.id)).rejects.toMatchObject({ code: 'BOOKING_NOT_CANCELLABLE' })
    expect((await booking(early.booking.id)).status).toBe('confirmed')
    expect(await payload.count({ collection: 'class-credits', where: { sourceBooking: { in: [early.booking.id, late.booking.id, held.id] } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
  })
})

describe('a class credit on a booking page', () => {
  it('from a 5-day cancellation, pays part of a new booking; the rest is paid at checkout, and what is unused stays on the credit', async () => {
    const { booking: old } = await confirmedBooking(5, 2)
    const issued = await cancelForCreditByCustomer(payload, old.id)

    // $139 mother-daughter pair, paid with $150 of credit: nothing to pay, $11 stays.
    const md = await makeSchedule(payload, { class: (await makeClass(payload, { type: 'public-mother-daughter', priceCents: 13900 })).id })
    const covered = await book({
      classType: 'mother-daughter',
      classScheduleId: md.id,
      contactInfo: { firstName: 'Ada', lastName: 'Lovelace', email: newContactEmail(), phone: '9255550100' },
      participants: [{ firstName: 'Bea', lastName: 'Lovelace', ageGroup: '12-15' }],
      recaptchaToken: 'captcha-disabled',
      creditCode: issued.code.toLowerCase().replace(/-/g, ' '),
    })
    expect(covered.status).toBe(200)
    const coveredBody = await covered.json()
    expect(coveredBody.checkoutUrl).toMatch(/^\/stripe-success\?session_id=free_/)
    expect(await booking(coveredBody.bookingId)).toMatchObject({ status: 'confirmed', totalCents: 0, creditCents: 13900, classCredit: issued.creditId })
    expect(await credit(issued.creditId)).toMatchObject({ remainingCents: 1100, status: 'active' })

    // The $11 left pays part of a $75 adult booking; $64 is left to pay at the checkout, which shows it.
    const adult = await makeSchedule(payload)
    const partial = await book({ ...adultBody(adult.id), creditCode: issued.code })
    const partialBody = await partial.json()
    expect(partialBody.checkoutUrl).toMatch(/^\/demo-checkout\/demo_/)
    expect(await booking(partialBody.bookingId)).toMatchObject({ status: 'held', totalCents: 6400, creditCents: 1100 })
    expect(await credit(issued.creditId)).toMatchObject({ remainingCents: 0, status: 'used' })
    const sessionId = partialBody.checkoutUrl.split('/').pop()
    expect((await postJson('/api/demo-checkout', { sessionId, action: 'pay' })).status).toBe(200)
    expect(await booking(partialBody.bookingId)).toMatchObject({ status: 'confirmed', totalCents: 6400, creditCents: 1100 })
    expect(await credit(issued.creditId)).toMatchObject({ remainingCents: 0, status: 'used' })
  })

  it('gives the credit back when the checkout is cancelled or the hold lapses', async () => {
    const { booking: old } = await confirmedBooking(6)
    const issued = await cancelForCreditByCustomer(payload, old.id)
    const schedule = await makeSchedule(payload, { class: (await makeClass(payload, { priceCents: 10000 })).id })

    const cancelled = await (await book({ ...adultBody(schedule.id), creditCode: issued.code })).json()
    expect(await credit(issued.creditId)).toMatchObject({ remainingCents: 0, status: 'used' })
    await postJson('/api/demo-checkout', { sessionId: cancelled.checkoutUrl.split('/').pop(), action: 'cancel' })
    expect(await booking(cancelled.bookingId)).toMatchObject({ status: 'expired' })
    expect(await credit(issued.creditId)).toMatchObject({ remainingCents: 7500, status: 'active' })
    // A second cancel changes nothing more.
    await postJson('/api/demo-checkout', { sessionId: cancelled.checkoutUrl.split('/').pop(), action: 'cancel' })
    expect(await credit(issued.creditId)).toMatchObject({ remainingCents: 7500 })

    const lapsing = await (await book({ ...adultBody(schedule.id), creditCode: issued.code })).json()
    expect(await credit(issued.creditId)).toMatchObject({ remainingCents: 0 })
    const released = await releaseExpiredHolds(payload, new Date(Date.now() + 32 * 60_000))
    expect(released).toContain(lapsing.bookingId)
    expect(await credit(issued.creditId)).toMatchObject({ remainingCents: 7500, status: 'active' })

    // Spent meanwhile, then the lapsed booking's payment arrives late: it is not confirmed on a credit it no longer has.
    const spent = await (await book({ ...adultBody((await makeSchedule(payload)).id), creditCode: issued.code })).json()
    expect(await booking(spent.bookingId)).toMatchObject({ status: 'confirmed', creditCents: 7500 })
    await postJson('/api/demo-checkout', { sessionId: lapsing.checkoutUrl.split('/').pop(), action: 'pay' })
    // needs-review, then refunded at once (the demo world's refund needs no webhook).
    expect((await booking(lapsing.bookingId)).status).toBe('refunded')
    expect(await credit(issued.creditId)).toMatchObject({ remainingCents: 0, status: 'used' })
  })

  it('two concurrent uses of one credit cannot overspend it', async () => {
    const { booking: old } = await confirmedBooking(5)
    const issued = await cancelForCreditByCustomer(payload, old.id)
    const schedule = await makeSchedule(payload, { availableSpots: 20 })
    const answers = await Promise.all(Array.from({ length: 6 }, () => book({ ...adultBody(schedule.id), creditCode: issued.code })))
    const bodies = await Promise.all(answers.map((a) => a.json()))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5)
    expect(bodies.filter((b) => b.code === 'CREDIT_REFUSED').map((b) => b.error)).toEqual(Array(5).fill(CREDIT_MESSAGES.used))
    const users = await payload.find({ collection: 'bookings', where: { classCredit: { equals: issued.creditId } }, overrideAccess: true })
    expect(users.docs.map((b) => [b.status, b.creditCents])).toEqual([['confirmed', 7500]])
    expect(await credit(issued.creditId)).toMatchObject({ remainingCents: 0, status: 'used' })
  })

  it('refuses an expired, void or unknown code with a clear message, and holds nothing', async () => {
    const schedule = await makeSchedule(payload)
    const make = async (data: { status?: 'active' | 'void'; expiresAt: string }) =>
      payload.create({
        collection: 'class-credits',
        data: { code: `CR-TEST-${Math.random().toString(36).slice(2, 6).toUpperCase().replace(/[ILOU]/g, '7')}-0000`, amountCents: 7500, remainingCents: 7500, customerEmail: 'x@example.com', status: 'active', ...data },
        overrideAccess: true,
      })
    const expired = await make({ expiresAt: new Date(Date.now() - DAY).toISOString() })
    const voided = await make({ status: 'void', expiresAt: inDays(300) })

    const tries = [
      [expired.code, /^This class credit expired on \w+day, \w+ \d+, \d{4}\.$/],
      [voided.code, CREDIT_MESSAGES.void],
      ['CR-0000-0000-0000', CREDIT_MESSAGES.notFound],
      ['not a code', CREDIT_MESSAGES.notFound],
    ] as const
    for (const [code, message] of tries) {
      const answer = await book({ ...adultBody(schedule.id), creditCode: code })
      expect(answer.status).toBe(400)
      const body = await answer.json()
      expect(body.code).toBe('CREDIT_REFUSED')
      expect(body.error).toMatch(message)
    }
    expect((await seatsTaken(payload, [schedule.id], { now: new Date() })).get(schedule.id)).toBe(0)
    expect(await credit(expired.id)).toMatchObject({ remainingCents: 7500 })
  })

  it('limits how many codes one email may try in an hour', async () => {
    const schedule = await makeSchedule(payload)
    const email = newContactEmail()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await book({ ...adultBody(schedule.id, [], email), creditCode: 'CR-0000-0000-0000' })).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  })
})

describe('a goodwill credit from the owner', () => {
  const emailsTo = (to: string) => payload.find({ collection: 'emails', where: { to: { equals: to } }, overrideAccess: true, depth: 0 })
  const issue = async (body: Record<string, unknown>) =>
    rest('/api/class-credits', { method: 'POST', token: await tokenFor(payload, await makeUser(payload, 'owner')), body: JSON.stringify(body) })

  it('is emailed to the customer with its code and amount when saved, once, and keeps its reason', async () => {
    const to = newContactEmail()
    const created = await issue({ amountCents: 2500, customerEmail: to, reason: 'The class ran late.' })
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    expect(doc).toMatchObject({ amountCents: 2500, remainingCents: 2500, reason: 'The class ran late.' })
    const { docs } = await emailsTo(to)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ kind: 'class-credit', status: 'Queued', subject: `A class credit for you: ${doc.code} ($25.00)` })
    expect(docs[0].text).toContain(`Credit code: ${doc.code}`)
    expect(docs[0].text).not.toContain('The class ran late.')
  })

  it('is not emailed when the owner ticks "Don\'t email the customer"', async () => {
    const to = newContactEmail()
    expect((await issue({ amountCents: 2500, customerEmail: to, reason: 'Told by phone.', dontEmailCustomer: true })).status).toBe(201)
    expect((await emailsTo(to)).totalDocs).toBe(0)
  })

  it('needs a reason, and saves nothing without one', async () => {
    const to = newContactEmail()
    const refused = await issue({ amountCents: 2500, customerEmail: to, reason: '  ' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('Write why this credit is given')
    expect((await payload.count({ collection: 'class-credits', where: { customerEmail: { equals: to } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await emailsTo(to)).totalDocs).toBe(0)
  })
})

describe('class-credits access', () => {
  it('only the owner reads or issues credits; an owner-issued credit gets its code, remaining amount and 12 months', async () => {
    const owner = await makeUser(payload, 'owner')
    const instructor = await makeUser(payload, 'instructor')
    const created = await rest('/api/class-credits', {
      method: 'POST',
      token: await tokenFor(payload, owner),
      body: JSON.stringify({ amountCents: 5000, customerEmail: 'goodwill@example.com', reason: 'Sorry about the parking.', dontEmailCustomer: true }),
    })
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    expect(doc).toMatchObject({ amountCents: 5000, remainingCents: 5000, status: 'active', issuedBy: staffNameOf(owner) })
    expect(doc.code).toMatch(/^CR-\w{4}-\w{4}-\w{4}$/)
    expect(new Date(doc.expiresAt).getTime()).toBeGreaterThan(Date.now() + 364 * DAY)

    expect((await rest('/api/class-credits')).status).toBe(403)
    expect((await rest('/api/class-credits', { token: await tokenFor(payload, instructor) })).status).toBe(403)
    const changed = await rest(`/api/class-credits/${doc.id}`, {
      method: 'PATCH',
      token: await tokenFor(payload, owner),
      body: JSON.stringify({ remainingCents: 999999, status: 'void' }),
    })
    expect(changed.status).toBe(200)
    expect(await credit(doc.id)).toMatchObject({ remainingCents: 5000, status: 'void' })
  })

  it('the hourly job marks lapsed credits expired; the owner extends one with a later date and it is active again', async () => {
    const lapsed = await payload.create({
      collection: 'class-credits',
      data: { amountCents: 5000, customerEmail: 'lapsed@example.com', status: 'active', expiresAt: new Date(Date.now() - DAY).toISOString() },
      overrideAccess: true,
    })
    expect(await expireClassCredits(payload)).toBeGreaterThanOrEqual(1)
    expect((await credit(lapsed.id)).status).toBe('expired')
    const owner = await makeUser(payload, 'owner')
    const extended = await rest(`/api/class-credits/${lapsed.id}`, {
      method: 'PATCH',
      token: await tokenFor(payload, owner),
      body: JSON.stringify({ expiresAt: inDays(30) }),
    })
    expect(extended.status).toBe(200)
    expect(await credit(lapsed.id)).toMatchObject({ status: 'active', remainingCents: 5000 })
  })
})
