import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { manageTokenOf } from '@/server/bookings/manageToken'

import { postJson } from '../helpers/bookings'
import { makeBooking, makeClass, makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

const DAY = 24 * 3600_000
let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const inDays = (days: number, klass?: number) => {
  const start = Date.now() + days * DAY
  return makeSchedule(payload, { startTime: new Date(start).toISOString(), endTime: new Date(start + 3 * 3600_000).toISOString(), ...(klass ? { class: klass } : {}) })
}
const tokenOf = async (id: number) => manageTokenOf((await payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })).manageTokenNonce!)
const creditsOf = async (bookingId: number) =>
  (await payload.count({ collection: 'class-credits', where: { sourceBooking: { equals: bookingId } }, overrideAccess: true })).totalDocs
const statusOf = async (id: number) => (await payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })).status
const cancelForCredit = async (bookingId: number) =>
  postJson('/api/manage-booking/cancel-for-credit', { token: await tokenOf(bookingId) }, { 'X-Forwarded-For': `203.0.113.${bookingId % 250}` })

describe('POST /api/manage-booking/cancel-for-credit checks the tier the manage page applies', () => {
  it('refuses an imported booking and a partner-hosted booking 5 days before class: 4xx, no credit, still confirmed', async () => {
    const imported = (await makeBooking(payload, { schedule: (await inDays(5)).id, source: 'import', externalGroupId: `g-${Date.now()}` })).booking
    const cityClass = await makeClass(payload, { partnerOrganization: 'City of Walnut Creek' })
    const hosted = (await makeBooking(payload, { schedule: (await inDays(5, cityClass.id)).id })).booking
    for (const booking of [imported, hosted]) {
      const answer = await cancelForCredit(booking.id)
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(await creditsOf(booking.id)).toBe(0)
      expect(await statusOf(booking.id)).toBe('confirmed')
    }
  })

  it('refuses a booking 20 days before class (the full-refund tier) and one whose class the studio cancelled', async () => {
    const early = (await makeBooking(payload, { schedule: (await inDays(20)).id })).booking
    const cancelledClass = await inDays(5)
    const inCancelledClass = (await makeBooking(payload, { schedule: cancelledClass.id })).booking
    await payload.update({ collection: 'schedules', id: cancelledClass.id, data: { isCancelled: true }, overrideAccess: true })
    for (const booking of [early, inCancelledClass]) {
      const answer = await cancelForCredit(booking.id)
      expect(answer.status).toBe(409)
      expect(await creditsOf(booking.id)).toBe(0)
      expect(await statusOf(booking.id)).toBe('confirmed')
    }
  })

  it('still cancels a booking of our own class 5 days before for one credit', async () => {
    const booking = (await makeBooking(payload, { schedule: (await inDays(5)).id })).booking
    const answer = await cancelForCredit(booking.id)
    expect(answer.status).toBe(200)
    expect(await creditsOf(booking.id)).toBe(1)
  })
})
