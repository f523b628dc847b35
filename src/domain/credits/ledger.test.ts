import { describe, expect, it } from 'vitest'

import { cashOutRefusal, ledgerSentence, statusEntryOf } from './ledger'

describe('ledgerSentence', () => {
  it('says when (Pacific), what moved, on which booking, by whom, and what is left', () => {
    expect(ledgerSentence({ entry: 'spent', amountCents: 5000, balanceCents: 0, at: '2026-11-29T01:30:00Z', bookingNumber: 'SWSD-1234', actor: 'the customer' }, 'gift-certificate')).toBe(
      'Saturday, November 28, 2026, 5:30 PM: $50.00 spent on booking SWSD-1234 (by the customer). $0.00 left on the gift certificate.',
    )
    expect(ledgerSentence({ entry: 'returned', amountCents: 2500, balanceCents: 2500, at: '2026-07-01T19:00:00Z', bookingNumber: 'SWSD-9' }, null)).toBe(
      'Wednesday, July 1, 2026, 12:00 PM: $25.00 returned from booking SWSD-9. $25.00 left on the class credit.',
    )
  })
})

describe('statusEntryOf', () => {
  it('voiding and reinstating are entries; other status changes are not', () => {
    expect(statusEntryOf('active', 'void')).toBe('voided')
    expect(statusEntryOf('void', 'active')).toBe('reinstated')
    expect(statusEntryOf('expired', 'active')).toBe('reinstated')
    expect(statusEntryOf('active', 'used')).toBeNull()
    expect(statusEntryOf('active', 'active')).toBeNull()
  })
})

describe('cashOutRefusal', () => {
  it('pays out only a gift certificate with a balance under $10', () => {
    expect(cashOutRefusal({ kind: 'gift-certificate', status: 'active', remainingCents: 999 })).toBeNull()
    expect(cashOutRefusal({ kind: 'gift-certificate', status: 'active', remainingCents: 1000 })).toBe('A balance is paid out in cash only when it is under $10.00.')
    expect(cashOutRefusal({ kind: 'gift-certificate', status: 'used', remainingCents: 0 })).toBe('This gift certificate has no balance to pay out.')
    expect(cashOutRefusal({ kind: 'class-credit', status: 'active', remainingCents: 500 })).toBe('Only a gift certificate is paid out in cash.')
  })
})
