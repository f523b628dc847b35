import type { Payload } from 'payload'

import { comingWeek, DASHBOARD_LIST_LIMIT, FAILED_EMAIL_STATUSES } from '@/domain/admin/dashboard'
import { HISTORY } from '@/domain/manage/historyActions'
import { remainingSeats } from '@/domain/schedule/seats'
import type { Booking, User } from '@/payload-types'

import { hasRole } from '@/access/roles'

import { seatsTaken } from '../seats'

export type DashboardClass = { id: number; className: string; startTime: string; city: string; taken: number; spots: number; remaining: number }
export type DashboardBooking = { id: number; bookingNumber: string; name: string; email: string }
export type DashboardEmail = { id: number; to: string; subject: string; status: string; at: string }

export type Dashboard = {
  classes: DashboardClass[]
  review: { total: number; docs: DashboardBooking[] }
  /** Confirmed bookings of classes the studio cancelled that were emailed the choice and have not yet chosen a refund or a move. */
  unchosen: { total: number; docs: DashboardBooking[] }
  /** Bookings with a refund Stripe refused, retried automatically until it goes through. */
  failedRefunds: { total: number; docs: (DashboardBooking & { attempts: number; lastError: string })[] }
  /** Null for staff who may not read the outbox (instructors). */
  failedEmails: { total: number; docs: DashboardEmail[] } | null
}

const dashboardBooking = (b: Booking): DashboardBooking => ({
  id: b.id,
  bookingNumber: b.bookingNumber ?? String(b.id),
  name: `${b.contactFirstName} ${b.contactLastName}`,
  email: b.contactEmail,
})

/**
 * What the owner checks each morning in /cms, read as the signed-in user: the coming week's classes with their seats
 * (one seat query for all of them), bookings needing review, customers of cancelled classes who have not chosen, and
 * emails that did not arrive.
 */
export async function loadDashboard(payload: Payload, user: User, now: Date): Promise<Dashboard> {
  const { from, to } = comingWeek(now)
  const asUser = { user, overrideAccess: false } as const
  const [schedules, review, unchosen, emails, refusedRefunds] = await Promise.all([
    payload.find({
      collection: 'schedules',
      ...asUser,
      where: { and: [{ startTime: { greater_than_equal: from.toISOString() } }, { startTime: { less_than: to.toISOString() } }, { isCancelled: { not_equals: true } }] },
      sort: 'startTime',
      depth: 1,
      limit: 100,
      pagination: false,
    }),
    payload.find({ collection: 'bookings', ...asUser, where: { status: { equals: 'needs-review' } }, sort: '-createdAt', depth: 0, limit: DASHBOARD_LIST_LIMIT }),
    unchosenBookings(payload, asUser),
    hasRole(user, 'owner')
      ? payload.find({ collection: 'emails', ...asUser, where: { status: { in: [...FAILED_EMAIL_STATUSES] } }, sort: '-createdAt', depth: 0, limit: DASHBOARD_LIST_LIMIT })
      : null,
    payload.find({ collection: 'bookings', ...asUser, where: { 'failedRefunds.idempotencyKey': { exists: true } }, sort: '-updatedAt', depth: 0, limit: DASHBOARD_LIST_LIMIT }),
  ])
  const taken = await seatsTaken(payload, schedules.docs.map((s) => s.id), { now })
  return {
    classes: schedules.docs.map((s) => {
      const klass = typeof s.class === 'object' && s.class ? s.class : null
      const seats = taken.get(s.id) ?? 0
      return {
        id: s.id,
        className: klass?.name ?? s.title ?? 'Class',
        startTime: s.startTime ?? '',
        city: s.city || klass?.city || '',
        taken: seats,
        spots: s.availableSpots,
        remaining: remainingSeats(s.availableSpots, seats),
      }
    }),
    review: { total: review.totalDocs, docs: review.docs.map(dashboardBooking) },
    unchosen: { total: unchosen.length, docs: unchosen.slice(0, DASHBOARD_LIST_LIMIT).map(dashboardBooking) },
    failedRefunds: {
      total: refusedRefunds.totalDocs,
      docs: refusedRefunds.docs.map((b) => ({
        ...dashboardBooking(b),
        attempts: Math.max(0, ...(b.failedRefunds ?? []).map((f) => f.attempts)),
        lastError: b.failedRefunds?.at(-1)?.lastError ?? '',
      })),
    },
    failedEmails: emails && {
      total: emails.totalDocs,
      docs: emails.docs.map((e) => ({ id: e.id, to: e.to, subject: e.subject, status: e.status, at: e.sentAt ?? e.createdAt })),
    },
  }
}

/**
 * Confirmed bookings of cancelled classes that were emailed the choice (their history says so), newest first. Bookings
 * whose host's rules apply were only told the class is off: they have nothing to choose here.
 */
async function unchosenBookings(payload: Payload, asUser: { user: User; overrideAccess: false }): Promise<Booking[]> {
  const { docs } = await payload.find({
    collection: 'bookings',
    ...asUser,
    where: { and: [{ status: { equals: 'confirmed' } }, { 'schedule.isCancelled': { equals: true } }] },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
  })
  if (!docs.length) return []
  const offers = await payload.find({
    collection: 'booking-events',
    where: { and: [{ booking: { in: docs.map((b) => b.id) } }, { action: { equals: HISTORY.classCancelledOffer } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true, // system read: which of the bookings this user may see were offered the choice
  })
  const offered = new Set(offers.docs.map((e) => (typeof e.booking === 'object' ? e.booking.id : e.booking)))
  return docs.filter((b) => offered.has(b.id))
}
