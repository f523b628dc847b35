import { privateRevenueLines, type PrivateRevenueFigures } from '@/domain/cms/privateRevenue'

import { muted, panel, share } from './styles'

/**
 * Private, workplace and community-group sessions: this month's revenue per program net of the refunds that went
 * through this month, and now, deposits held and balances due. Beside the charts, whose height it fits in: the first row's cards stay short, so the whole dashboard
 * still shows at 1440 × 900 without scrolling.
 */
export function PrivateRevenueCard({ figures, admin }: { figures: PrivateRevenueFigures; admin: string }) {
  const lines = privateRevenueLines(figures)
  const total = lines[figures.byProgram.length]
  return (
    <section style={{ ...panel, ...share(2, 300) }} aria-label="Private sessions" data-testid="private-revenue">
      <p style={muted}>
        {total[0]} (<a href={`${admin}/collections/invoices`}>receipts</a>)
      </p>
      <p style={{ margin: '0.2rem 0', fontSize: '1.35rem', fontWeight: 600 }}>
        <span data-testid="private-revenue-total">{total[1]}</span> this month
      </p>
      <dl style={{ ...muted, display: 'grid', gridTemplateColumns: 'auto auto', gap: '0.1rem 0.75rem', margin: 0 }}>
        {lines
          .filter((line) => line !== total)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }} data-testid="private-revenue-line">
              <dt>{label}</dt>
              <dd style={{ margin: 0, textAlign: 'right' }}>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  )
}
