import { describe, expect, it } from 'vitest'

import { formatCents, quoteBooking } from './pricing'

describe('quoteBooking', () => {
  it('adult: price per person times 1 contact plus the added participants', () => {
    expect(quoteBooking('adult', 7500, 2)).toEqual({ participantCount: 3, seats: 3, unitCents: 7500, unit: 'person', units: 3, totalCents: 22500 })
  })

  it('mother-daughter: the price is per pair, one pair per daughter; seats count every person', () => {
    expect(quoteBooking('mother-daughter', 13900, 1)).toMatchObject({ seats: 2, unit: 'pair', units: 1, totalCents: 13900 })
    expect(quoteBooking('mother-daughter', 13900, 2)).toMatchObject({ seats: 3, units: 2, totalCents: 27800 })
  })

  it('community: per person, $99 when the class has no price', () => {
    expect(quoteBooking('community-mother-daughter', 0, 2)).toMatchObject({ seats: 3, unitCents: 9900, totalCents: 29700 })
    expect(quoteBooking('community-mother-daughter', null, 1)).toMatchObject({ totalCents: 19800 })
    expect(quoteBooking('community-mother-daughter', 5000, 1)).toMatchObject({ unitCents: 5000, totalCents: 10000 })
  })

  it('formats cents as dollars', () => {
    expect(formatCents(13900)).toBe('$139.00')
  })
})
