import { formatCents } from '@/domain/bookings/pricing'
import { count } from '@/domain/text/count'
import type { PeriodFigures } from '@/server/reports/periodFigures'

import { muted, panel, share } from './styles'

/** This week's or this month's bookings and revenue, with refunds and class credits shown apart. */
export function FigureCard({ title, figures, testId }: { title: string; figures: PeriodFigures; testId: string }) {
  return (
    <section style={{ ...panel, ...share(1, 300) }} aria-label={title} data-testid={testId}>
      <p style={muted}>{title}</p>
      <p style={{ margin: '0.2rem 0', fontSize: '1.35rem', fontWeight: 600 }}>
        <span data-testid={`${testId}-bookings`}>{count(figures.bookings, 'booking')}</span>
        {' · '}
        <span data-testid={`${testId}-revenue`}>{formatCents(figures.revenueCents)}</span>
      </p>
      <p style={muted}>
        {count(figures.seats, 'seat')} · paid {formatCents(figures.paidCents)} · refunded{' '}
        <span data-testid={`${testId}-refunded`}>{formatCents(figures.refundedCents)}</span>
      </p>
      <p style={muted}>
        Credits issued <span data-testid={`${testId}-credits-issued`}>{formatCents(figures.creditsIssuedCents)}</span> ({figures.creditsIssued}) · used{' '}
        {formatCents(figures.creditsUsedCents)}
      </p>
    </section>
  )
}
