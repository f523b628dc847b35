import type { Payload } from 'payload'

import { comingWeek } from '@/domain/admin/dashboard'
import { lastWeeks, monthOf, weekOf, type Period } from '@/domain/reports/periods'
import type { User } from '@/payload-types'

import { hasRole } from '@/access/roles'

import { fillRates, type FillRate } from '../reports/fillRates'
import { bookingsToReview, failedEmails, refusedRefunds, unchosenBookings, type Listed, type ListedBooking, type ListedEmail, type RefusedRefund } from '../reports/ownerLists'
import { periodFigures, type PeriodFigures } from '../reports/periodFigures'
import { upcomingClasses, type UpcomingClass } from '../reports/upcomingClasses'

export type DashboardClass = UpcomingClass
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
  review: Listed<ListedBooking>
  /** Confirmed bookings of classes the studio cancelled that were emailed the choice and have not yet chosen a refund or a move. */
  unchosen: Listed<ListedBooking>
  /** Bookings with a refund Stripe refused, retried automatically until it goes through. */
  failedRefunds: Listed<RefusedRefund>
  /** Null for staff who may not read the outbox (instructors). */
  failedEmails: Listed<ListedEmail> | null
}

/**
 * What the owner checks each morning in /cms: the owner's figures, the coming week's classes with their seats,
 * bookings needing review, customers of cancelled classes who have not chosen, refunds Stripe refused and emails that
 * did not arrive. Staff only (the /cms dashboard's caller checks); money and the outbox are the owner's. Seven
 * statements for the owner, whatever the number of bookings.
 */
export async function loadDashboard(payload: Payload, user: User, now: Date): Promise<Dashboard> {
  const owner = hasRole(user, 'owner')
  const [figures, classes, review, unchosen, failedRefunds, emails] = await Promise.all([
    owner ? ownerFigures(payload, now) : null,
    upcomingClasses(payload, comingWeek(now), now),
    bookingsToReview(payload),
    unchosenBookings(payload),
    refusedRefunds(payload),
    owner ? failedEmails(payload) : null,
  ])
  return { figures, classes, review, unchosen, failedRefunds, failedEmails: emails }
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
