import type { Payload } from 'payload'

import type { ScheduleListRow } from '@/domain/instructor/scheduleList'
import { overCapacityBy, remainingSeats } from '@/domain/schedule/seats'
import { pacificDate } from '@/domain/time/pacific'
import { relationId } from '@/lib/relationId'
import type { Schedule } from '@/payload-types'
import type { StaffUser } from '@/server/auth/requireStaff'
import { seatsTaken } from '@/server/seats'

export type AdminScheduleRow = ScheduleListRow & { registrationOpens: string | null }

/** Every schedule within the date bounds with its class and seat counts: two queries in all. */
export async function adminScheduleRows(
  payload: Payload,
  user: StaffUser,
  { from, to, now }: { from?: string; to?: string; now: Date },
): Promise<AdminScheduleRow[]> {
  const { docs } = await payload.find({
    collection: 'schedules',
    where: { and: [...(from ? [{ date: { greater_than_equal: from } }] : []), ...(to ? [{ date: { less_than_equal: to } }] : [])] },
    depth: 1,
    pagination: false,
    sort: 'startTime',
    user,
    overrideAccess: false,
  })
  const taken = await seatsTaken(payload, docs.map((s) => s.id), { now })
  return docs.map((s: Schedule) => {
    const c = typeof s.class === 'object' ? s.class : null
    const booked = taken.get(s.id) ?? 0
    return {
      id: s.id,
      classId: relationId(s.class),
      className: c?.name ?? '',
      type: c?.type ?? '',
      bookingMethod: c?.bookingMethod ?? '',
      city: s.city || c?.city || '',
      date: s.date ?? (s.startTime ? pacificDate(new Date(s.startTime)) : ''),
      startTime: s.startTime ?? null,
      availableSpots: s.availableSpots,
      bookedSpots: booked,
      remainingSpots: remainingSeats(s.availableSpots, booked),
      overCapacity: overCapacityBy(s.availableSpots, booked),
      isCancelled: Boolean(s.isCancelled),
      registrationOpens: s.registrationOpens ?? null,
    }
  })
}
