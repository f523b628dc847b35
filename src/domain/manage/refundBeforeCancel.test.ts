import { describe, expect, it } from 'vitest'

import { refundBeforeCancelWords } from './refundBeforeCancel'

describe('refundBeforeCancelWords', () => {
  it('a booking paid wholly by class credit: no card refund of $0.00, the credit gets its amount back', () => {
    const words = refundBeforeCancelWords({ totalCents: 0, creditCents: 7500, feesNotRefunded: null, demo: false })
    expect(words).toBe('The $75.00 paid with your class credit goes back onto that credit, for your next booking.')
    expect(words).not.toMatch(/\$0\.00|card/)
  })

  it('after a part refund the studio made: only the rest goes back, and it says what went back earlier', () => {
    expect(refundBeforeCancelWords({ totalCents: 15000, creditCents: 0, feesNotRefunded: null, demo: false, refundedCents: 2500 })).toBe(
      'The rest of your payment, $125.00 of $150.00 ($25.00 was refunded earlier), is refunded to the card you paid with.',
    )
  })

  it('a booking paid by card, partly by credit, after a paid move: each part in its place', () => {
    expect(refundBeforeCancelWords({ totalCents: 5000, creditCents: 2500, feesNotRefunded: 'The $20.00 in reschedule fees is not refunded.', demo: false })).toBe(
      'Your payment of $50.00 is refunded in full to the card you paid with. The $20.00 in reschedule fees is not refunded. The $25.00 paid with your class credit goes back onto that credit, for your next booking.',
    )
  })

  it('a demo booking: nothing goes back to a card, the credit still gets its part back', () => {
    expect(refundBeforeCancelWords({ totalCents: 5000, creditCents: 2500, feesNotRefunded: null, demo: true })).toBe(
      'Demo booking: nothing was charged, so nothing goes back to a card. The $25.00 paid with your class credit goes back onto that credit, for your next booking.',
    )
  })
})
