import { describe, expect, it } from 'vitest'

import { formatCents, formatUnitPrice, priceUnit, quoteBooking, totalWorking } from './pricing'

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
    expect(formatCents(5)).toBe('$0.05')
    expect(formatCents(123456789)).toBe('$1,234,567.89')
    expect(formatCents(-2500)).toBe('-$25.00')
  })

  it('formats as Intl.NumberFormat does, which it does not load (a slow first call on a phone)', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 99999, 100000, 100001, 9999999, 10000000, 123456789012, 0.4, 0.6, 12.5, 1049.5, 33.333]
    for (const cents of [...amounts, ...amounts.filter((a) => a >= 1).map((a) => -a)]) {
      expect(formatCents(cents), String(cents)).toBe(intl.format(cents / 100))
    }
  })
})

describe('the price a class card shows', () => {
  it('is per pair for public mother-daughter classes and per person for adult and community classes', () => {
    expect(formatUnitPrice(13900, priceUnit('mother-daughter'))).toBe('$139 per pair')
    expect(formatUnitPrice(7500, priceUnit('adult'))).toBe('$75 per person')
    expect(formatUnitPrice(9900, priceUnit('community-mother-daughter'))).toBe('$99 per person')
  })

  it('shows cents only when the price has some', () => {
    expect(formatUnitPrice(9950, 'pair')).toBe('$99.50 per pair')
    expect(formatUnitPrice(120000, 'person')).toBe('$1,200 per person')
  })
})

describe('totalWorking', () => {
  it('says a mother-daughter total in pairs, never per person', () => {
    expect(totalWorking(quoteBooking('mother-daughter', 13900, 2))).toBe('2 pairs × $139.00')
    expect(totalWorking(quoteBooking('mother-daughter', 13900, 1))).toBe('1 pair × $139.00')
    expect(totalWorking(quoteBooking('adult', 7500, 2))).toBe('3 people × $75.00')
    expect(totalWorking(quoteBooking('community-mother-daughter', null, 0))).toBe('1 person × $99.00')
  })
})
