import type { Payload } from 'payload'

import { comingWeek, DASHBOARD_LIST_LIMIT, FAILED_EMAIL_STATUSES } from '@/domain/admin/dashboard'
import { HISTORY } from '@/domain/manage/historyActions'
import { lastWeeks, monthOf, weekOf, type Period } from '@/domain/reports/periods'
import type { Booking, User } from '@/payload-types'

import { hasRole } from '@/access/roles'

import { fillRates, type FillRate } from '../reports/fillRates'
import { periodFigures, type PeriodFigures } from '../reports/periodFigures'
import { upcomingClasses, type UpcomingClass } from '../reports/upcomingClasses'

export type DashboardClass = UpcomingClass
export type DashboardBooking = { id: number; bookingNumber: string; name: string; email: string }
export type DashboardEmail = { id: number; to: string; subject: string; status: string; at: string }

/** The owner's figures (money): this week, this month, the chart's weeks and the fill rate per class type. */
export type DashboardFigures = {
  week: PeriodFigures
  month: PeriodFigures
  weeks: (PeriodFigures & { period: Period })[]
  fillRates: FillRate[]
}

export type Dashboard = {
  /** Null for instructors: money is the owner's. */
  figures: DashboardFigures | null
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
 * What the owner checks each morning in /cms, read as the signed-in user: the owner's figures, the coming week's
 * classes with their seats, bookings needing review, customers of cancelled classes who have not chosen, refunds
 * Stripe refused and emails that did not arrive. A fixed number of statements, whatever the number of bookings.
 */
export async function loadDashboard(payload: Payload, user: User, now: Date): Promise<Dashboard> {
  const asUser = { user, overrideAccess: false } as const
  const [figures, classes, review, unchosen, emails, refusedRefunds] = await Promise.all([
    hasRole(user, 'owner') ? ownerFigures(payload, now) : null,
    upcomingClasses(payload, comingWeek(now), now),
    payload.find({ collection: 'bookings', ...asUser, where: { status: { equals: 'needs-review' } }, sort: '-createdAt', depth: 0, limit: DASHBOARD_LIST_LIMIT }),
    unchosenBookings(payload, asUser),
    hasRole(user, 'owner')
      ? payload.find({ collection: 'emails', ...asUser, where: { status: { in: [...FAILED_EMAIL_STATUSES] } }, sort: '-createdAt', depth: 0, limit: DASHBOARD_LIST_LIMIT })
      : null,
    payload.find({ collection: 'bookings', ...asUser, where: { 'failedRefunds.idempotencyKey': { exists: true } }, sort: '-updatedAt', depth: 0, limit: DASHBOARD_LIST_LIMIT }),
  ])
  return {
    figures,
    classes,
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

/** Two statements: every period's figures at once, and the fill rates from the chart's first week to a week from now. */
async function ownerFigures(payload: Payload, now: Date): Promise<DashboardFigures> {
  const weeks = lastWeeks(now)
  const [[week, month, ...perWeek], rates] = await Promise.all([
    periodFigures(payload, [weekOf(now), monthOf(now), ...weeks]),
    fillRates(payload, { from: weeks[0].from, to: comingWeek(now).to }),
  ])
  return { week, month, weeks: perWeek.map((figures, i) => ({ ...figures, period: weeks[i] })), fillRates: rates }
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
