import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { checkMinimumParticipants } from '@/server/minimumParticipants'

import { makeBooking, makeClass, makeSchedule } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await getTestPayload()
})

const HOUR = 3600 * 1000
const now = new Date()

/** A class starting `hours` from now with `confirmedSeats` confirmed (plus a live hold, which does not count). */
async function classWith({ hours, confirmedSeats, classMinimum, scheduleMinimum }: { hours: number; confirmedSeats: number; classMinimum?: number; scheduleMinimum?: number }) {
  const cls = await makeClass(payload, { minimumParticipants: classMinimum ?? null })
  const start = new Date(now.getTime() + hours * HOUR)
  const schedule = await makeSchedule(payload, {
    class: cls.id,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3 * HOUR).toISOString(),
    minimumParticipants: scheduleMinimum ?? null,
  })
  if (confirmedSeats > 0) await makeBooking(payload, { schedule: schedule.id, seats: confirmedSeats, participantCount: confirmedSeats })
  await makeBooking(payload, { schedule: schedule.id, status: 'held', holdExpiresAt: new Date(now.getTime() + 20 * 60_000).toISOString() })
  return schedule
}

const ownerEmails = (scheduleId: number) =>
  payload.find({
    collection: 'emails',
    where: { kind: { equals: 'minimum-participants' }, dedupeKey: { like: `minimum-participants:${scheduleId}:` } },
    overrideAccess: true,
  })

describe('the minimum-participants job', () => {
  it('emails the business once for a class below its minimum, with the count and the /cms link; never for one at it', async () => {
    const under = await classWith({ hours: 55, confirmedSeats: 3, classMinimum: 4 })
    const atMinimum = await classWith({ hours: 55, confirmedSeats: 4, classMinimum: 4 })

    const first = await checkMinimumParticipants(payload, now)
    expect(first.notified).toContain(under.id)
    expect(first.notified).not.toContain(atMinimum.id)
    const second = await checkMinimumParticipants(payload, new Date(now.getTime() + HOUR))
    expect(second.notified).not.toContain(under.id)

    const sent = await ownerEmails(under.id)
    expect(sent.totalDocs).toBe(1)
    expect(sent.docs[0].to).toBe((await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })).email)
    expect(sent.docs[0].subject).toMatch(/\(3 of 4\)$/)
    expect(sent.docs[0].text).toContain('3 confirmed seats, below its minimum of 4')
    expect(sent.docs[0].text).toContain(`/cms/collections/schedules/${under.id}`)
    expect((await ownerEmails(atMinimum.id)).totalDocs).toBe(0)
    expect((await payload.findByID({ collection: 'schedules', id: under.id, overrideAccess: true })).isCancelled).toBe(false)
  })

  it("uses the schedule's minimum over the class's, and waits until the class is within 60 hours", async () => {
    const overridden = await classWith({ hours: 50, confirmedSeats: 3, classMinimum: 6, scheduleMinimum: 3 })
    const tooEarly = await classWith({ hours: 61, confirmedSeats: 0, classMinimum: 4 })
    const noMinimum = await classWith({ hours: 50, confirmedSeats: 0 })

    const result = await checkMinimumParticipants(payload, now)
    expect(result.notified).not.toContain(overridden.id)
    expect(result.notified).not.toContain(tooEarly.id)
    expect(result.notified).not.toContain(noMinimum.id)
    const later = await checkMinimumParticipants(payload, new Date(now.getTime() + 2 * HOUR))
    expect(later.notified).toContain(tooEarly.id)
  })
})
