import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_NUMBER_PATTERN } from '@/domain/bookings/bookingNumber'
import { quoteBooking } from '@/domain/bookings/pricing'
import { createHeldBooking, type HeldBookingInput } from '@/server/bookings/createHeldBooking'
import { hashManageToken, manageTokenOf } from '@/server/bookings/manageToken'
import { insertHeldBooking, isBookingNumberTaken } from '@/server/db/heldBookings'
import { postgresOf } from '@/server/db/postgres'
import { inTransaction } from '@/server/transaction'

import { makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

// createHeldBooking writes a held booking in one statement; these compare its record with the one Payload's create,
// with every hook of the Bookings collection, writes from the same data.
let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

type Row = Record<string, unknown>
const rows = async (query: ReturnType<typeof sql>) => (await postgresOf(payload).drizzle.execute<Row>(query)).rows
const without = (row: Row, keys: string[]) => Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)))
/** What differs between any two bookings however they are made: ids, random tokens, times. */
const OWN = ['id', 'booking_number', 'manage_token_nonce', 'manage_token_hash', 'stripe_session_id', 'created_at', 'updated_at']

async function recordsOf(bookingId: number) {
  const [booking] = await rows(sql`select * from bookings where id = ${bookingId}`)
  const history = await rows(sql`select * from booking_events where booking_id = ${bookingId} order by id`)
  const participants = await rows(sql`select * from participants where booking_id = ${bookingId} order by id`)
  return {
    booking: without(booking, OWN),
    history: history.map((e) => ({ ...without(e, ['id', 'booking_id', 'created_at', 'updated_at']), after: without(e.after as Row, ['stripeSessionId']) })),
    participantCount: participants.length,
    raw: booking,
  }
}

const inputFor = (scheduleId: number): HeldBookingInput => {
  const quote = quoteBooking('adult', 7500, 1)
  return {
    scheduleId,
    classType: 'adult',
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.record@example.com', phone: '9255550100' },
    party: [{ firstName: 'Grace', lastName: 'Hopper', ageGroup: '16+' }],
    quote,
    dueCents: quote.totalCents - 1000,
    holdExpiresAt: new Date(Date.now() + 30 * 60_000),
    stripe: null,
    extra: { listPriceCents: quote.totalCents, discountCents: 1000, checkoutCancelTokenHash: 'c'.repeat(64), clientAddressHash: 'a'.repeat(64) },
  }
}

/** The booking as Payload's create made it before: the same data, every create hook of the collection running. */
async function createdByPayload(input: HeldBookingInput, context = {}) {
  const created = await payload.create({
    collection: 'bookings',
    data: {
      status: 'held',
      source: 'website',
      classType: input.classType,
      schedule: input.scheduleId,
      contactFirstName: input.contact.firstName,
      contactLastName: input.contact.lastName,
      contactEmail: input.contact.email,
      contactPhone: input.contact.phone,
      participantCount: input.quote.participantCount,
      seats: input.quote.seats,
      totalCents: input.dueCents,
      holdExpiresAt: input.holdExpiresAt.toISOString(),
      listPriceCents: input.extra?.listPriceCents,
      discountCents: input.extra?.discountCents,
      checkoutCancelTokenHash: input.extra?.checkoutCancelTokenHash,
      clientAddressHash: input.extra?.clientAddressHash,
      stripeSessionId: `demo_payload-${Date.now()}`,
    },
    context,
    depth: 0,
    overrideAccess: true,
  })
  return created.id
}

describe('createHeldBooking', () => {
  it("writes the booking and its first history entry as Payload's create with the collection's hooks did", async () => {
    // A waiver in force, so that both records are asked to sign one (the version is read in the insert).
    await payload.create({ collection: 'waiver-versions', data: { text: 'The waiver, as the bookings below sign it.' }, overrideAccess: true })
    const schedule = await makeSchedule(payload)
    const input = inputFor(schedule.id)
    const made = await inTransaction(payload, (tx) => createHeldBooking(payload, tx.req, input))
    const ours = await recordsOf(made.id)
    const theirs = await recordsOf(await createdByPayload(input))

    expect(ours.booking).toEqual(theirs.booking)
    expect(ours.history).toEqual(theirs.history)
    expect(ours.history).toHaveLength(1)
    expect(ours.history[0]).toMatchObject({ action: 'created', actor: 'system', before: {}, after: { status: 'held', seats: 2, moveCount: 0 } })
    expect(ours.booking.waiver_version).not.toBeNull()
    expect(ours.participantCount).toBe(2)
    expect(made.bookingNumber).toMatch(BOOKING_NUMBER_PATTERN)
    expect(ours.raw).toMatchObject({ booking_number: made.bookingNumber, stripe_session_id: made.stripeSessionId })
    expect(made.stripeSessionId).toMatch(/^demo_/)
    expect(ours.raw.manage_token_hash).toBe(hashManageToken(manageTokenOf(String(ours.raw.manage_token_nonce))))
  })

  it("records what the caller says of the creation (a waitlist offer) as the history hook did from the request's context", async () => {
    const schedule = await makeSchedule(payload)
    const note = { action: 'waitlist offer: seats held until Monday', actor: 'waitlist' }
    const input = { ...inputFor(schedule.id), note }
    const made = await inTransaction(payload, (tx) => createHeldBooking(payload, tx.req, input))
    const theirs = await recordsOf(await createdByPayload(input, { bookingEvent: note }))
    expect((await recordsOf(made.id)).history).toEqual(theirs.history)
    expect(theirs.history[0]).toMatchObject(note)
  })

  it('refuses, as the collection did, an email the booking form lets through but the email field does not', async () => {
    const schedule = await makeSchedule(payload)
    const input = { ...inputFor(schedule.id), contact: { ...inputFor(schedule.id).contact, email: 'ada@example.c' } }
    await expect(createdByPayload(input)).rejects.toThrow(/contactEmail|Email/i)
    await expect(inTransaction(payload, (tx) => createHeldBooking(payload, tx.req, input))).rejects.toThrow(/contactEmail|Email/i)
  })

  it('a booking number already taken is told apart from other failures (holdSeats draws another)', async () => {
    const schedule = await makeSchedule(payload)
    const made = await inTransaction(payload, (tx) => createHeldBooking(payload, tx.req, inputFor(schedule.id)))
    const [row] = await rows(sql`select * from bookings where id = ${made.id}`)
    const again = {
      bookingNumber: made.bookingNumber!,
      classType: 'adult' as const,
      scheduleId: schedule.id,
      contactFirstName: 'A',
      contactLastName: 'B',
      contactEmail: 'ab@example.com',
      contactPhone: '9255550100',
      participantCount: 1,
      seats: 1,
      totalCents: 7500,
      holdExpiresAt: new Date(),
      listPriceCents: null,
      promoCodeId: null,
      discountCents: null,
      classCreditId: null,
      creditCents: null,
      stripeSessionId: null,
      checkoutCancelTokenHash: null,
      clientAddressHash: null,
      manageTokenNonce: 'n',
      manageTokenHash: `other-${row.manage_token_hash}`,
    }
    const history = { action: 'created', actor: 'system' }
    const error = await insertHeldBooking(postgresOf(payload).drizzle, again, history, new Date()).catch((e: unknown) => e)
    expect(isBookingNumberTaken(error)).toBe(true)
    const otherError = await insertHeldBooking(postgresOf(payload).drizzle, { ...again, bookingNumber: 'SW-ZZZZZZ', scheduleId: -1 }, history, new Date()).catch((e: unknown) => e)
    expect(otherError).toBeInstanceOf(Error)
    expect(isBookingNumberTaken(otherError)).toBe(false)
  })
})
