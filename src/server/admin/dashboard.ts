import type { Payload } from 'payload'

import { comingWeek } from '@/domain/cms/dashboard'
import type { PrivateRevenueFigures } from '@/domain/cms/privateRevenue'
import type { RefusedRefund } from '@/domain/cms/refusedRefund'
import { lastWeeks, monthOf, weekOf, type Period } from '@/domain/reports/periods'
import type { User } from '@/payload-types'

import { hasRole } from '@/access/roles'

import { fillRates, type FillRate } from '../reports/fillRates'
import { openOffers, type OpenOffer } from '../reports/openOffers'
import { overdueBalances, type OverdueBalance } from '../reports/overdueBalances'
import { bookingsToReview, failedEmails, refusedRefunds, unchosenBookings, type Listed, type ListedBooking, type ListedEmail } from '../reports/ownerLists'
import { periodFigures, type PeriodFigures } from '../reports/periodFigures'
import { privateRevenue } from '../reports/privateRevenue'
import { unsignedWaivers, type UnsignedWaivers } from '../reports/unsignedWaivers'
import { upcomingClasses, type UpcomingClass } from '../reports/upcomingClasses'

export type DashboardClass = UpcomingClass
/** The owner's figures (money): this week, this month, the chart's weeks and the fill rate per class type. */
export type DashboardFigures = {
  week: PeriodFigures
  month: PeriodFigures
  weeks: (PeriodFigures & { period: Period })[]
  fillRates: FillRate[]
  /** Private sessions: this month's revenue per program, deposits held and balances due. */
  privateRevenue: PrivateRevenueFigures
}

export type Dashboard = {
  /** Null for instructors: money is the owner's. */
  figures: DashboardFigures | null
  /** The classes of today and the seven days after it (comingWeek). */
  classes: DashboardClass[]
  /** The next class when it starts after those days: the dashboard always shows at least the next class. */
  nextClass: DashboardClass | null
  review: Listed<ListedBooking>
  /** Confirmed bookings of classes the studio cancelled that were emailed the choice and have not yet chosen a refund or a move. */
  unchosen: Listed<ListedBooking>
  /** Bookings and private sessions with a refund Stripe refused, retried automatically until it goes through: one list. */
  failedRefunds: Listed<RefusedRefund>
  /** Waitlist offers not yet paid for: seats held for a party until the offer ends. */
  offers: Listed<OpenOffer>
  /** The coming week's classes with participants who have not signed the waiver. */
  unsignedWaivers: UnsignedWaivers[]
  /** Null for staff who may not read the outbox (instructors). */
  failedEmails: Listed<ListedEmail> | null
  /** Private sessions whose saved card did not take the balance; null for instructors (money is the owner's). */
  overdueBalances: Listed<OverdueBalance> | null
}

/**
 * What the owner checks each morning in /cms: the owner's figures, the coming week's classes with their seats (and
 * the next class after them), bookings needing review, customers of cancelled classes who have not chosen, refunds
 * Stripe refused, open waitlist offers, unsigned waivers, emails that did not arrive and private session balances the
 * saved card did not take. Staff only (the /cms dashboard's caller checks); money and the outbox are the owner's. Thirteen
 * statements for the owner, whatever the number of bookings.
 */
export async function loadDashboard(payload: Payload, user: User, now: Date): Promise<Dashboard> {
  const owner = hasRole(user, 'owner')
  const week = comingWeek(now)
  const [figures, coming, review, unchosen, failedRefunds, offers, unsigned, emails, balances] = await Promise.all([
    owner ? ownerFigures(payload, now) : null,
    upcomingClasses(payload, week, now),
    bookingsToReview(payload),
    unchosenBookings(payload),
    refusedRefunds(payload),
    openOffers(payload, now),
    unsignedWaivers(payload, week),
    owner ? failedEmails(payload) : null,
    owner ? overdueBalances(payload) : null,
  ])
  const inWeek = (c: DashboardClass) => new Date(c.startTime) < week.to
  return {
    figures,
    classes: coming.filter(inWeek),
    nextClass: coming.find((c) => !inWeek(c)) ?? null,
    review,
    unchosen,
    failedRefunds,
    offers,
    unsignedWaivers: unsigned,
    failedEmails: emails,
    overdueBalances: balances,
  }
}

/** Five statements: every period's figures at once, the fill rates from the chart's first week to a week from now, and private sessions' money (three). */
async function ownerFigures(payload: Payload, now: Date): Promise<DashboardFigures> {
  const weeks = lastWeeks(now)
  const [[week, month, ...perWeek], rates, privates] = await Promise.all([
    periodFigures(payload, [weekOf(now), monthOf(now), ...weeks]),
    fillRates(payload, { from: weeks[0].from, to: comingWeek(now).to }),
    privateRevenue(payload, monthOf(now), now),
  ])
  return { week, month, weeks: perWeek.map((figures, i) => ({ ...figures, period: weeks[i] })), fillRates: rates, privateRevenue: privates }
}
