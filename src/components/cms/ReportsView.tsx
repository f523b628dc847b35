import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { hasRole } from '@/access/roles'
import { formatCents } from '@/domain/bookings/pricing'
import { pacificDateTime } from '@/domain/cms/listColumnFormats'
import { byClassType, type ClassFigures, figureCells, totalOf, type TotalFigures } from '@/domain/reports/monthReport'
import { giftCertificateLines } from '@/domain/reports/giftCertificateFigures'
import { monthKey, monthLabel, monthOf, namedMonth, shiftMonth } from '@/domain/reports/periods'
import { count } from '@/domain/text/count'
import { CLASS_TYPE_LABELS } from '@/domain/schedule/classTypes'
import { monthReport } from '@/server/reports/monthReport'
import { privateRevenue } from '@/server/reports/privateRevenue'

import { PrivateRevenueSection } from './PrivateRevenueSection'

import { cell, muted, panel, panelHeading, row, share, wideTable } from './dashboard/styles'

const FIGURE_HEADINGS = ['Bookings', 'Seats', 'Paid', 'Refunded', 'Still held', 'Paid by credit', 'No-shows', 'Attendance'] as const

type FigureRow = { key: string; data: Record<`data-${string}`, string | number>; leading: ReactNode[]; figures: ClassFigures | TotalFigures }

/** A table of report figures: the row's own columns (`leading`), then the same eight figures for every row. */
function FigureTable({ leading, rows }: { leading: string[]; rows: FigureRow[] }) {
  return (
    <div style={wideTable}>
      <table>
        <thead>
          <tr>
            {[...leading, ...FIGURE_HEADINGS].map((h) => (
              <th key={h} style={cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} {...r.data}>
              {[...r.leading, ...figureCells(r.figures)].map((value, i) => (
                <td key={i} style={cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

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

  const [{ classes, totals }, privates] = await Promise.all([monthReport(payload, period), privateRevenue(payload, period, now)])
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
          <div style={{ ...row, marginBottom: 0 }} data-testid="month-gift-certificates">
            {giftCertificateLines(totals.gifts).map(([label, value]) => (
              <p key={label} style={share(1, 200)}>
                {label}: {value}
              </p>
            ))}
          </div>
        </section>

        <PrivateRevenueSection figures={privates} month={monthLabel(month)} />

        <section style={{ ...panel, marginBottom: '0.75rem' }} aria-labelledby="report-classes">
          <h2 id="report-classes" style={panelHeading}>
            Classes in {monthLabel(month)}
          </h2>
          <p style={muted}>
            Each class with its bookings whenever they were made; refunds and no-shows of those bookings. Cancelled classes stay, with the money
            still held for them (paid and not refunded).
          </p>
          {classes.length === 0 ? (
            <p>No classes in {monthLabel(month)}.</p>
          ) : (
            <FigureTable
              leading={['Class', 'When (Pacific)']}
              rows={classes.map((c) => ({
                key: String(c.scheduleId),
                data: { 'data-schedule-id': c.scheduleId, 'data-cancelled': String(c.cancelled) },
                leading: [
                  <span key="class">
                    <a href={`${admin}/collections/schedules/${c.scheduleId}`}>{c.className}</a>
                    {c.cancelled && <strong> (cancelled)</strong>}
                  </span>,
                  pacificDateTime(c.startTime),
                ],
                figures: c,
              }))}
            />
          )}
        </section>

        {types.length > 0 && (
          <section style={panel} aria-labelledby="report-types">
            <h2 id="report-types" style={panelHeading}>
              Per class type
            </h2>
            <FigureTable
              leading={['Class type', 'Classes']}
              rows={[
                ...types.map((t) => ({ key: t.classType, data: { 'data-class-type': t.classType }, leading: [CLASS_TYPE_LABELS[t.classType], t.classes], figures: t })),
                { key: 'month', data: { 'data-month-total': month }, leading: [<strong key="total">All classes</strong>, classes.length], figures: totalOf(classes) },
              ]}
            />
          </section>
        )}
      </div>
    </DefaultTemplate>
  )
}
