import type { ServerProps } from 'payload'

import { CHART_WEEKS } from '@/domain/reports/periods'
import type { User } from '@/payload-types'
import { loadDashboard } from '@/server/admin/dashboard'

import { ComingClasses } from './dashboard/ComingClasses'
import { FigureCard } from './dashboard/FigureCards'
import { GiftCertificatesCard } from './dashboard/GiftCertificatesCard'
import { FillRateChart } from './dashboard/FillRateChart'
import { NeedsOwner } from './dashboard/NeedsOwner'
import { PrivateRevenueCard } from './dashboard/PrivateRevenueCard'
import { muted, panel, panelHeading, row, share } from './dashboard/styles'
import { WeeklyChart } from './dashboard/WeeklyChart'

/**
 * The first screen of /cms (in place of Payload's collection tiles, which the navigation already lists): the owner's
 * figures for this week and month, the 12-week chart and fill rates, the coming week's classes and what needs the owner.
 * Instructors see the classes and the lists, not the money.
 */
export async function OwnerDashboard({ payload, user }: ServerProps) {
  if (!user || user.collection !== 'users') return null
  const dashboard = await loadDashboard(payload, user as User, new Date())
  const { figures } = dashboard
  const admin = payload.config.routes.admin
  return (
    <div className="gutter--left gutter--right" style={{ paddingTop: '0.75rem' }} data-testid="owner-dashboard">
      <div
        style={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
        }}
      >
        <h1 style={{ fontSize: '1.4rem', margin: '0 0 0.6rem' }}>Dashboard</h1>
        {figures && <a href={`${admin}/reports`}>Monthly reports</a>}
      </div>
      {figures && (
        <>
          <div style={row}>
            <FigureCard title="This week (from Monday, Pacific time)" figures={figures.week} testId="this-week" />
            <FigureCard title="This month" figures={figures.month} testId="this-month" />
            <GiftCertificatesCard figures={figures.month.gifts} />
          </div>
          <div style={row}>
            <section style={{ ...panel, ...share(3, 520) }} aria-labelledby="dash-chart">
              <h2 id="dash-chart" style={panelHeading}>
                Bookings (bars) and revenue less refunds (line), last {CHART_WEEKS} weeks
              </h2>
              <WeeklyChart weeks={figures.weeks} />
            </section>
            <section style={{ ...panel, ...share(2, 340) }} aria-labelledby="dash-fill">
              <h2 id="dash-fill" style={panelHeading}>
                Fill rate per class type
              </h2>
              <p style={muted}>Confirmed seats of spots, classes of the last {CHART_WEEKS} weeks and the coming week.</p>
              <FillRateChart rates={figures.fillRates} />
            </section>
            <PrivateRevenueCard figures={figures.privateRevenue} admin={admin} />
          </div>
        </>
      )}
      <div style={row}>
        <ComingClasses classes={dashboard.classes} nextClass={dashboard.nextClass} admin={admin} />
        <NeedsOwner dashboard={dashboard} admin={admin} />
      </div>
    </div>
  )
}
