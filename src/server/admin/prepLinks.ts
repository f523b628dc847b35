import type { Payload } from 'payload'

import { organizerBookingPath } from '@/domain/instructor/prepLinks'
import { pacificDate } from '@/domain/time/pacific'
import type { StaffUser } from '@/server/auth/requireStaff'

import { type AttendanceClass, toAttendanceClass } from './roster'

export type PrepLinkClass = AttendanceClass & { organizerPath: string | null }

/**
 * The classes of /admin/class-prep-links: upcoming, not cancelled, of an active class (an inactive class's prep page
 * is not found), by start; each with its organizer booking page when it has one.
 */
export async function prepLinkClasses(payload: Payload, user: StaffUser, now: Date): Promise<PrepLinkClass[]> {
  const { docs } = await payload.find({
    collection: 'schedules',
    where: {
      and: [{ isCancelled: { not_equals: true } }, { 'class.isActive': { equals: true } }, { date: { greater_than_equal: pacificDate(now) } }],
    },
    sort: 'startTime',
    depth: 1,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs.map((s) => {
    const c = toAttendanceClass(s)
    const bookingMethod = typeof s.class === 'object' ? s.class.bookingMethod : ''
    return { ...c, organizerPath: organizerBookingPath({ id: c.id, classType: c.classType, bookingMethod }) }
  })
}
