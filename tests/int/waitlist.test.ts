import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { completeDemoCheckout } from '@/server/payments/demoCheckout'
import { releaseExpiredHolds } from '@/server/payments/releaseExpiredHolds'
import { seatsTaken } from '@/server/seats'
import { drizzleOf } from '@/server/transaction'
import { loadPublicSchedule } from '@/server/schedule/occurrences'
import { joinWaitlist } from '@/server/waitlist/joinWaitlist'
import { runWaitlists } from '@/server/waitlist/runWaitlists'
import type { WaitlistEntry } from '@/payload-types'

import { adultBody, newContactEmail, postJson } from '../helpers/bookings'
import { makeBooking, makeClass, makeSchedule, makeUser } from '../helpers/factories'
import { rest } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const HOUR = 3_600_000
const system = { overrideAccess: true } as const

const daughters = (n: number) => Array.from({ length: n }, (_, i) => ({ firstName: `Daughter${i + 1}`, lastName: 'Lovelace', ageGroup: '12-15' }))
const mdBody = (scheduleId: number, daughterCount: number, email = newContactEmail()) => ({
  classType: 'mother-daughter',
  classScheduleId: scheduleId,
  contactInfo: { firstName: 'Mia', lastName: 'Lovelace', email, phone: '(925) 555-0100' },
  participants: daughters(daughterCount),
  recaptchaToken: 'captcha-disabled',
})
const friends = (n: number) => Array.from({ length: n }, (_, i) => ({ firstName: `Friend${i + 1}`, lastName: 'Hopper' }))

const entry = async (id: number): Promise<WaitlistEntry> => payload.findByID({ collection: 'waitlist-entries', id, depth: 0, ...system })
const taken = async (scheduleId: number, now = new Date()) => (await seatsTaken(payload, [scheduleId], { now })).get(scheduleId) ?? 0
const cancel = (bookingId: number) => payload.update({ collection: 'bookings', id: bookingId, data: { status: 'cancelled' }, ...system })
const emailsTo = async (to: string) =>
  (await payload.find({ collection: 'emails', where: { to: { equals: to } }, sort: 'createdAt', limit: 20, ...system })).docs.map((e) => e.subject)

async function fullAdultClass(spots: number) {
  const schedule = await makeSchedule(payload, { availableSpots: spots })
  const { booking } = await makeBooking(payload, { schedule: schedule.id, seats: spots, participantCount: spots })
  return { schedule, booking }
}

describe('the waitlist keeps parties whole', () => {
  it('gives a freed pair of seats to the pair at the top, not split between the single people below it', async () => {
    const { schedule, booking } = await fullAdultClass(2)
    const pair = await joinWaitlist(payload, adultBody(schedule.id, friends(1)))
    const single1 = await joinWaitlist(payload, adultBody(schedule.id))
    const single2 = await joinWaitlist(payload, adultBody(schedule.id))
    await cancel(booking.id)
    expect((await entry(pair.entryId)).status).toBe('offered')
    expect((await entry(single1.entryId)).status).toBe('waiting')
    expect((await entry(single2.entryId)).status).toBe('waiting')
    expect(await taken(schedule.id)).toBe(2)
  })

  it('gives two seats to the two single people who joined before a pair (the documented rule: earliest that fit)', async () => {
    const { schedule, booking } = await fullAdultClass(2)
    const single1 = await joinWaitlist(payload, adultBody(schedule.id))
    const single2 = await joinWaitlist(payload, adultBody(schedule.id))
    const pair = await joinWaitlist(payload, adultBody(schedule.id, friends(1)))
    await cancel(booking.id)
    expect((await entry(single1.entryId)).status).toBe('offered')
    expect((await entry(single2.entryId)).status).toBe('offered')
    expect((await entry(pair.entryId)).status).toBe('waiting')
  })

  it('never splits a mother with two daughters: two free seats go to the mother-daughter pair below her', async () => {
    const cls = await makeClass(payload, { type: 'public-mother-daughter', priceCents: 13900 })
    const schedule = await makeSchedule(payload, { class: cls.id, availableSpots: 4 })
    const { booking } = await makeBooking(payload, { schedule: schedule.id, classType: 'mother-daughter', seats: 2, participantCount: 2 })
    await makeBooking(payload, { schedule: schedule.id, classType: 'mother-daughter', seats: 2, participantCount: 2 })
    const trio = await joinWaitlist(payload, mdBody(schedule.id, 2))
    const duo = await joinWaitlist(payload, mdBody(schedule.id, 1))
    await cancel(booking.id)
    expect((await entry(trio.entryId)).status).toBe('waiting')
    const offered = await entry(duo.entryId)
    expect(offered.status).toBe('offered')
    const held = await payload.findByID({ collection: 'bookings', id: offered.offerBooking as number, ...system })
    expect(held).toMatchObject({ status: 'held', seats: 2, totalCents: 13900 })
  })

  it('seats held for an offer count as taken: a public booking is refused, and the offer email is in the outbox', async () => {
    const { schedule, booking } = await fullAdultClass(1)
    const email = newContactEmail()
    const joined = await joinWaitlist(payload, adultBody(schedule.id, [], email))
    expect(await emailsTo(email)).toEqual([expect.stringMatching(/^You're on the waitlist/)])
    await cancel(booking.id)
    const offered = await entry(joined.entryId)
    const until = new Date(offered.offeredUntil!).getTime() - Date.now()
    expect(until).toBeGreaterThan(11.9 * HOUR)
    expect(until).toBeLessThanOrEqual(12 * HOUR)
    expect(await emailsTo(email)).toEqual([expect.stringMatching(/^You're on the waitlist/), expect.stringMatching(/^Seats are free for you/)])
    const answer = await postJson('/api/create-booking', adultBody(schedule.id))
    expect(answer.status).toBe(409)
  })

  it("the public schedule counts the people waiting on a full class, each of a party ('Full — 3 people waiting')", async () => {
    const { schedule } = await fullAdultClass(1)
    await joinWaitlist(payload, adultBody(schedule.id))
    await joinWaitlist(payload, adultBody(schedule.id, friends(1)))
    const listed = await loadPublicSchedule(payload, { now: new Date() })
    expect(listed.find((o) => o.id === schedule.id)).toMatchObject({ remaining: 0, waiting: 3 })
  })

  it('refuses a second live entry for one email, and a party that fits the free seats', async () => {
    const { schedule } = await fullAdultClass(1)
    const email = newContactEmail()
    await joinWaitlist(payload, adultBody(schedule.id, [], email))
    await expect(joinWaitlist(payload, adultBody(schedule.id, [], email.toUpperCase()))).rejects.toMatchObject({ code: 'ACTION_NOT_ALLOWED' })
    const roomy = await makeSchedule(payload, { availableSpots: 5 })
    await expect(joinWaitlist(payload, adultBody(roomy.id))).rejects.toMatchObject({ code: 'ACTION_NOT_ALLOWED' })
  })
})

describe('offers that end', () => {
  it('an offer that lapses goes to the next entry within one job run, with an email to the one whose offer lapsed', async () => {
    const { schedule, booking } = await fullAdultClass(1)
    const firstEmail = newContactEmail()
    const first = await joinWaitlist(payload, adultBody(schedule.id, [], firstEmail))
    const second = await joinWaitlist(payload, adultBody(schedule.id))
    await cancel(booking.id)
    expect((await entry(first.entryId)).status).toBe('offered')

    const later = new Date(Date.now() + 13 * HOUR)
    await runWaitlists(payload, later)
    expect((await entry(first.entryId)).status).toBe('lapsed')
    expect((await entry(second.entryId)).status).toBe('offered')
    expect(await emailsTo(firstEmail)).toContainEqual(expect.stringMatching(/^Your waitlist offer has ended/))
    const history = (await entry(first.entryId)).history as { action: string; actor: string }[]
    expect(history.map((e) => e.action)).toEqual([
      expect.stringMatching(/^Joined at position 1 with 1 seat$/),
      expect.stringMatching(/^Offered 1 seat, held until \w{3}, \w{3} \d+, \d{4}, \d+:\d{2} [AP]M Pacific \(booking \d+\)$/),
      expect.stringMatching(/^The offer ended unpaid \(booking \d+\)$/),
    ])
    expect(await taken(schedule.id, later)).toBe(1)
  })

  it('an offer paid after it lapsed and its seats went on is refused and refunded, never an oversold class', async () => {
    const { schedule, booking } = await fullAdultClass(1)
    const first = await joinWaitlist(payload, adultBody(schedule.id))
    await joinWaitlist(payload, adultBody(schedule.id))
    await cancel(booking.id)
    const lapsedBooking = (await entry(first.entryId)).offerBooking as number
    const later = new Date(Date.now() + 13 * HOUR)
    await releaseExpiredHolds(payload, later)
    await runWaitlists(payload, later)

    const { stripeSessionId } = await payload.findByID({ collection: 'bookings', id: lapsedBooking, ...system })
    await completeDemoCheckout(payload, { sessionId: stripeSessionId, action: 'pay' }, new Date(later.getTime() + 60_000))
    const paidLate = await payload.findByID({ collection: 'bookings', id: lapsedBooking, ...system })
    // Refused and refunded at once (the demo checkout's refund needs no Stripe answer).
    expect(paidLate.status).toBe('refunded')
    expect(await taken(schedule.id, later)).toBe(1)
    expect((await entry(first.entryId)).status).toBe('lapsed')
  })

  it('the owner taking an offered entry off the list offers the seats to the next at once', async () => {
    const { schedule, booking } = await fullAdultClass(1)
    const first = await joinWaitlist(payload, adultBody(schedule.id))
    const second = await joinWaitlist(payload, adultBody(schedule.id))
    await cancel(booking.id)
    const user = await makeUser(payload, 'owner')
    await payload.update({ collection: 'waitlist-entries', id: first.entryId, data: { status: 'left' }, user, overrideAccess: false })
    expect((await entry(second.entryId)).status).toBe('offered')
    expect(await taken(schedule.id)).toBe(1)
  })

  it('closes the list 4 hours before the class with a kind email to everyone still waiting', async () => {
    const start = new Date(Date.now() + 10 * HOUR)
    const schedule = await makeSchedule(payload, { availableSpots: 1, startTime: start.toISOString(), endTime: new Date(start.getTime() + 3 * HOUR).toISOString() })
    await makeBooking(payload, { schedule: schedule.id })
    const email = newContactEmail()
    const waiting = await joinWaitlist(payload, adultBody(schedule.id, [], email))
    await runWaitlists(payload, new Date(start.getTime() - 4 * HOUR))
    expect((await entry(waiting.entryId)).status).toBe('closed')
    expect(await emailsTo(email)).toContainEqual(expect.stringMatching(/^The waitlist has closed/))
  })
})

describe('capacity and concurrency', () => {
  it('capacity raised in /cms triggers offers', async () => {
    const { schedule } = await fullAdultClass(2)
    const trio = await joinWaitlist(payload, adultBody(schedule.id, friends(2)))
    await payload.update({ collection: 'schedules', id: schedule.id, data: { availableSpots: 4 }, ...system })
    expect((await entry(trio.entryId)).status).toBe('waiting')
    await payload.update({ collection: 'schedules', id: schedule.id, data: { availableSpots: 5 }, ...system })
    expect((await entry(trio.entryId)).status).toBe('offered')
    expect(await taken(schedule.id)).toBe(5)
  })

  it('50 concurrent cancellations and joins never offer more seats than are free', async () => {
    const spots = 25
    const schedule = await makeSchedule(payload, { availableSpots: spots })
    const bookings = []
    for (let i = 0; i < spots; i++) bookings.push((await makeBooking(payload, { schedule: schedule.id })).booking)
    for (let i = 0; i < 10; i++) await joinWaitlist(payload, adultBody(schedule.id, i % 2 ? friends(1) : []))

    const work = [
      ...bookings.map((b) => cancel(b.id)),
      ...Array.from({ length: 25 }, (_, i) => joinWaitlist(payload, adultBody(schedule.id, i % 3 ? [] : friends(1)))),
    ]
    const results = await Promise.allSettled(work)
    const failures = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)
    // A join may find room (its party fits the free seats) and is told to book instead; nothing else may fail.
    expect(failures.every((f) => f?.code === 'ACTION_NOT_ALLOWED')).toBe(true)

    expect(await taken(schedule.id)).toBeLessThanOrEqual(spots)
    const offered = await payload.find({ collection: 'waitlist-entries', where: { schedule: { equals: schedule.id }, status: { equals: 'offered' } }, limit: 100, ...system })
    const offeredSeats = offered.docs.reduce((sum, e) => sum + e.seats, 0)
    expect(offeredSeats).toBe(await taken(schedule.id))
    expect(offeredSeats).toBeGreaterThan(0)
    const held = await payload.count({ collection: 'bookings', where: { schedule: { equals: schedule.id }, status: { equals: 'held' } }, ...system })
    expect(held.totalDocs).toBe(offered.totalDocs)
  }, 120_000)
})

describe('the entry’s private link', () => {
  const tokenOf = (path: string) => path.split('/').pop()!

  it('joins over HTTP, pays an offer through the demo checkout, and the entry is booked with the seats confirmed', async () => {
    const { schedule, booking } = await fullAdultClass(2)
    const joined = await postJson('/api/waitlist/join', adultBody(schedule.id, friends(1)))
    expect(joined.status).toBe(200)
    const { path } = await joined.json()
    expect(path).toMatch(/^\/waitlist\/[A-Za-z0-9_-]{43}$/)
    const tooEarly = await postJson('/api/waitlist/pay', { token: tokenOf(path) })
    expect(tooEarly.status).toBe(409)

    await cancel(booking.id)
    const pay = await postJson('/api/waitlist/pay', { token: tokenOf(path) })
    expect(pay.status).toBe(200)
    const { checkoutUrl } = await pay.json()
    expect(checkoutUrl).toMatch(/^\/demo-checkout\/demo_/)
    await completeDemoCheckout(payload, { sessionId: checkoutUrl.split('/').pop(), action: 'pay' })
    const entries = await payload.find({ collection: 'waitlist-entries', where: { schedule: { equals: schedule.id } }, ...system })
    expect(entries.docs[0].status).toBe('booked')
    const confirmed = await payload.find({ collection: 'bookings', where: { schedule: { equals: schedule.id }, status: { equals: 'confirmed' } }, ...system })
    expect(confirmed.docs.map((b) => b.seats)).toEqual([2])
  })

  it('declining an offer frees its seats for the next party at once; a wrong token is refused', async () => {
    const { schedule, booking } = await fullAdultClass(1)
    const first = await postJson('/api/waitlist/join', adultBody(schedule.id))
    const { path } = await first.json()
    const second = await joinWaitlist(payload, adultBody(schedule.id))
    await cancel(booking.id)
    const declined = await postJson('/api/waitlist/leave', { token: tokenOf(path) })
    expect(declined.status).toBe(200)
    expect((await entry(second.entryId)).status).toBe('offered')
    expect(await taken(schedule.id)).toBe(1)
    const wrong = await postJson('/api/waitlist/leave', { token: 'x'.repeat(43) })
    expect(wrong.status).toBe(404)
  })

  it('no personal data is readable anonymously', async () => {
    const { schedule } = await fullAdultClass(1)
    await joinWaitlist(payload, adultBody(schedule.id))
    const anonymous = await rest('/api/waitlist-entries?limit=100')
    expect([401, 403]).toContain(anonymous.status)
    expect(JSON.stringify(await anonymous.json())).not.toContain('@example.com')
  })
})

describe('the owner’s controls in /cms', () => {
  it("'Offer now' refuses a party that does not fit, in words; seats the list can use are offered by the rule", async () => {
    const { schedule } = await fullAdultClass(3)
    const trio = await joinWaitlist(payload, adultBody(schedule.id, friends(2)))
    const single = await joinWaitlist(payload, adultBody(schedule.id))
    const user = await makeUser(payload, 'owner')
    await payload.update({ collection: 'schedules', id: schedule.id, data: { availableSpots: 4 }, ...system })
    // The trio does not fit the one free seat: the single person below it is offered it by the rule.
    expect((await entry(single.entryId)).status).toBe('offered')
    await expect(
      payload.update({ collection: 'waitlist-entries', id: trio.entryId, data: { offerNow: true } as never, user, overrideAccess: false }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'offerNow', message: 'This party needs 3 seats together; 0 free.' }] } })
    expect((await entry(trio.entryId)).status).toBe('waiting')

    await payload.update({ collection: 'schedules', id: schedule.id, data: { availableSpots: 5 }, ...system })
    const pair = await joinWaitlist(payload, adultBody(schedule.id, friends(1)))
    await payload.update({ collection: 'schedules', id: schedule.id, data: { availableSpots: 6 }, ...system })
    expect((await entry(pair.entryId)).status).toBe('offered')
  })
})

describe('the owner’s reorder and removal in /cms', () => {
  it('moving the third to position 1 renumbers the list 1..3 in the new order, noted in its history', async () => {
    const { schedule } = await fullAdultClass(1)
    const [a, b, c] = [await joinWaitlist(payload, adultBody(schedule.id)), await joinWaitlist(payload, adultBody(schedule.id)), await joinWaitlist(payload, adultBody(schedule.id))]
    const user = await makeUser(payload, 'owner')
    const saved = await payload.update({ collection: 'waitlist-entries', id: c.entryId, data: { position: 1 }, user, overrideAccess: false })
    expect([(await entry(c.entryId)).position, (await entry(a.entryId)).position, (await entry(b.entryId)).position]).toEqual([1, 2, 3])
    expect(saved.position).toBe(1)
    expect(saved.saveReport).toMatch(/^Moved to position 1/)
    expect(JSON.stringify((await entry(c.entryId)).history)).toContain('Moved from position 3 to 1 in /cms')
  })

  it('removing emails the customer only when the owner chose it, releases an open offer and closes the gap', async () => {
    const { schedule, booking } = await fullAdultClass(1)
    const quiet = newContactEmail()
    const told = newContactEmail()
    const first = await joinWaitlist(payload, adultBody(schedule.id, [], quiet))
    const second = await joinWaitlist(payload, adultBody(schedule.id, [], told))
    const third = await joinWaitlist(payload, adultBody(schedule.id))
    await cancel(booking.id)
    const user = await makeUser(payload, 'owner')
    expect((await entry(first.entryId)).status).toBe('offered')

    const removed = await payload.update({ collection: 'waitlist-entries', id: first.entryId, data: { removeFromWaitlist: true }, user, overrideAccess: false })
    expect(removed.status).toBe('closed')
    expect(removed.saveReport).toMatch(/No email was sent\. The 1 seat held for their offer was released\. Offered seats to/)
    expect(await emailsTo(quiet)).not.toContainEqual(expect.stringMatching(/no longer on the waitlist/))
    // The released seat went to the next party at once; the live list is numbered 1..2 again.
    expect((await entry(second.entryId)).status).toBe('offered')
    expect([(await entry(second.entryId)).position, (await entry(third.entryId)).position]).toEqual([1, 2])
    expect(await taken(schedule.id)).toBe(1)

    await payload.update({ collection: 'waitlist-entries', id: second.entryId, data: { removeFromWaitlist: true, emailCustomer: true }, user, overrideAccess: false })
    expect(await emailsTo(told)).toContainEqual(expect.stringMatching(/^You're no longer on the waitlist/))
  })
})

describe('one number of seats per party (issue 38, item 3)', () => {
  it('the owner adding a person to a waiting party makes it 2 seats: one free seat is not offered to it, two are, and the offer books 2', async () => {
    const { schedule } = await fullAdultClass(1)
    const joined = await joinWaitlist(payload, adultBody(schedule.id))
    const user = await makeUser(payload, 'owner')
    const saved = await payload.update({
      collection: 'waitlist-entries',
      id: joined.entryId,
      data: { party: [{ firstName: 'Grace', lastName: 'Hopper', ageGroup: '16+' }] },
      user,
      overrideAccess: false,
    })
    expect(saved.seats).toBe(2)
    expect(saved.saveReport).toContain('The party now needs 2 seats together.')
    expect(JSON.stringify((await entry(joined.entryId)).history)).toContain('Party changed in /cms: now 2 seats')
    await payload.update({ collection: 'schedules', id: schedule.id, data: { availableSpots: 2 }, ...system })
    expect((await entry(joined.entryId)).status).toBe('waiting')
    expect(await taken(schedule.id)).toBe(1)

    await payload.update({ collection: 'schedules', id: schedule.id, data: { availableSpots: 3 }, ...system })
    const offered = await entry(joined.entryId)
    expect(offered).toMatchObject({ status: 'offered', seats: 2 })
    const held = await payload.findByID({ collection: 'bookings', id: offered.offerBooking as number, ...system })
    expect(held).toMatchObject({ status: 'held', seats: 2, participantCount: 2 })
    expect(await taken(schedule.id)).toBe(3)

    // The party of an offer is the one its seats were held for.
    await expect(
      payload.update({ collection: 'waitlist-entries', id: joined.entryId, data: { party: [] }, user, overrideAccess: false }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'party' }] } })
    expect((await entry(joined.entryId)).seats).toBe(2)
  })
})

describe('freed seats go to the waitlist before the public (issue 38, item 5)', () => {
  async function fullWithLapsingHold() {
    const schedule = await makeSchedule(payload, { availableSpots: 1 })
    const { booking } = await makeBooking(payload, {
      schedule: schedule.id,
      status: 'held',
      holdExpiresAt: new Date(Date.now() + 60_000).toISOString(),
      stripeSessionId: `demo_${Math.random().toString(36).slice(2)}`,
    })
    const joined = await joinWaitlist(payload, adultBody(schedule.id))
    // The hold runs out (as a minute passing would): no hook hears of it.
    await (await drizzleOf(payload)).execute(sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${booking.id}`)
    return { schedule, booking, joined }
  }

  it('the release of a lapsed hold offers its seat in the same call; a public booking for it is refused', async () => {
    const { schedule, booking, joined } = await fullWithLapsingHold()
    const released = await releaseExpiredHolds(payload)
    expect(released).toContain(booking.id)
    expect((await entry(joined.entryId)).status).toBe('offered')
    expect((await postJson('/api/create-booking', adultBody(schedule.id))).status).toBe(409)
  })

  it('a public booking between job runs finds the lapsed hold’s seat offered to the waiting party first, and is refused', async () => {
    const { schedule, joined } = await fullWithLapsingHold()
    expect((await postJson('/api/create-booking', adultBody(schedule.id))).status).toBe(409)
    expect((await entry(joined.entryId)).status).toBe('offered')
    expect(await taken(schedule.id)).toBe(1)
  })
})

describe('what the waitlist tells people (issue 38, item 7)', () => {
  const textsTo = async (to: string) =>
    (await payload.find({ collection: 'emails', where: { to: { equals: to } }, sort: 'createdAt', limit: 20, ...system })).docs.map((e) => e.text ?? '')

  it('a lapsed offer with no one behind it says the hold ended, not that the seats went on', async () => {
    const { schedule, booking } = await fullAdultClass(1)
    const email = newContactEmail()
    const only = await joinWaitlist(payload, adultBody(schedule.id, [], email))
    await cancel(booking.id)
    expect((await entry(only.entryId)).status).toBe('offered')
    await runWaitlists(payload, new Date(Date.now() + 13 * HOUR))
    const lapsed = (await textsTo(email)).find((t) => t.includes('were not paid for in time') || t.includes('was not paid for in time'))
    expect(lapsed).toContain('The seat we held for you in')
    expect(lapsed).toContain('so the hold has ended. Nothing was charged.')
    expect(lapsed).not.toContain('next person')
  })

  it('a lapsed offer whose seat went on says so', async () => {
    const { schedule, booking } = await fullAdultClass(1)
    const email = newContactEmail()
    await joinWaitlist(payload, adultBody(schedule.id, [], email))
    await joinWaitlist(payload, adultBody(schedule.id))
    await cancel(booking.id)
    await runWaitlists(payload, new Date(Date.now() + 13 * HOUR))
    expect((await textsTo(email)).join('\n')).toContain("so we've offered it to the next person on the waitlist. Nothing was charged.")
  })

  it('the closed email says no seats freed up only when none did', async () => {
    const start = new Date(Date.now() + 20 * HOUR)
    const at = { startTime: start.toISOString(), endTime: new Date(start.getTime() + 3 * HOUR).toISOString() }
    const closeTime = new Date(start.getTime() - 6 * HOUR)

    const quiet = await makeSchedule(payload, { availableSpots: 1, ...at })
    await makeBooking(payload, { schedule: quiet.id })
    const nobody = newContactEmail()
    await joinWaitlist(payload, adultBody(quiet.id, [], nobody))

    const busy = await makeSchedule(payload, { availableSpots: 1, ...at })
    const { booking } = await makeBooking(payload, { schedule: busy.id })
    const first = newContactEmail()
    const second = newContactEmail()
    await joinWaitlist(payload, adultBody(busy.id, [], first))
    await joinWaitlist(payload, adultBody(busy.id, [], second))
    await cancel(booking.id)

    await runWaitlists(payload, closeTime)
    expect((await textsTo(nobody)).join('\n')).toContain('No seats freed up in time.')
    const told = (await textsTo(second)).join('\n')
    expect(told).toContain('its waitlist has closed. The seats that freed up could not be held for you in time. Nothing was charged.')
    expect(told).not.toContain('No seats freed up')
  })
})
