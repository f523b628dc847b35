import { describe, expect, it } from 'vitest'

import { nextRefundRetryAt, refundIdempotencyKey } from './refundRetry'

const now = new Date('2026-11-24T20:00:00Z')
const minutesAfter = (date: Date) => (date.getTime() - now.getTime()) / 60_000

describe('nextRefundRetryAt', () => {
  it('waits longer after each refusal, then once a day', () => {
    expect([1, 2, 3, 4, 5, 6, 40].map((attempts) => minutesAfter(nextRefundRetryAt(attempts, now)))).toEqual([5, 30, 120, 480, 1440, 1440, 1440])
  })
})

describe('refundIdempotencyKey', () => {
  it('is one key per payment and purpose', () => {
    expect(refundIdempotencyKey('booking', 7, 'pi_1')).toBe('refund-7-pi_1')
    expect(refundIdempotencyKey('move-fee', 7, 'pi_1')).not.toBe(refundIdempotencyKey('booking', 7, 'pi_1'))
  })
})
