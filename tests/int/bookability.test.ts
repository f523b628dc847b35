import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadBookingOffer } from '@/server/bookingOffer'

import { adultBody, motherDaughterBody, postJson } from '../helpers/bookings'
import { makeBooking, makeClass, makeSchedule, TEST_BUSINESS_NAME } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const offerOf = async (scheduleId: number) => {
  const offer = await loadBookingOffer(payload, String(scheduleId), { now: new Date(), businessName: TEST_BUSINESS_NAME })
  if ('missing' in offer) throw new Error(`no offer: ${offer.missing}`)
  return offer.action
}

/** The booking page, the card and create-booking decide alike: one class each way it cannot be booked here. */
describe('booking only where booking is possible', () => {
  it('a class booked elsewhere: the page offers its booking URL; create-booking refuses', async () => {
    const klass = await makeClass(payload, { bookingMethod: 'external', partnerOrganization: 'City of Walnut Creek Recreation' })
    const schedule = await makeSchedule(payload, { class: klass.id, bookingUrl: 'https://rec.example/course/42' })
    expect(await offerOf(schedule.id)).toEqual({ kind: 'register-external', href: 'https://rec.example/course/42' })
    const answer = await postJson('/api/create-booking', adultBody(schedule.id))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ code: 'NOT_BOOKABLE_ONLINE', error: 'Registration for this class is handled by City of Walnut Creek Recreation.' })
  })

  it('a class booked by email, and a website class run by another partner: contact us', async () => {
    const byEmail = await makeSchedule(payload, { class: (await makeClass(payload, { bookingMethod: 'contact' })).id })
    const otherPartner = await makeSchedule(payload, { class: (await makeClass(payload, { partnerOrganization: 'Another Studio' })).id })
    for (const schedule of [byEmail, otherPartner]) {
      expect(await offerOf(schedule.id)).toEqual({ kind: 'contact' })
      expect(await (await postJson('/api/create-booking', adultBody(schedule.id))).json()).toMatchObject({ code: 'NOT_BOOKABLE_ONLINE' })
    }
  })

  it('a cancelled class says so on the page and at create-booking', async () => {
    const schedule = await makeSchedule(payload, { isCancelled: true })
    expect(await offerOf(schedule.id)).toEqual({ kind: 'cancelled' })
    const answer = await postJson('/api/create-booking', adultBody(schedule.id))
    expect(answer.status).toBe(409)
    expect(await answer.json()).toMatchObject({ code: 'CLASS_CANCELLED', error: 'This class has been cancelled' })
  })

  it('a full class, and a mother-daughter class with one seat left, are full', async () => {
    const adult = await makeSchedule(payload, { availableSpots: 2 })
    await makeBooking(payload, { schedule: adult.id, seats: 2 })
    expect(await offerOf(adult.id)).toEqual({ kind: 'full' })
    const md = await makeSchedule(payload, { class: (await makeClass(payload, { type: 'public-mother-daughter', priceCents: 13900 })).id, availableSpots: 3 })
    await makeBooking(payload, { schedule: md.id, classType: 'mother-daughter', seats: 2 })
    expect(await offerOf(md.id)).toEqual({ kind: 'full' })
    const answer = await postJson('/api/create-booking', motherDaughterBody(md.id))
    expect(answer.status).toBe(409)
    expect(await answer.json()).toMatchObject({ code: 'CLASS_FULL', remaining: 1 })
  })

  it('a class whose registration opens later shows when', async () => {
    const opensAt = new Date(Date.now() + 3 * 24 * 3600_000)
    const schedule = await makeSchedule(payload, { registrationOpens: opensAt.toISOString() })
    expect(await offerOf(schedule.id)).toEqual({ kind: 'opens-later', opensAt: opensAt.toISOString() })
    expect(await (await postJson('/api/create-booking', adultBody(schedule.id))).json()).toMatchObject({
      code: 'REGISTRATION_NOT_OPEN',
      error: expect.stringMatching(/^Registration opens \w+day, /),
    })
  })

  it('a community class is booked on its organizer page whoever the partner is', async () => {
    const klass = await makeClass(payload, { type: 'community-mother-daughter', partnerOrganization: 'Girl Scout Troop 60412', priceCents: 0 })
    const schedule = await makeSchedule(payload, { class: klass.id })
    expect(await offerOf(schedule.id)).toEqual({ kind: 'register', href: `/book-community-md/${schedule.id}` })
    const answer = await postJson('/api/create-booking', { ...motherDaughterBody(schedule.id), classType: 'community-mother-daughter' })
    expect(answer.status).toBe(200)
  })
})
