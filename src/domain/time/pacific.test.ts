import { describe, expect, it } from 'vitest'

import { isDateOnly, pacificDate } from './pacific'

describe('pacificDate', () => {
  it('keeps a late-evening Los Angeles class on its Pacific day although UTC is already the next day', () => {
    expect(pacificDate(new Date('2026-03-11T05:30:00Z'))).toBe('2026-03-10')
  })

  it('gives the same day in both zones at midday', () => {
    expect(pacificDate(new Date('2026-07-04T19:00:00Z'))).toBe('2026-07-04')
  })

  it('handles the spring-forward Sunday', () => {
    expect(pacificDate(new Date('2026-03-08T10:30:00Z'))).toBe('2026-03-08')
  })
})

describe('isDateOnly', () => {
  it('accepts a real calendar day', () => {
    expect(isDateOnly('2026-02-28')).toBe(true)
  })

  it('refuses impossible days and other shapes', () => {
    expect(isDateOnly('2026-02-30')).toBe(false)
    expect(isDateOnly('2026-2-3')).toBe(false)
    expect(isDateOnly('2026-02-03T10:00')).toBe(false)
  })
})
