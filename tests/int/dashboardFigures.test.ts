import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import Papa from 'papaparse'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { creditCodeHash } from '@/domain/credits/creditCode'
import { HISTORY } from '@/domain/manage/historyActions'
import { lastWeeks, namedMonth } from '@/domain/reports/periods'
import { loadDashboard } from '@/server/admin/dashboard'
import { monthReport } from '@/server/reports/monthReport'

import { makeBooking, makeClass, makeSchedule, makeUser, type TestUser } from '../helpers/factories'
import { rest, tokenFor } from '../helpers/http'
import { getTestPayload } from '../helpers/payload'
import { seedBookings } from '../helpers/seedBookings'

// Wednesday March 12 2031, 1 PM Pacific (daylight time began Sunday March 9): a week and month no other test writes in.
const NOW = new Date('2031-03-12T20:00:00Z')
const MARCH = namedMonth('2031-03')!

let payload: Payload
let owner: TestUser
let db: PostgresAdapter['drizzle']
let earlier: number
let coming: number

const at = (iso: string) => new Date(iso).toISOString()
const setBooking = (id: number, fields: { created: string; paid?: string; refunded?: string; held?: string }) =>
  db.execute(sql`update bookings set created_at = ${at(fields.created)}, paid_at = ${fields.paid ? at(fields.paid) : null},
    refunded_at = ${fields.refunded ? at(fields.refunded) : null}, hold_expires_at = ${fields.held ? at(fields.held) : null} where id = ${id}`)

beforeAll(async () => {
  payload = await getTestPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
  owner = await makeUser(payload, 'owner')
  const klass = await makeClass(payload, { minimumParticipants: 5 })
  earlier = (await makeSchedule(payload, { class: klass.id, startTime: at('2031-03-05T18:00:00Z'), endTime: at('2031-03-05T21:00:00Z'), availableSpots: 8 })).id
  coming = (await makeSchedule(payload, { class: klass.id, startTime: at('2031-03-13T18:00:00Z'), endTime: at('2031-03-13T21:00:00Z'), availableSpots: 8 })).id

  // This week: A paid $150 for 2 seats; E paid with $75 of class credit; D holds a seat (not a booking yet).
  const a = await makeBooking(payload, { schedule: coming, seats: 2, participantCount: 2, totalCents: 15000 })
  await setBooking(a.booking.id, { created: '2031-03-11T17:00:00Z', paid: '2031-03-11T17:01:00Z' })
  const e = await makeBooking(payload, { schedule: coming, totalCents: 0, creditCents: 7500 })
  await setBooking(e.booking.id, { created: '2031-03-11T18:00:00Z' })
  const d = await makeBooking(payload, { schedule: coming, status: 'held' })
  await setBooking(d.booking.id, { created: '2031-03-12T19:55:00Z', held: '2031-03-12T20:10:00Z' })
  // Earlier this month: B refunded in full this week; C refunded $40 of its $75 this week, as the owner chose.
  const b = await makeBooking(payload, { schedule: earlier, status: 'refunded' })
  await setBooking(b.booking.id, { created: '2031-03-03T17:00:00Z', paid: '2031-03-03T17:01:00Z', refunded: '2031-03-11T20:00:00Z' })
  const c = await makeBooking(payload, { schedule: earlier, status: 'refunded' })
  await setBooking(c.booking.id, { created: '2031-03-04T17:00:00Z', paid: '2031-03-04T17:01:00Z', refunded: '2031-03-11T21:00:00Z' })
  await db.execute(sql`insert into booking_events (booking_id, action, actor, amount_cents) values (${c.booking.id}, ${HISTORY.ownerRefundedPart}, 'owner', 4000)`)
  // B came, C did not.
  await db.execute(sql`update participants set attendance = 'Present' where id = ${b.participant.id}`)
  await db.execute(sql`update participants set attendance = 'Absent' where id = ${c.participant.id}`)
  // A goodwill credit of $50 issued this week.
  await db.execute(sql`insert into class_credits (code_hash, code_hint, amount_cents, remaining_cents, customer_email, created_at, updated_at)
    values (${creditCodeHash('CR-DASH-TEST')}, 'CR-…-TEST', 5000, 5000, 'ada@example.com', ${at('2031-03-11T22:00:00Z')}, ${at('2031-03-11T22:00:00Z')})`)
})

/** Runs `work` and counts the SQL statements it sends through the pool. */
async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const query = pool.query.bind(pool)
  let statements = 0
  pool.query = ((...args: Parameters<typeof query>) => {
    statements++
    return query(...args)
  }) as typeof pool.query
  try {
    await work()
  } finally {
    pool.query = query
  }
  return statements
}

describe("the owner's dashboard figures", () => {
  it('this week and this month: bookings, revenue net of refunds, credits issued and used apart', async () => {
    const { figures } = await loadDashboard(payload, owner, NOW)
    expect(figures?.week).toEqual({ bookings: 2, seats: 3, paidCents: 15000, refundedCents: 11500, revenueCents: 3500, creditsIssued: 1, creditsIssuedCents: 5000, creditsUsedCents: 7500, gifts: expect.any(Object) })
    expect(figures?.month).toEqual({ bookings: 4, seats: 5, paidCents: 30000, refundedCents: 11500, revenueCents: 18500, creditsIssued: 1, creditsIssuedCents: 5000, creditsUsedCents: 7500, gifts: expect.any(Object) })
    // The chart's last week is this week; the one before holds B and C's payments.
    expect(figures?.weeks).toHaveLength(12)
    expect(figures?.weeks.at(-1)?.period).toEqual(lastWeeks(NOW).at(-1))
    expect(figures?.weeks.at(-2)).toMatchObject({ bookings: 2, paidCents: 15000, refundedCents: 0 })
    expect(figures?.fillRates).toEqual([{ classType: 'public-adult-teen', classes: 2, seats: 3, spots: 16 }])
  })

  it("the coming week's classes: seats taken with live holds, and a class under its minimum", async () => {
    const { classes } = await loadDashboard(payload, owner, NOW)
    expect(classes.find((c) => c.id === coming)).toMatchObject({ taken: 4, spots: 8, remaining: 4, underMinimum: 5 })
    expect(classes.find((c) => c.id === earlier)).toBeUndefined()
  })

  it('instructors see the classes and lists, not the money', async () => {
    const instructor = await makeUser(payload, 'instructor')
    const dashboard = await loadDashboard(payload, instructor, NOW)
    expect(dashboard.figures).toBeNull()
    expect(dashboard.classes.map((c) => c.id)).toContain(coming)
  })

  it('the month report: per class bookings, seats, money, credit and no-shows', async () => {
    const { classes, totals } = await monthReport(payload, MARCH)
    expect(classes.find((c) => c.scheduleId === earlier)).toMatchObject({ bookings: 2, seats: 0, paidCents: 15000, refundedCents: 11500, creditsUsedCents: 0, present: 1, noShows: 1 })
    expect(classes.find((c) => c.scheduleId === coming)).toMatchObject({ bookings: 2, seats: 3, paidCents: 15000, refundedCents: 0, creditsUsedCents: 7500, present: 0, noShows: 0 })
    expect(totals.revenueCents).toBe(18500)
  })

  it('the CSV download is the owner’s: signed out 401, instructor 403, a bad month 400', async () => {
    const instructor = await makeUser(payload, 'instructor')
    expect((await rest('/api/owner/month-report.csv?month=2031-03')).status).toBe(401)
    expect((await rest('/api/owner/month-report.csv?month=2031-03', { token: await tokenFor(payload, instructor) })).status).toBe(403)
    const ownerToken = await tokenFor(payload, owner)
    expect((await rest('/api/owner/month-report.csv?month=March', { token: ownerToken })).status).toBe(400)
    const response = await rest('/api/owner/month-report.csv?month=2031-03', { token: ownerToken })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('report_2031-03.csv')
    const rows = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data
    expect(rows[1].slice(2, 14)).toEqual(['2031-03-05', '10:00 AM', 'Scheduled', '2', '0', '$150.00', '$115.00', '$35.00', '$0.00', '$0.00', '1', '50%'])
    expect(rows.at(-2)?.[0]).toBe('Total: 2 classes')
    expect(rows.at(-1)?.slice(0, 2)).toEqual(['Total March 2031: 2 classes', 'all class types'])
    expect(rows.at(-1)?.slice(5, 10)).toEqual(['4', '3', '$300.00', '$115.00', '$185.00'])
  })

  it('reads a fixed number of statements whatever the number of bookings (10, then 1,000)', async () => {
    const measure = async () => ({
      dashboard: await statementsOf(() => loadDashboard(payload, owner, NOW)),
      report: await statementsOf(() => monthReport(payload, MARCH)),
    })
    await seedBookings(payload, { count: 5, scheduleIds: [earlier, coming], from: new Date('2031-03-01T08:00:00Z'), to: NOW })
    const few = await measure()
    const { rows } = await db.execute<{ n: string }>(sql`select count(*) as n from bookings where schedule_id in (${earlier}, ${coming})`)
    expect(Number(rows[0].n)).toBe(10)

    await seedBookings(payload, { count: 990, scheduleIds: [earlier, coming], from: new Date('2031-03-01T08:00:00Z'), to: NOW })
    const many = await measure()
    expect(many).toEqual(few)
    expect(many.report).toBe(2)
    expect(many.dashboard).toBe(13) // nine, overdue private balances (one), private sessions' revenue (three: receipts, refunds made, sessions)
    const { figures } = await loadDashboard(payload, owner, NOW)
    expect(figures!.month.bookings).toBeGreaterThan(800)
  })
})

// Saturday January 8 2033 and the two weeks after: days no other test writes in.
describe('the coming classes, what needs the owner and a cancelled class in the month report', () => {
  const SATURDAY_3AM = new Date('2033-01-08T11:00:00Z')
  const THURSDAY = new Date('2033-01-06T20:00:00Z')
  let nextSaturday: number
  let signer: number
  let unsignedParticipant: number

  beforeAll(async () => {
    const klass = await makeClass(payload, { name: 'Waiver Test Class' })
    // Next Saturday at 10 AM Pacific: seven days and seven hours after Saturday 3 AM.
    nextSaturday = (await makeSchedule(payload, { class: klass.id, startTime: at('2033-01-15T18:00:00Z'), endTime: at('2033-01-15T21:00:00Z'), availableSpots: 8 })).id
    // A booking asked to sign version 1: Ada signed, Bea has not.
    const asked = await makeBooking(payload, { schedule: nextSaturday, seats: 2, participantCount: 2, totalCents: 15000 })
    signer = asked.participant.id
    await db.execute(sql`update bookings set waiver_version = 1 where id = ${asked.booking.id}`)
    const bea = await db.execute<{ id: number }>(sql`insert into participants (booking_id, schedule_id, first_name, last_name, age_group)
      values (${asked.booking.id}, ${nextSaturday}, 'Bea', 'Lovelace', '16+') returning id`)
    unsignedParticipant = Number(bea.rows[0].id)
    await db.execute(sql`insert into waiver_signatures (booking_id, participant_id, participant_name, signer_name, relationship, typed_signature, signed_date, signed_at, waiver_version, agreed, waiver_text)
      values (${asked.booking.id}, ${signer}, 'Ada Lovelace', 'Ada Lovelace', 'Self', 'Ada Lovelace', '2033-01-07', ${at('2033-01-07T18:00:00Z')}, 1, true, 'The waiver')`)
    // A booking made before waivers (nothing asked) and a cancelled one: neither is waiting for a signature.
    const before = await makeBooking(payload, { schedule: nextSaturday })
    // Another test may have written a waiver version, which a new booking takes: this one was made before any.
    await db.execute(sql`update bookings set waiver_version = null where id = ${before.booking.id}`)
    const cancelled = await makeBooking(payload, { schedule: nextSaturday, status: 'cancelled' })
    await db.execute(sql`update bookings set waiver_version = 1 where id = ${cancelled.booking.id}`)
    // Cleo's party was offered the freed seats until Sunday 6:15 PM Pacific.
    await db.execute(sql`insert into waitlist_entries (schedule_id, position, status, class_type, seats, contact_first_name, contact_last_name, contact_email, contact_phone, offered_until)
      values (${nextSaturday}, 1, 'offered', 'adult', 1, 'Cleo', 'Park', 'cleo@example.com', '9255550101', ${at('2033-01-10T02:15:00Z')})`)
  })

  it('on Saturday at 3 AM Pacific the coming days hold next Saturday’s class; on Thursday it is shown as the next class', async () => {
    const saturday = await loadDashboard(payload, owner, SATURDAY_3AM)
    expect(saturday.classes.map((c) => c.id)).toContain(nextSaturday)
    expect(saturday.nextClass).toBeNull()

    const thursday = await loadDashboard(payload, owner, THURSDAY)
    expect(thursday.classes.map((c) => c.id)).not.toContain(nextSaturday)
    expect(thursday.nextClass).toMatchObject({ id: nextSaturday, className: 'Waiver Test Class', startTime: at('2033-01-15T18:00:00Z') })
  })

  it('lists the open waitlist offers: who, which class, until when', async () => {
    const { offers } = await loadDashboard(payload, owner, SATURDAY_3AM)
    expect(offers.docs).toContainEqual(
      expect.objectContaining({ name: 'Cleo Park', scheduleId: nextSaturday, className: 'Waiver Test Class', offeredUntil: at('2033-01-10T02:15:00Z') }),
    )
    await db.execute(sql`update waitlist_entries set status = 'booked' where schedule_id = ${nextSaturday}`)
    const after = await loadDashboard(payload, owner, SATURDAY_3AM)
    expect(after.offers.docs.map((o) => o.scheduleId)).not.toContain(nextSaturday)
  })

  it('lists the coming classes with participants who have not signed: how many', async () => {
    const { unsignedWaivers } = await loadDashboard(payload, owner, SATURDAY_3AM)
    expect(unsignedWaivers.filter((c) => c.scheduleId === nextSaturday)).toEqual([
      { scheduleId: nextSaturday, className: 'Waiver Test Class', startTime: at('2033-01-15T18:00:00Z'), unsigned: 1 },
    ])
    // Bea signs: nothing is waiting.
    await db.execute(sql`insert into waiver_signatures (booking_id, participant_id, participant_name, signer_name, relationship, typed_signature, signed_date, signed_at, waiver_version, agreed, waiver_text)
      select booking_id, id, 'Bea Lovelace', 'Bea Lovelace', 'Self', 'Bea Lovelace', '2033-01-08', ${at('2033-01-08T18:00:00Z')}, 1, true, 'The waiver' from participants where id = ${unsignedParticipant}`)
    const after = await loadDashboard(payload, owner, SATURDAY_3AM)
    expect(after.unsignedWaivers.map((c) => c.scheduleId)).not.toContain(nextSaturday)
  })

  it('the month report keeps a cancelled class, marked, with the money still held for it', async () => {
    await db.execute(sql`update schedules set is_cancelled = true where id = ${nextSaturday}`)
    const refunded = await makeBooking(payload, { schedule: nextSaturday, status: 'refunded' })
    await setBooking(refunded.booking.id, { created: '2033-01-02T17:00:00Z', paid: '2033-01-02T17:01:00Z', refunded: '2033-01-09T17:00:00Z' })
    await db.execute(sql`update bookings set paid_at = ${at('2033-01-03T17:00:00Z')} where schedule_id = ${nextSaturday} and status = 'confirmed'`)
    const { classes } = await monthReport(payload, namedMonth('2033-01')!)
    // Paid: $150 (Ada and Bea's booking), $75 (kept, not chosen yet) and $75 refunded; the cancelled booking made no payment.
    expect(classes.find((c) => c.scheduleId === nextSaturday)).toMatchObject({ cancelled: true, paidCents: 30000, refundedCents: 7500 })

    const response = await rest('/api/owner/month-report.csv?month=2033-01', { token: await tokenFor(payload, owner) })
    const rows = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data
    const row = rows.find((r) => r[0] === 'Waiver Test Class')!
    expect(row.slice(2, 10)).toEqual(['2033-01-15', '10:00 AM', 'Cancelled', '4', '3', '$300.00', '$75.00', '$225.00'])
    expect(rows.at(-1)?.[0]).toMatch(/^Total January 2033: \d+ class/)
  })
})
