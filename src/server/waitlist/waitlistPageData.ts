import type { Payload } from 'payload'

import { classStart } from '@/domain/bookings/classStart'
import { holdsSeats } from '@/domain/schedule/seats'
import { wasRemovedByStudio } from '@/domain/waitlist/entryHistoryWords'
import { relationId } from '@/lib/relationId'
import type { WaitlistEntry } from '@/payload-types'

/** What an entry's private page shows: the class, the party, where the entry stands and what can be done now. */
export type WaitlistPageData = {
  className: string
  start: string | null
  end: string | null
  status: WaitlistEntry['status']
  /** Parties ahead of this one still waiting (while it waits). */
  ahead: number
  seats: number
  people: string[]
  offeredUntil: string | null
  /** What paying the offer costs: its booking's recorded total (null without an offer). */
  offerTotalCents: number | null
  /** The offer's seats are still held: it can be paid or declined. */
  offerOpen: boolean
  /** Closed because the studio took the party off the list, not because the list closed. */
  removedByStudio: boolean
}

export async function loadWaitlistPage(payload: Payload, entry: WaitlistEntry, now: Date): Promise<WaitlistPageData> {
  const scheduleId = relationId(entry.schedule)
  const schedule = await payload.findByID({ collection: 'schedules', id: scheduleId, depth: 1, overrideAccess: true, disableErrors: true }) // system read: the class of the link holder's entry
  const klass = schedule && typeof schedule.class === 'object' ? schedule.class : null
  const ahead =
    entry.status === 'waiting'
      ? (
          await payload.count({
            collection: 'waitlist-entries',
            where: { schedule: { equals: scheduleId }, status: { equals: 'waiting' }, position: { less_than: entry.position } },
            overrideAccess: true, // system read: a count, no one's details
          })
        ).totalDocs
      : 0
  const booking =
    entry.status === 'offered' && entry.offerBooking
      ? await payload.findByID({ collection: 'bookings', id: relationId(entry.offerBooking), depth: 0, overrideAccess: true, disableErrors: true }) // system read: the entry's own offer
      : null
  const start = schedule ? classStart(schedule) : null
  return {
    className: klass?.name ?? 'Class',
    start: start?.toISOString() ?? null,
    end: schedule?.endTime ?? null,
    status: entry.status,
    ahead,
    seats: entry.seats,
    people: [`${entry.contactFirstName} ${entry.contactLastName}`, ...(entry.party ?? []).map((p) => `${p.firstName} ${p.lastName}`)],
    offeredUntil: entry.offeredUntil ?? null,
    offerTotalCents: booking?.totalCents ?? null,
    offerOpen: booking != null && holdsSeats(booking, now),
    removedByStudio: wasRemovedByStudio(entry.status, entry.history),
  }
}
