import { scaleBand, scaleLinear } from 'd3-scale'

import { CLASS_TYPE_LABELS } from '@/domain/schedule/classTypes'
import type { FillRate } from '@/server/reports/fillRates'

const WIDTH = 480
const ROW = 34
const LABEL = 190
const FILL = '#2f7d5b'

const rate = (f: FillRate) => (f.spots > 0 ? f.seats / f.spots : 0)

/** Seats taken against spots per class type, as horizontal bars drawn on the server. */
export function FillRateChart({ rates }: { rates: FillRate[] }) {
  if (rates.length === 0) return <p>No classes in these weeks.</p>
  const height = rates.length * ROW
  const y = scaleBand<string>()
    .domain(rates.map((r) => r.classType))
    .range([0, height])
    .padding(0.3)
  const x = scaleLinear()
    .domain([0, 1])
    .range([LABEL, WIDTH - 44])
    .clamp(true)
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-labelledby="fill-rate-title" data-testid="fill-rate-chart">
      <title id="fill-rate-title">
        {`Fill rate per class type: ${rates.map((r) => `${CLASS_TYPE_LABELS[r.classType]} ${Math.round(rate(r) * 100)}%`).join(', ')}`}
      </title>
      {rates.map((r) => (
        <g key={r.classType} data-class-type={r.classType}>
          <text x={0} y={(y(r.classType) ?? 0) + y.bandwidth() / 2} dy="0.32em" fontSize={11} fill="currentColor">
            {CLASS_TYPE_LABELS[r.classType]}
          </text>
          <rect x={LABEL} width={x(1) - LABEL} y={y(r.classType)} height={y.bandwidth()} fill="currentColor" fillOpacity={0.08} />
          <rect x={LABEL} width={x(rate(r)) - LABEL} y={y(r.classType)} height={y.bandwidth()} fill={FILL} />
          <text x={x(1) + 6} y={(y(r.classType) ?? 0) + y.bandwidth() / 2} dy="0.32em" fontSize={11} fill="currentColor">
            {Math.round(rate(r) * 100)}%
          </text>
        </g>
      ))}
    </svg>
  )
}
