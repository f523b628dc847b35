import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'

import { hasRole } from '@/access/roles'
import { formatCents } from '@/domain/bookings/pricing'
import { pacificDateTime } from '@/domain/admin/listColumns'
import { attendanceRate, byClassType, type ClassFigures, percent, type TypeFigures } from '@/domain/reports/monthReport'
import { monthKey, monthLabel, monthOf, namedMonth, shiftMonth } from '@/domain/reports/periods'
import { count } from '@/domain/text/count'
import { CLASS_TYPE_LABELS } from '@/domain/values'
import { monthReport } from '@/server/reports/monthReport'

import { cell, muted, panel, panelHeading, row, share, wideTable } from './dashboard/styles'

const FIGURE_HEADINGS = ['Bookings', 'Seats', 'Paid', 'Refunded', 'Paid by credit', 'No-shows', 'Attendance'] as const

const figureCells = (f: ClassFigures | TypeFigures) =>
  [f.bookings, f.seats, formatCents(f.paidCents), formatCents(f.refundedCents), formatCents(f.creditsUsedCents), f.noShows, percent(attendanceRate(f))].map(
    (value, i) => (
      <td key={FIGURE_HEADINGS[i]} style={cell}>
        {value}
      </td>
    ),
  )

/** /cms/reports: one month's bookings, money, credits and attendance, per class and per class type, with its CSV. */
export async function ReportsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const { payload } = req
  const requested = typeof searchParams?.month === 'string' ? searchParams.month : ''
  const now = new Date()
  const month = namedMonth(requested) ? requested : monthKey(now)
  const period = namedMonth(requested) ?? monthOf(now)
  const admin = payload.config.routes.admin
  const template = {
    i18n: req.i18n,
    locale,
    params,
    payload,
    permissions,
    searchParams,
    user: req.user ?? undefined,
    visibleEntities,
  }

  if (!hasRole(req.user as { role?: 'owner' | 'instructor'; collection?: string } | null, 'owner')) {
    return (
      <DefaultTemplate {...template}>
        <div className="gutter--left gutter--right">
          <h1>Reports</h1>
          <p>Reports are for the owner. The classes and their rosters are in the instructor area.</p>
        </div>
      </DefaultTemplate>
    )
  }

  const { classes, totals } = await monthReport(payload, period)
  const types = byClassType(classes)
  return (
    <DefaultTemplate {...template}>
      <div className="gutter--left gutter--right" style={{ paddingTop: '0.75rem' }} data-testid="month-report">
        <h1 style={{ fontSize: '1.4rem' }}>Reports: {monthLabel(month)}</h1>
        <nav aria-label="Months" style={{ display: 'flex', gap: '1rem', marginBottom: '0.75rem' }}>
          <a href={`${admin}/reports?month=${shiftMonth(month, -1)}`}>← {monthLabel(shiftMonth(month, -1))}</a>
          <a href={`${admin}/reports?month=${shiftMonth(month, 1)}`}>{monthLabel(shiftMonth(month, 1))} →</a>
          <a href={`/api/owner/month-report.csv?month=${month}`} download>
            Download {monthLabel(month)} as CSV
          </a>
        </nav>

        <section style={{ ...panel, marginBottom: '0.75rem' }} aria-labelledby="report-totals" data-testid="month-totals">
          <h2 id="report-totals" style={panelHeading}>
            The month as it happened (Pacific time)
          </h2>
          <div style={{ ...row, marginBottom: 0 }}>
            <p style={share(1, 200)}>
              {count(totals.bookings, 'booking')} made, {count(totals.seats, 'seat')}
            </p>
            <p style={share(1, 200)}>
              Paid {formatCents(totals.paidCents)}, refunded {formatCents(totals.refundedCents)}: <strong>{formatCents(totals.revenueCents)}</strong>
            </p>
            <p style={share(1, 200)}>
              {count(totals.creditsIssued, 'class credit')} issued, {formatCents(totals.creditsIssuedCents)}
            </p>
            <p style={share(1, 200)}>Credit spent on bookings: {formatCents(totals.creditsUsedCents)}</p>
          </div>
        </section>

        <section style={{ ...panel, marginBottom: '0.75rem' }} aria-labelledby="report-classes">
          <h2 id="report-classes" style={panelHeading}>
            Classes held in {monthLabel(month)}
          </h2>
          <p style={muted}>Each class with its bookings whenever they were made; refunds and no-shows of those bookings.</p>
          {classes.length === 0 ? (
            <p>No classes in {monthLabel(month)}.</p>
          ) : (
            <div style={wideTable}>
              <table>
                <thead>
                  <tr>
                    <th style={cell}>Class</th>
                    <th style={cell}>When (Pacific)</th>
                    {FIGURE_HEADINGS.map((h) => (
                      <th key={h} style={cell}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {classes.map((c) => (
                    <tr key={c.scheduleId} data-schedule-id={c.scheduleId}>
                      <td style={cell}>
                        <a href={`${admin}/collections/schedules/${c.scheduleId}`}>{c.className}</a>
                      </td>
                      <td style={cell}>{pacificDateTime(c.startTime)}</td>
                      {figureCells(c)}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        {types.length > 0 && (
          <section style={panel} aria-labelledby="report-types">
            <h2 id="report-types" style={panelHeading}>
              Per class type
            </h2>
            <div style={wideTable}>
              <table>
                <thead>
                  <tr>
                    <th style={cell}>Class type</th>
                    <th style={cell}>Classes</th>
                    {FIGURE_HEADINGS.map((h) => (
                      <th key={h} style={cell}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {types.map((t) => (
                    <tr key={t.classType} data-class-type={t.classType}>
                      <td style={cell}>{CLASS_TYPE_LABELS[t.classType]}</td>
                      <td style={cell}>{t.classes}</td>
                      {figureCells(t)}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
      </div>
    </DefaultTemplate>
  )
}
