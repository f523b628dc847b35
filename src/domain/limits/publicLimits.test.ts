import { describe, expect, it } from 'vitest'

import { LIVE_HOLDS, liveHoldsRefusal, normaliseEmail, secondsUntil } from './publicLimits'

describe('liveHoldsRefusal', () => {
  it('lets a client hold up to the cap of its email and of its address', () => {
    expect(liveHoldsRefusal({ byEmail: LIVE_HOLDS.perEmail - 1, byAddress: LIVE_HOLDS.perAddress - 1 })).toBeNull()
    expect(liveHoldsRefusal({ byEmail: 0, byAddress: null })).toBeNull()
  })

  it('refuses one more hold for an email that has reached its cap, saying how many and what to do', () => {
    expect(liveHoldsRefusal({ byEmail: 2, byAddress: null }, { perEmail: 2, perAddress: 3 })).toEqual({
      by: 'email',
      message:
        'You already have 2 bookings waiting for payment. Please finish or cancel one of them first (an unpaid booking is released after 31 minutes).',
    })
  })

  it('refuses by address only when the address is known, and the email comes first', () => {
    const cap = { perEmail: 2, perAddress: 3 }
    expect(liveHoldsRefusal({ byEmail: 0, byAddress: 3 }, cap)).toMatchObject({ by: 'address', message: expect.stringContaining('from your network') })
    expect(liveHoldsRefusal({ byEmail: 2, byAddress: 3 }, cap)?.by).toBe('email')
    expect(liveHoldsRefusal({ byEmail: 1, byAddress: 2 }, cap)).toBeNull()
  })
})

describe('normaliseEmail', () => {
  it('treats case and surrounding spaces as the same person', () => {
    expect(normaliseEmail('  Ada@Example.COM ')).toBe('ada@example.com')
  })
})

describe('secondsUntil', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  it('rounds up and never answers less than a second', () => {
    expect(secondsUntil(new Date('2026-11-23T12:00:01.200Z'), now)).toBe(2)
    expect(secondsUntil(new Date('2026-11-23T12:31:00Z'), now)).toBe(1860)
    expect(secondsUntil(new Date('2026-11-23T11:59:00Z'), now)).toBe(1)
  })
})
