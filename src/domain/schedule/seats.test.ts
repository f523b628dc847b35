import { describe, expect, it } from 'vitest'

import { holdIsLive, holdsSeats, overCapacityBy, remainingSeats } from './seats'

const now = new Date('2026-05-01T12:00:00Z')

describe('remainingSeats', () => {
  it('subtracts the seats taken', () => {
    expect(remainingSeats(10, 7)).toBe(3)
  })

  it('never goes below zero', () => {
    expect(remainingSeats(4, 6)).toBe(0)
  })
})

describe('overCapacityBy', () => {
  it('is the seats taken beyond the spots', () => {
    expect(overCapacityBy(4, 6)).toBe(2)
  })

  it('is zero at or below capacity', () => {
    expect(overCapacityBy(4, 4)).toBe(0)
    expect(overCapacityBy(4, 1)).toBe(0)
  })
})

describe('holdsSeats', () => {
  it('counts confirmed bookings', () => {
    expect(holdsSeats({ status: 'confirmed' }, now)).toBe(true)
  })

  it('counts a hold until the instant it lapses', () => {
    expect(holdsSeats({ status: 'held', holdExpiresAt: '2026-05-01T12:00:01Z' }, now)).toBe(true)
    expect(holdsSeats({ status: 'held', holdExpiresAt: '2026-05-01T12:00:00Z' }, now)).toBe(false)
  })

  it('counts a lapsed hold with a Stripe Checkout until it is released (a payment made in time may still be on its way)', () => {
    const lapsed = { status: 'held', holdExpiresAt: '2026-05-01T11:00:00Z' }
    expect(holdsSeats({ ...lapsed, stripeSessionId: 'cs_test_123' }, now)).toBe(true)
    expect(holdsSeats({ ...lapsed, stripeSessionId: 'demo_123' }, now)).toBe(false)
    expect(holdsSeats({ ...lapsed, stripeSessionId: null }, now)).toBe(false)
    expect(holdIsLive(lapsed, now)).toBe(false)
    expect(holdsSeats({ status: 'expired', holdExpiresAt: '2026-05-01T11:00:00Z', stripeSessionId: 'cs_test_123' }, now)).toBe(false)
  })

  it('ignores expired, cancelled, refunded and needs-review bookings', () => {
    for (const status of ['expired', 'cancelled', 'refunded', 'needs-review']) {
      expect(holdsSeats({ status, holdExpiresAt: '2027-01-01T00:00:00Z' }, now)).toBe(false)
    }
  })
})
