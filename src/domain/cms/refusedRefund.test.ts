import { describe, expect, it } from 'vitest'

import { type RefusedRefund, refusedRefundHref, refusedRefundText } from './refusedRefund'

const base: RefusedRefund = {
  kind: 'private-session',
  id: 12,
  reference: '12',
  name: 'Bea Ortiz',
  startTime: '2026-12-12T18:00:00Z',
  amountCents: 45_000,
  attempts: 1,
  lastError: 'refund re_1 is failed',
  since: '2026-11-29T04:30:00Z',
}

describe("the dashboard's refunds not gone through yet", () => {
  it('says what a private session’s is: the session, its organizer and date, the amount, since when (Pacific) and what Stripe said', () => {
    expect(refusedRefundText(base)).toBe('Private session 12 (Bea Ortiz, Sat, Dec 12, 2026, 10:00 AM): $450.00 not refunded yet since Sat, Nov 28, 2026, 8:30 PM Pacific. Stripe said: refund re_1 is failed')
    expect(refusedRefundHref('/cms', base)).toBe('/cms/collections/private-sessions/12')
  })

  it('says what a booking’s is, and links to the booking', () => {
    const booking: RefusedRefund = { ...base, kind: 'booking', id: 7, reference: 'B-1007', name: 'Ann Lee', startTime: null, amountCents: 7_500, since: null }
    expect(refusedRefundText(booking)).toBe('B-1007 (Ann Lee): $75.00 not refunded yet. Stripe said: refund re_1 is failed')
    expect(refusedRefundHref('/cms', booking)).toBe('/cms/collections/bookings/7')
  })
})
