import type { Payload } from 'payload'

import { bookingKindOf } from '@/domain/bookings/bookingKind'
import { formatOpensAt, registrationWindow } from '@/domain/bookings/registrationWindow'
import type { BookingKind } from '@/domain/values'
import { formatClassDate, formatTimeRange } from '@/domain/time/format'
import type { Class, Schedule } from '@/payload-types'

/** What a booking page shows about its class: serializable, formatted on the server. */
export type ClassSummary = {
  scheduleId: number
  kind: BookingKind
  className: string
  date: string
  time: string
  location: string
  priceCents: number
  registration: 'open' | 'closed' | 'not-open'
  /** When registration opens, while it has not: 'Saturday, June 13, 2026 at 9:00 AM Pacific Time'. */
  opensAt?: string
}

export function toSummary(schedule: Schedule, now: Date): ClassSummary | null {
  const cls = schedule.class
  if (typeof cls !== 'object' || cls == null) return null
  const registration = registrationWindow(schedule, now)
  return {
    scheduleId: schedule.id,
    kind: bookingKindOf(cls.type),
    className: cls.name,
    date: schedule.date ? formatClassDate(schedule.date) : '',
    time: formatTimeRange(schedule.startTime, schedule.endTime),
    location: [schedule.venueName || cls.venueName, schedule.location || cls.location].filter(Boolean).join(', '),
    priceCents: (cls as Class).priceCents,
    registration: registration.state,
    ...(registration.state === 'not-open' && { opensAt: formatOpensAt(registration.opensAt) }),
  }
}

/** The schedule a visitor may see (not cancelled, class active), with its class; null for an unknown or hidden id. */
export async function loadVisibleSchedule(payload: Payload, id: string): Promise<Schedule | null> {
  if (!/^\d{1,9}$/.test(id)) return null
  const found = await payload.find({
    collection: 'schedules',
    where: { id: { equals: Number(id) } },
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  return found.docs[0] ?? null
}
