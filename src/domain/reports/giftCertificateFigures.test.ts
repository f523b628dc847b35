import { describe, expect, it } from 'vitest'

import { giftCertificateLines } from './giftCertificateFigures'

describe('giftCertificateLines', () => {
  it('says what was sold, spent, paid out and is still owed', () => {
    expect(giftCertificateLines({ sold: 2, soldCents: 17900, spentCents: 5000, cashedOutCents: 999, outstandingCents: 11901 })).toEqual([
      ['Gift certificates sold', '2 certificates, $179.00'],
      ['Gift certificate money spent on bookings', '$50.00'],
      ['Gift certificate balances paid out in cash', '$9.99'],
      ['Gift certificates outstanding at the end (owed)', '$119.01'],
    ])
  })
})
