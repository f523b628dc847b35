import type { Payload, Where } from 'payload'

import { remainingSeats } from '@/domain/schedule/seats'
import { effectivePlace, type Occurrence, upcomingOccurrences } from '@/domain/schedule/occurrence'
import { tabForClassType } from '@/domain/schedule/tabs'
import { pacificDate } from '@/domain/time/pacific'
import { CLASS_TYPES } from '@/domain/values'
import type { Schedule } from '@/payload-types'

import { seatsTaken as countSeatsTaken } from './seats'

/** `remaining` is null when the seat count failed: the card then behaves as not full. */
export type ListedOccurrence = Occurrence & { remaining: number | null }

/** A schedule with its populated class as plain data; null when the class is not readable (inactive, or not populated). */
export function toOccurrence(schedule: Schedule): Occurrence | null {
  const klass = schedule.class
  if (typeof klass !== 'object' || klass === null) return null
  return {
    id: schedule.id,
    className: klass.name,
    description: klass.description ?? null,
    type: klass.type,
    bookingMethod: klass.bookingMethod,
    isActive: klass.isActive !== false,
    isCancelled: schedule.isCancelled === true,
    startTime: schedule.startTime ?? null,
    endTime: schedule.endTime ?? null,
    date: schedule.date ?? (schedule.startTime ? pacificDate(new Date(schedule.startTime)) : ''),
    availableSpots: schedule.availableSpots,
    registrationOpens: schedule.registrationOpens ?? null,
    bookingUrl: schedule.bookingUrl?.trim() || null,
    specialNotes: schedule.specialNotes?.trim() || null,
    priceCents: klass.priceCents,
    partnerOrganization: klass.partnerOrganization ?? null,
    instructor: klass.instructor ?? null,
    ...effectivePlace(schedule, klass),
    arrivalInstructions: schedule.arrivalInstructions ?? null,
    waiverUrl: schedule.waiverUrl?.trim() || null,
  }
}

const PUBLIC_TYPES = CLASS_TYPES.filter((type) => tabForClassType(type) !== null)

/**
 * Every upcoming public class occurrence, sorted by date, each with the seats it has left — read as an anonymous
 * visitor (access rules hide cancelled schedules and inactive classes). A fixed number of queries for any number
 * of classes: the schedules, their classes (batched by Payload), one seat count for all of them, the settings.
 */
export async function loadPublicSchedule(
  payload: Payload,
  { now }: { now: Date },
  deps: { seatsTaken: typeof countSeatsTaken } = { seatsTaken: countSeatsTaken },
): Promise<{ occurrences: ListedOccurrence[]; businessName: string; email: string }> {
  const where: Where = {
    and: [
      {
        or: [
          { startTime: { greater_than: now.toISOString() } },
          { and: [{ startTime: { exists: false } }, { date: { greater_than_equal: pacificDate(now) } }] },
        ],
      },
      { 'class.type': { in: PUBLIC_TYPES } },
    ],
  }
  const [{ docs }, settings] = await Promise.all([
    payload.find({ collection: 'schedules', where, depth: 1, pagination: false, sort: 'startTime', overrideAccess: false }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false }),
  ])

  const listed = upcomingOccurrences(
    docs.map(toOccurrence).filter((o): o is Occurrence => o !== null && tabForClassType(o.type) !== null),
    now,
  )
  let taken: Map<number, number> | null = null
  try {
    taken = await deps.seatsTaken(payload, listed.map((o) => o.id), { now })
  } catch (error) {
    // public-site §8: a failed availability check is logged only, and the cards behave as not full.
    payload.logger.error({ err: error, scheduleIds: listed.map((o) => o.id) }, 'Seat count for /public-classes failed')
  }
  return {
    occurrences: listed.map((o) => ({ ...o, remaining: taken ? remainingSeats(o.availableSpots, taken.get(o.id) ?? 0) : null })),
    businessName: settings.businessName ?? '',
    email: settings.email ?? '',
  }
}
