import { remainingSeats } from '@/domain/schedule/seats'
import { type Occurrence, upcomingOccurrences } from '@/domain/schedule/occurrence'
import type { ScheduleTab } from '@/domain/schedule/tabs'
import { CLASS_TYPES } from '@/domain/schedule/classTypes'

import { getPayloadClient } from '@/server/payloadClient'

import { cachedRead } from './cache/cachedRead'
import { CACHE_TAGS } from './cache/tags'
import { type ListedOccurrence, loadPublicSchedule, queryUpcoming, typesOf } from './schedule/occurrences'
import { seatsTaken as countSeatsTaken } from './seats'
import { waitingCounts } from './waitlist/waitingCounts'

/**
 * How long cached seat counts may be served. Every booking change invalidates them at once; a hold that lapses is
 * time passing, not an event, so its seat shows as free within this many seconds.
 */
export const SEATS_REVALIDATE_SECONDS = 30

const cachedUpcoming = cachedRead(
  async (tab: ScheduleTab | undefined) => queryUpcoming(await getPayloadClient(), typesOf(tab), new Date()),
  'public-schedule',
  { tags: [CACHE_TAGS.schedule] },
)

const cachedSeatsTaken = cachedRead(
  async (scheduleIds: readonly number[]) => [...(await countSeatsTaken(await getPayloadClient(), scheduleIds, { now: new Date() }))],
  'seats-taken',
  { tags: [CACHE_TAGS.seats], revalidate: SEATS_REVALIDATE_SECONDS },
)

const cachedWaiting = cachedRead(
  async (scheduleIds: readonly number[]) => [...(await waitingCounts(await getPayloadClient(), scheduleIds))],
  'waitlist-counts',
  { tags: [CACHE_TAGS.seats], revalidate: SEATS_REVALIDATE_SECONDS },
)

/** loadPublicSchedule for the public pages: the list and the seat counts come from the cache. */
export async function getPublicSchedule(tab: ScheduleTab, now: Date): Promise<ListedOccurrence[]> {
  return loadPublicSchedule(await getPayloadClient(), { now, tab }, {
    upcoming: (t) => cachedUpcoming(t),
    seatsTaken: async (ids) => new Map(await cachedSeatsTaken(ids)),
    waiting: async (ids) => new Map(await cachedWaiting(ids)),
  })
}

const cachedOccurrence = cachedRead(
  async (scheduleId: number) => (await queryUpcoming(await getPayloadClient(), CLASS_TYPES, new Date(), scheduleId))[0] ?? null,
  'upcoming-occurrence',
  { tags: [CACHE_TAGS.schedule] },
)

/** One upcoming class of any type, from the cache; null when it is not listed to visitors (cancelled, inactive, started or unknown). */
export async function getUpcomingClass(scheduleId: number, now: Date): Promise<Occurrence | null> {
  const found = await cachedOccurrence(scheduleId)
  return found ? (upcomingOccurrences([found], now)[0] ?? null) : null
}

/** getUpcomingClass with the seats it has left (its booking and prep pages' Event). */
export async function getUpcomingOccurrence(scheduleId: number, now: Date): Promise<ListedOccurrence | null> {
  const occurrence = await getUpcomingClass(scheduleId, now)
  if (!occurrence) return null
  try {
    const taken = new Map(await cachedSeatsTaken([scheduleId]))
    return { ...occurrence, remaining: remainingSeats(occurrence.availableSpots, taken.get(scheduleId) ?? 0) }
  } catch (error) {
    // As on /public-classes: a failed seat count is logged, and the class reads as not full.
    console.error('Seat count failed', { scheduleId }, error)
    return { ...occurrence, remaining: null }
  }
}
