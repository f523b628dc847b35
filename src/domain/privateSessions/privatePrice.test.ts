import { describe, expect, it } from 'vitest'

import { privatePriceBreakdown, privateTotalCents } from './privatePrice'

const start = new Date('2026-12-30T18:00:00Z')
const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000)

describe('privatePriceBreakdown', () => {
  it('takes half now and the rest 336 hours before the start when accepted earlier', () => {
    const p = privatePriceBreakdown(60_000, start, hoursBefore(337))
    expect(p).toMatchObject({ dueNowCents: 30_000, balanceCents: 30_000, fullPriceNow: false })
    expect(p.balanceDueAt.toISOString()).toBe('2026-12-16T18:00:00.000Z')
  })
  it('takes the full price at once from 336 hours before the start', () => {
    expect(privatePriceBreakdown(60_000, start, hoursBefore(336))).toMatchObject({ dueNowCents: 60_000, balanceCents: 0, fullPriceNow: true })
  })
  it('rounds an odd cent into the deposit', () => {
    expect(privatePriceBreakdown(10_001, start, hoursBefore(400))).toMatchObject({ dueNowCents: 5_001, balanceCents: 5_000 })
  })
})

describe('privateTotalCents', () => {
  it('multiplies a per-person price, keeps a flat one', () => {
    expect(privateTotalCents({ pricing: 'per-person', priceCents: 7_500, participants: 6 })).toBe(45_000)
    expect(privateTotalCents({ pricing: 'flat', priceCents: 40_000, participants: 6 })).toBe(40_000)
  })
})
