import { scaleBand, scaleLinear } from 'd3-scale'
import { line } from 'd3-shape'

import { formatCents } from '@/domain/bookings/pricing'
import { weekLabel } from '@/domain/reports/periods'
import type { DashboardFigures } from '@/server/admin/dashboard'

const WIDTH = 560
const HEIGHT = 190
const MARGIN = { top: 12, right: 56, bottom: 22, left: 32 }
const BAR = '#4f6fb3'
const LINE = '#c2410c'

/** Bookings (bars, left axis) and revenue net of refunds (line, right axis) per Pacific week, drawn on the server. */
export function WeeklyChart({ weeks }: { weeks: DashboardFigures['weeks'] }) {
  const x = scaleBand<number>()
    .domain(weeks.map((_, i) => i))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.25)
  const bookings = scaleLinear()
    .domain([0, Math.max(1, ...weeks.map((w) => w.bookings))])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top])
  const revenue = scaleLinear()
    .domain([Math.min(0, ...weeks.map((w) => w.revenueCents)), Math.max(100, ...weeks.map((w) => w.revenueCents))])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top])
  const middle = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2
  const revenuePath = line<DashboardFigures['weeks'][number]>()
    .x((_, i) => middle(i))
    .y((w) => revenue(w.revenueCents))(weeks)
  const summary = weeks.map((w) => `week of ${weekLabel(w.period)}: ${w.bookings} bookings, ${formatCents(w.revenueCents)}`).join('; ')

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby="weekly-chart-title weekly-chart-desc" data-testid="weekly-chart">
      <title id="weekly-chart-title">Bookings and revenue per week, last 12 weeks</title>
      <desc id="weekly-chart-desc">{summary}</desc>
      {bookings.ticks(4).map((tick) => (
        <g key={`b${tick}`}>
          <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={bookings(tick)} y2={bookings(tick)} stroke="currentColor" strokeOpacity={0.12} />
          <text x={MARGIN.left - 6} y={bookings(tick)} dy="0.32em" textAnchor="end" fontSize={10} fill={BAR}>
            {tick}
          </text>
        </g>
      ))}
      {revenue.ticks(4).map((tick) => (
        <text key={`r${tick}`} x={WIDTH - MARGIN.right + 6} y={revenue(tick)} dy="0.32em" fontSize={10} fill={LINE}>
          {formatCents(tick).replace(/\.00$/, '')}
        </text>
      ))}
      {weeks.map((w, i) => (
        <g key={w.period.from.toISOString()} data-week={w.period.from.toISOString()} data-bookings={w.bookings} data-revenue-cents={w.revenueCents}>
          <rect x={x(i)} width={x.bandwidth()} y={bookings(w.bookings)} height={bookings(0) - bookings(w.bookings)} fill={BAR} />
          {i % 2 === 1 && (
            <text x={middle(i)} y={HEIGHT - 6} textAnchor="middle" fontSize={10} fill="currentColor">
              {weekLabel(w.period)}
            </text>
          )}
        </g>
      ))}
      <path d={revenuePath ?? ''} fill="none" stroke={LINE} strokeWidth={2} />
      {weeks.map((w, i) => (
        <circle key={`c${i}`} cx={middle(i)} cy={revenue(w.revenueCents)} r={2.5} fill={LINE} />
      ))}
    </svg>
  )
}
