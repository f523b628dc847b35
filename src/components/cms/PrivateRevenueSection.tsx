import { privateRevenueLines, type PrivateRevenueFigures } from '@/domain/cms/privateRevenue'

import { panel, panelHeading, row, share } from './dashboard/styles'

/** The month report's private sessions: the month's revenue per program net of refunds, and (as of now) deposits held and balances due. */
export function PrivateRevenueSection({ figures, month }: { figures: PrivateRevenueFigures; month: string }) {
  return (
    <section style={{ ...panel, marginBottom: '0.75rem' }} aria-labelledby="report-private" data-testid="month-private-revenue">
      <h2 id="report-private" style={panelHeading}>
        Private sessions in {month}: what was paid less what was refunded, each in the month the money moved; deposits held and balances due as of now
      </h2>
      <div style={{ ...row, marginBottom: 0 }}>
        {privateRevenueLines(figures).map(([label, value]) => (
          <p key={label} style={share(1, 200)}>
            {label}: {value}
          </p>
        ))}
      </div>
    </section>
  )
}
