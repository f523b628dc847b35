import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { WaitlistEntry } from '@/payload-types'
import { updateSchedule } from '@/server/admin/scheduleEdit'
import { scheduleFormValues } from '@/domain/instructor/scheduleEdit'
import { joinWaitlist } from '@/server/waitlist/joinWaitlist'
import { BUSINESS_TIME_ZONE as PACIFIC } from '@/domain/time/pacific'

import { adultBody, newContactEmail, postJson } from '../helpers/bookings'
import { makeBooking, makeClass, makeSchedule, makeUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

// The real stripe SDK against a fake Stripe HTTP server started here, before the app's env is read.
const fake = await vi.hoisted(async () => {
  const { startFakeStripeForApp } = await import('../helpers/fakeStripe')
  return startFakeStripeForApp()
})

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})
afterEach(() => {
  fake.failCheckouts = 0
})
afterAll(() => fake.close())

const system = { overrideAccess: true } as const
const tokenOf = (path: string) => ({ token: path.split('/').pop() })
const entry = (id: number): Promise<WaitlistEntry> => payload.findByID({ collection: 'waitlist-entries', id, depth: 0, ...system })
const bookingStatus = async (id: number) => (await payload.findByID({ collection: 'bookings', id, depth: 0, ...system })).status
const sessionsOf = (bookingId: number) => [...fake.sessions.values()].filter((s) => s.client_reference_id === String(bookingId))
const subjectsTo = async (to: string) =>
  (await payload.find({ collection: 'emails', where: { to: { equals: to } }, sort: 'createdAt', limit: 20, ...system })).docs.map((e) => e.subject)

/** A full one-seat class whose seat just freed: the first of two waiting parties is offered it (a held booking). */
async function classWithAnOffer(classData: { priceCents?: number } = {}, times: { startTime?: string; endTime?: string } = {}) {
  const schedule = await makeSchedule(payload, { availableSpots: 1, ...times, ...(classData.priceCents ? { class: (await makeClass(payload, classData)).id } : {}) })
  const { booking } = await makeBooking(payload, { schedule: schedule.id })
  const offeredEmail = newContactEmail()
  const waitingEmail = newContactEmail()
  const offered = await joinWaitlist(payload, adultBody(schedule.id, [], offeredEmail))
  const waiting = await joinWaitlist(payload, adultBody(schedule.id, [], waitingEmail))
  await payload.update({ collection: 'bookings', id: booking.id, data: { status: 'cancelled' }, ...system })
  const offer = await entry(offered.entryId)
  expect(offer.status).toBe('offered')
  return { schedule, offered, waiting, offeredEmail, waitingEmail, offerBookingId: offer.offerBooking as number }
}

describe('a cancelled class ends its waitlist at once', () => {
  it('cancelling the class (a /cms save) closes the open offer and the waiting party, ends the offer’s checkout at Stripe, and emails both', async () => {
    const { schedule, offered, waiting, offeredEmail, waitingEmail, offerBookingId } = await classWithAnOffer()
    expect((await postJson('/api/waitlist/pay', tokenOf(offered.path))).status).toBe(200)
    const [session] = sessionsOf(offerBookingId)
    expect(session.status).toBe('open')

    const owner = await makeUser(payload, 'owner')
    const saved = await payload.update({ collection: 'schedules', id: schedule.id, data: { isCancelled: true }, user: owner, overrideAccess: false })

    // In the cancelling save itself, not at the next job run.
    expect((await entry(offered.entryId)).status).toBe('closed')
    expect((await entry(waiting.entryId)).status).toBe('closed')
    expect(await bookingStatus(offerBookingId)).toBe('expired')
    expect(session.status).toBe('expired')
    expect(await subjectsTo(offeredEmail)).toContainEqual(expect.stringMatching(/^The waitlist has closed/))
    expect(await subjectsTo(offeredEmail)).not.toContainEqual(expect.stringMatching(/^Your waitlist offer has ended/))
    expect(await subjectsTo(waitingEmail)).toContainEqual(expect.stringMatching(/^The waitlist has closed/))
    expect((saved as { saveReport?: string }).saveReport).toContain(
      '\nIts waitlist closed: 2 parties emailed that the class was cancelled. The seats held for 1 open offer were released; it can no longer be paid.',
    )
    const history = ((await entry(offered.entryId)).history ?? []) as { action: string }[]
    expect(history.at(-1)?.action).toBe(`Closed: the class was cancelled; the offer was withdrawn (booking ${offerBookingId})`)

    // Pay on the page loaded before: refused in words, and no checkout opened.
    const pay = await postJson('/api/waitlist/pay', tokenOf(offered.path))
    expect(pay.status).toBe(409)
    expect((await pay.json()).error).toBe('This class has been cancelled, so this offer has ended. Nothing was charged.')
    expect(sessionsOf(offerBookingId)).toHaveLength(1)
  })

  it('cancelling it in the instructor’s schedule editor (/admin/update-schedule) closes the list the same way', async () => {
    // The editor takes a Pacific date with a start and an end time: a class at 10:00-1:00 PM, whatever the hour of the run.
    const start = fromZonedTime(`${formatInTimeZone(Date.now() + 14 * 86_400_000, PACIFIC, 'yyyy-MM-dd')}T10:00:00`, PACIFIC)
    const { schedule, offered, waiting, offerBookingId } = await classWithAnOffer({}, { startTime: start.toISOString(), endTime: new Date(start.getTime() + 3 * 3_600_000).toISOString() })
    const owner = await makeUser(payload, 'owner')
    const values = scheduleFormValues(await payload.findByID({ collection: 'schedules', id: schedule.id, depth: 0, ...system }))
    await updateSchedule(payload, owner, schedule.id, { ...values, isCancelled: true })
    expect((await entry(offered.entryId)).status).toBe('closed')
    expect((await entry(waiting.entryId)).status).toBe('closed')
    expect(await bookingStatus(offerBookingId)).toBe('expired')
  })

  it('an offer whose class was cancelled while its page was open is refused before any checkout is opened', async () => {
    const { schedule, offered, offerBookingId } = await classWithAnOffer()
    // The class's flag as it stands the moment the customer presses Pay (no hook has closed the entry yet).
    await (payload.db as unknown as PostgresAdapter).drizzle.execute(sql`update schedules set is_cancelled = true where id = ${schedule.id}`)
    const pay = await postJson('/api/waitlist/pay', tokenOf(offered.path))
    expect(pay.status).toBe(409)
    expect((await pay.json()).error).toBe('This class has been cancelled, so this offer has ended. Nothing was charged.')
    expect(sessionsOf(offerBookingId)).toHaveLength(0)
  })
})

describe('a Stripe error never throws an offer away', () => {
  it('a checkout Stripe fails to open leaves the offer held, says to try again, and Pay again opens a checkout', async () => {
    const { offered, offeredEmail, offerBookingId } = await classWithAnOffer()
    fake.failCheckouts = 1
    const failed = await postJson('/api/waitlist/pay', tokenOf(offered.path))
    expect(failed.status).toBe(502)
    expect((await failed.json()).error).toMatch(
      /^We could not open the checkout just now\. Your seats are still held for you until \w+, \w+ \d+, \d{4} at \d+:\d{2} [AP]M \(Pacific time\)\. Please try again in a minute\.$/,
    )
    expect((await entry(offered.entryId)).status).toBe('offered')
    expect(await bookingStatus(offerBookingId)).toBe('held')
    expect(await subjectsTo(offeredEmail)).not.toContainEqual(expect.stringMatching(/^Your waitlist offer has ended/))

    // Stripe keeps a failed answer under its idempotency key: the retry is a new attempt, and it opens.
    const again = await postJson('/api/waitlist/pay', tokenOf(offered.path))
    expect(again.status).toBe(200)
    const sessions = sessionsOf(offerBookingId)
    expect(sessions).toHaveLength(1)
    expect((await again.json()).checkoutUrl).toBe(sessions[0].url)
  })

  it('two Pays at once (two tabs) open one checkout, and both are sent to it', async () => {
    const { offered, offerBookingId } = await classWithAnOffer()
    const answers = await Promise.all([postJson('/api/waitlist/pay', tokenOf(offered.path)), postJson('/api/waitlist/pay', tokenOf(offered.path))])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const urls = await Promise.all(answers.map(async (a) => (await a.json()).checkoutUrl))
    expect(sessionsOf(offerBookingId)).toHaveLength(1)
    expect(urls).toEqual([sessionsOf(offerBookingId)[0].url, sessionsOf(offerBookingId)[0].url])
  })

  it('declining the offer ends its open checkout at Stripe, so it can no longer be paid', async () => {
    const { offered, waiting, offerBookingId } = await classWithAnOffer()
    expect((await postJson('/api/waitlist/pay', tokenOf(offered.path))).status).toBe(200)
    expect((await postJson('/api/waitlist/leave', tokenOf(offered.path))).status).toBe(200)
    expect(sessionsOf(offerBookingId).map((s) => s.status)).toEqual(['expired'])
    expect(await bookingStatus(offerBookingId)).toBe('expired')
    expect((await entry(waiting.entryId)).status).toBe('offered')
  })

  it('a decline after the offer was paid at Stripe is refused in words, and the offer is not given away', async () => {
    const { offered, waiting, offerBookingId } = await classWithAnOffer()
    expect((await postJson('/api/waitlist/pay', tokenOf(offered.path))).status).toBe(200)
    fake.pay(sessionsOf(offerBookingId)[0].id)
    const declined = await postJson('/api/waitlist/leave', tokenOf(offered.path))
    expect(declined.status).toBe(409)
    expect((await declined.json()).error).toMatch(/^This offer has just been paid, so it can no longer be declined or withdrawn\./)
    expect((await entry(offered.entryId)).status).toBe('offered')
    expect((await entry(waiting.entryId)).status).toBe('waiting')
    expect(await bookingStatus(offerBookingId)).toBe('held')
  })

  it('the owner removing the offered party in /cms ends its open checkout at Stripe', async () => {
    const { offered, offerBookingId } = await classWithAnOffer()
    expect((await postJson('/api/waitlist/pay', tokenOf(offered.path))).status).toBe(200)
    const owner = await makeUser(payload, 'owner')
    await payload.update({ collection: 'waitlist-entries', id: offered.entryId, data: { removeFromWaitlist: true }, user: owner, overrideAccess: false })
    expect(sessionsOf(offerBookingId).map((s) => s.status)).toEqual(['expired'])
    expect(await bookingStatus(offerBookingId)).toBe('expired')
  })
})

describe('what an offer charges', () => {
  it('is the total its booking recorded, not the class’s price changed since', async () => {
    const { schedule, offered, offerBookingId } = await classWithAnOffer({ priceCents: 7500 })
    expect((await payload.findByID({ collection: 'bookings', id: offerBookingId, ...system })).totalCents).toBe(7500)
    const klass = await payload.findByID({ collection: 'schedules', id: schedule.id, depth: 0, ...system })
    await payload.update({ collection: 'classes', id: klass.class as number, data: { priceCents: 9900 }, ...system })

    expect((await postJson('/api/waitlist/pay', tokenOf(offered.path))).status).toBe(200)
    const [session] = sessionsOf(offerBookingId)
    expect(session.line_items.map((l) => l.quantity * l.unit_amount)).toEqual([7500])
  })
})
