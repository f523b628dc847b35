import { formatCents } from '@/domain/bookings/pricing'
import type { GiftCertificateFigures } from '@/domain/reports/giftCertificateFigures'
import { count } from '@/domain/text/count'

import { muted, panel, share } from './styles'

/** Gift certificates: what is owed on them now (a liability), and this month's sales, spending and cash payouts. */
export function GiftCertificatesCard({ figures }: { figures: GiftCertificateFigures }) {
  return (
    <section style={{ ...panel, ...share(1, 300) }} aria-label="Gift certificates" data-testid="gift-certificates">
      <p style={muted}>Gift certificates</p>
      <p style={{ margin: '0.2rem 0', fontSize: '1.35rem', fontWeight: 600 }}>
        <span data-testid="gift-certificates-outstanding">{formatCents(figures.outstandingCents)}</span> outstanding
      </p>
      <p style={muted}>
        This month: {count(figures.sold, 'sold', 'sold')} ({formatCents(figures.soldCents)}) · spent {formatCents(figures.spentCents)} · paid out in cash{' '}
        {formatCents(figures.cashedOutCents)}
      </p>
    </section>
  )
}
