import { describe, expect, it } from 'vitest'

import { formatClassDate, formatClassTime, formatTimeRange } from './format'

describe('formatting in Pacific time', () => {
  it('shows a late-evening Los Angeles class on its Pacific day and 12-hour time', () => {
    // 20:00 PDT on June 10 = 03:00 UTC on June 11.
    expect(formatClassDate('2026-06-11T03:00:00.000Z')).toBe('Wednesday, June 10, 2026')
    expect(formatClassTime('2026-06-11T03:00:00.000Z')).toBe('8:00 PM')
  })

  it('keeps a date-only value on its day', () => {
    expect(formatClassDate('2026-06-10')).toBe('Wednesday, June 10, 2026')
  })

  it('shows wall-clock time on both sides of the spring-forward change', () => {
    expect(formatClassTime('2026-03-08T09:30:00Z')).toBe('1:30 AM')
    expect(formatClassTime('2026-03-08T10:30:00Z')).toBe('3:30 AM')
    expect(formatClassTime('2026-03-08T17:00:00Z')).toBe('10:00 AM')
  })

  it('gives a time range, or the start alone, or nothing', () => {
    expect(formatTimeRange('2026-06-13T17:00:00Z', '2026-06-13T20:00:00Z')).toBe('10:00 AM – 1:00 PM')
    expect(formatTimeRange('2026-06-13T17:00:00Z', null)).toBe('10:00 AM')
    expect(formatTimeRange(null, '2026-06-13T20:00:00Z')).toBe('')
  })
})
