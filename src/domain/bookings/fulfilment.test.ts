import { describe, expect, it } from 'vitest'

import { BOOKING_STATUSES } from './bookingStatus'
import { decideFulfilment, holdsCredit } from './fulfilment'

const now = new Date('2026-06-01T12:00:00Z')
const live = new Date(now.getTime() + 60_000).toISOString()
const lapsed = new Date(now.getTime() - 60_000).toISOString()

describe('decideFulfilment', () => {
  it('confirms a paid live hold even when the class is otherwise full', () => {
    expect(decideFulfilment({ status: 'held', seats: 2, holdExpiresAt: live }, 'paid', { now, seatsFreeForThis: 0 })).toBe('confirm')
  })

  it('judges a payment by when it was made: paid before the hold ended confirms, however late it is heard of', () => {
    const paidInTime = new Date(now.getTime() - 2 * 60_000)
    expect(decideFulfilment({ status: 'held', seats: 2, holdExpiresAt: lapsed }, 'paid', { now, paidAt: paidInTime, seatsFreeForThis: 0 })).toBe('confirm')
    expect(decideFulfilment({ status: 'held', seats: 2, holdExpiresAt: lapsed }, 'paid', { now, paidAt: now, seatsFreeForThis: 0 })).toBe('review-and-refund')
  })

  it('does nothing for a repeated payment event', () => {
    expect(decideFulfilment({ status: 'confirmed', seats: 2 }, 'paid', { now, seatsFreeForThis: 10 })).toBe('nothing')
    expect(decideFulfilment({ status: 'needs-review', seats: 2 }, 'paid', { now, seatsFreeForThis: 10 })).toBe('nothing')
  })

  it('does nothing with a payment the booking already recorded, whatever its status now', () => {
    for (const status of BOOKING_STATUSES) {
      expect(decideFulfilment({ status, seats: 1, holdExpiresAt: lapsed, paymentRecorded: true }, 'paid', { now, seatsFreeForThis: 0 })).toBe('nothing')
    }
  })

  it('confirms a late payment while the seats are still free', () => {
    expect(decideFulfilment({ status: 'expired', seats: 2, holdExpiresAt: lapsed }, 'paid', { now, seatsFreeForThis: 2 })).toBe('confirm')
    expect(decideFulfilment({ status: 'held', seats: 2, holdExpiresAt: lapsed }, 'paid', { now, seatsFreeForThis: 3 })).toBe('confirm')
  })

  it('never confirms a late payment over capacity', () => {
    expect(decideFulfilment({ status: 'expired', seats: 2, holdExpiresAt: lapsed }, 'paid', { now, seatsFreeForThis: 1 })).toBe(
      'review-and-refund',
    )
  })

  it('never confirms a late payment whose class credit was spent meanwhile', () => {
    expect(decideFulfilment({ status: 'expired', seats: 1 }, 'paid', { now, seatsFreeForThis: 5, creditStillCovers: false })).toBe('review-and-refund')
    expect(decideFulfilment({ status: 'expired', seats: 1 }, 'paid', { now, seatsFreeForThis: 5, creditStillCovers: true })).toBe('confirm')
    expect(decideFulfilment({ status: 'held', seats: 1, holdExpiresAt: live }, 'paid', { now, seatsFreeForThis: 0, creditStillCovers: false })).toBe('confirm')
  })

  it('keeps a class credit only while held or confirmed', () => {
    expect(BOOKING_STATUSES.filter(holdsCredit)).toEqual(['held', 'confirmed'])
  })

  it('sends a payment on a cancelled booking to review', () => {
    expect(decideFulfilment({ status: 'cancelled', seats: 1 }, 'paid', { now, seatsFreeForThis: 9 })).toBe('review-and-refund')
  })

  it('releases a held booking when the checkout expires or the payment fails, once', () => {
    expect(decideFulfilment({ status: 'held', seats: 1, holdExpiresAt: live }, 'expired', { now, seatsFreeForThis: 0 })).toBe('release')
    expect(decideFulfilment({ status: 'held', seats: 1, holdExpiresAt: live }, 'failed', { now, seatsFreeForThis: 0 })).toBe('release')
    expect(decideFulfilment({ status: 'expired', seats: 1 }, 'expired', { now, seatsFreeForThis: 0 })).toBe('nothing')
    expect(decideFulfilment({ status: 'confirmed', seats: 1 }, 'failed', { now, seatsFreeForThis: 0 })).toBe('nothing')
  })
})
