import { describe, expect, it } from 'vitest'

import { nextRefundRetryAt, partRefundKey, refundDue, refundIdempotencyKey, refundWaitingRefusal } from './refundRetry'

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
  it('is one key per part refund that keeps the booking: two of the same amount differ, the same request repeats it', () => {
    expect(partRefundKey(7, 'pi_1', 'a')).toBe(partRefundKey(7, 'pi_1', 'a'))
    expect(partRefundKey(7, 'pi_1', 'a')).not.toBe(partRefundKey(7, 'pi_1', 'b'))
    expect(partRefundKey(7, 'pi_1', 'a')).not.toBe(refundIdempotencyKey('booking', 7, 'pi_1', 2500))
  })
})

describe('refundDue', () => {
  it('keeps a refund as due before Stripe is asked: not asked yet (0 attempts), its one key, asked by the job after the first wait', () => {
    const due = refundDue({ purpose: 'booking', bookingId: 7, paymentIntentId: 'pi_1', amountCents: 4000, partCents: 4000 }, now)
    expect(due).toMatchObject({ attempts: 0, idempotencyKey: refundIdempotencyKey('booking', 7, 'pi_1', 4000), amountCents: 4000 })
    expect(minutesAfter(new Date(due.nextRetryAt))).toBe(5)
  })
})

describe('refundWaitingRefusal', () => {
  const kept = [{ ...refundDue({ purpose: 'booking', bookingId: 7, paymentIntentId: 'pi_1', amountCents: 4000, partCents: 4000 }, now), attempts: 2 }]

  it('refuses another refund of the payment while one is kept, and names the one waiting', () => {
    expect(refundWaitingRefusal(7, kept, { partCents: 3000 })).toMatch(/^A refund of \$40\.00 on this booking has not gone through/)
    expect(refundWaitingRefusal(7, kept, {})).not.toBeNull()
    expect(refundWaitingRefusal(7, kept, null)).not.toBeNull()
  })

  it('lets the same refund be asked again, and any refund when none waits (a kept reschedule-fee refund is another payment)', () => {
    expect(refundWaitingRefusal(7, kept, { partCents: 4000 })).toBeNull()
    expect(refundWaitingRefusal(7, [], {})).toBeNull()
    expect(refundWaitingRefusal(7, [{ ...kept[0], purpose: 'move-fee' }], {})).toBeNull()
  })

  it('a part refund that keeps the booking waits like any refund of the payment; only the same request may be asked again', () => {
    const key = partRefundKey(7, 'pi_1', 'request-a')
    const part = [{ purpose: 'booking-part' as const, paymentIntentId: 'pi_1', idempotencyKey: key, amountCents: 2500, attempts: 1 }]
    expect(refundWaitingRefusal(7, part, { idempotencyKey: key })).toBeNull()
    expect(refundWaitingRefusal(7, part, { idempotencyKey: partRefundKey(7, 'pi_1', 'request-b') })).toMatch(/^A refund of \$25\.00/)
    expect(refundWaitingRefusal(7, part, {})).not.toBeNull()
  })
})
