import { formatCents } from '../bookings/pricing'
import { pacificDateTime } from './listColumnFormats'

/** A booking or private session with refunds Stripe has not accepted yet: what it is, how much, what Stripe said, since when. */
export type RefusedRefund = {
  kind: 'booking' | 'private-session'
  id: number
  /** The booking's number, or the private session's id. */
  reference: string
  /** The customer, or the private session's organizer. */
  name: string
  /** The private session's start; null for a booking. */
  startTime: string | null
  amountCents: number
  attempts: number
  lastError: string
  /** When the first of them became owed (null on rows kept before it was recorded). */
  since: string | null
}

/** The dashboard's line for it: 'Private session 12 (Bea Ortiz, Sat, Dec 12, 2026, 10:00 AM): $450.00 since …. Stripe said: …'. */
export function refusedRefundText(r: RefusedRefund): string {
  const what = r.kind === 'booking' ? `${r.reference} (${r.name})` : `Private session ${r.reference} (${r.name}${r.startTime ? `, ${pacificDateTime(r.startTime)}` : ''})`
  const since = r.since ? ` since ${pacificDateTime(r.since)} Pacific` : ''
  return `${what}: ${formatCents(r.amountCents)} not refunded yet${since}. Stripe said: ${r.lastError}`
}

/** Where the owner opens it in /cms. */
export const refusedRefundHref = (admin: string, r: Pick<RefusedRefund, 'kind' | 'id'>): string =>
  `${admin}/collections/${r.kind === 'booking' ? 'bookings' : 'private-sessions'}/${r.id}`
