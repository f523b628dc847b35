import { formatCents } from '../bookings/pricing'
import { count } from '../text/count'

/** Gift certificates in a period (money in cents). `outstandingCents`: balances still owed at its end, a liability. */
export type GiftCertificateFigures = { sold: number; soldCents: number; spentCents: number; cashedOutCents: number; outstandingCents: number }

/** The gift certificate lines of a report, as [label, value] (the /cms view and the CSV alike). */
export const giftCertificateLines = (f: GiftCertificateFigures): [string, string][] => [
  ['Gift certificates sold', `${count(f.sold, 'certificate')}, ${formatCents(f.soldCents)}`],
  ['Gift certificate money spent on bookings', formatCents(f.spentCents)],
  ['Gift certificate balances paid out in cash', formatCents(f.cashedOutCents)],
  ['Gift certificates outstanding at the end (owed)', formatCents(f.outstandingCents)],
]

/** The month report CSV's gift certificate columns, filled on the month's total row. */
export const GIFT_CERTIFICATE_COLUMNS = [
  'Gift certificates sold',
  'Gift certificates sold ($)',
  'Gift certificate money spent',
  'Gift certificate balances paid out in cash',
  'Gift certificates outstanding at the end',
] as const

export const giftCertificateCells = (f: GiftCertificateFigures): (string | number)[] => [
  f.sold,
  formatCents(f.soldCents),
  formatCents(f.spentCents),
  formatCents(f.cashedOutCents),
  formatCents(f.outstandingCents),
]
