import { Link } from '@/components/layout/Link'

import form from '@/components/forms/form.module.css'
import { formatCents, type Quote, totalWorking } from '@/domain/bookings/pricing'

import type { ClassSummary } from '@/server/bookingOffer'

import styles from './booking.module.css'
import { CreditCodeField } from './CreditCodeField.client'
import { PromoCodeField } from './PromoCodeField.client'
import promoStyles from './promo.module.css'
import type { PromoCodeState } from './usePromoCode'

/** The booking form's side panel: the class, the price as it stands, the class credit code and the submit button. */
export function BookingSummaryPanel({
  summary,
  quote,
  busy,
  creditCode,
  creditRefused,
  onCreditCode,
  promo,
  waitlist = false,
}: {
  summary: ClassSummary
  quote: Quote
  busy: boolean
  creditCode: string
  creditRefused: boolean
  onCreditCode: (code: string) => void
  promo: PromoCodeState
  /** A full class's waitlist: nothing is paid now, so no class credit either. */
  waitlist?: boolean
}) {
  const { kind } = summary
  return (
    <aside className={styles.panel} aria-label="Booking summary">
      <h2>Booking Summary</h2>
      <dl>
        <dt>Date</dt>
        <dd>{summary.date}</dd>
        <dt>Time</dt>
        <dd>{summary.time}</dd>
        <dt>Location</dt>
        <dd>{summary.location}</dd>
        <dt>Participants</dt>
        <dd data-testid="participant-count">{quote.participantCount}</dd>
        <dt>{quote.unit === 'pair' ? 'Price per pair' : 'Price per person'}</dt>
        <dd>{formatCents(quote.unitCents)}</dd>
        <dt>Total</dt>
        <dd>
          <span data-testid="total">{formatCents(quote.totalCents)}</span>
          <span className={styles.working} data-testid="total-working">
            {totalWorking(quote)}
          </span>
        </dd>
        {promo.applied && !waitlist && (
          <>
            <dt>Promo code</dt>
            <dd className={promoStyles.discount}>
              <span data-testid="promo-discount">-{formatCents(promo.applied.discountCents)}</span>
              <span className={styles.working}>{promo.applied.description}</span>
            </dd>
            <dt>Total after discount</dt>
            <dd data-testid="total-after-discount">{formatCents(promo.applied.totalCents)}</dd>
          </>
        )}
      </dl>
      {waitlist ? (
        <p className={form.hint}>Nothing is charged now. If seats free up for your whole party, we hold them and email you a link to pay.</p>
      ) : (
        <>
          <PromoCodeField promo={promo} />
          <CreditCodeField value={creditCode} onChange={onCreditCode} invalid={creditRefused} open={creditRefused || creditCode !== ''} />
        </>
      )}
      {quote.unit === 'pair' && <p className={form.hint}>One pair is the mother with one daughter.</p>}
      <button type="submit" className={form.primary} disabled={busy}>
        {busy ? 'Processing...' : waitlist ? 'Join Waitlist' : 'Proceed to Payment'}
      </button>
      {kind === 'community-mother-daughter' && <p className={form.hint}>Secure payment powered by Stripe</p>}
      {kind !== 'community-mother-daughter' && (
        <Link href="/public-classes" className={styles.back}>
          Back to Classes
        </Link>
      )}
    </aside>
  )
}
