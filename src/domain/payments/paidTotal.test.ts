import { describe, expect, it } from 'vitest'

import { paidWithFees } from './paidTotal'

describe('paidWithFees', () => {
  it('says the total paid and that a full refund returns the class payment only', () => {
    expect(paidWithFees(7500, 2000)).toEqual({
      total: '$95.00 ($75.00 for the class and $20.00 in reschedule fees)',
      refund: 'A full refund returns the $75.00 class payment; the $20.00 in reschedule fees is not refunded.',
    })
  })

  it('says nothing more when no fee was paid', () => {
    expect(paidWithFees(7500, 0)).toBeNull()
  })
})
