import { describe, expect, it } from 'vitest'

import { statusWords } from './manageWords'

describe('statusWords', () => {
  it('a refunded booking paid by card says so; one paid in the demo checkout says nothing was charged', () => {
    expect(statusWords({ status: 'refunded', stripeSessionId: 'cs_test_1' })).toBe('Cancelled and refunded')
    expect(statusWords({ status: 'refunded', stripeSessionId: 'demo_seed-SW-1' })).toBe('Cancelled (demo: nothing was charged)')
    expect(statusWords({ status: 'needs-review', stripeSessionId: 'demo_1' })).not.toMatch(/refund/i)
    expect(statusWords({ status: 'confirmed', stripeSessionId: 'demo_1' })).toBe('Confirmed')
  })
})
