import { describe, expect, it } from 'vitest'

import { classStart, formatOpensAt } from './classStart'

describe('classStart', () => {
  it('starts a date-only class at midnight Pacific', () => {
    expect(classStart({ date: '2026-06-13' })?.toISOString()).toBe('2026-06-13T07:00:00.000Z')
  })

  it('prefers the start time, and knows no start without time or date', () => {
    expect(classStart({ startTime: '2026-06-13T17:00:00Z', date: '2026-06-13' })?.toISOString()).toBe('2026-06-13T17:00:00.000Z')
    expect(classStart({})).toBeNull()
  })
})

describe('formatOpensAt', () => {
  it('states the moment in Pacific time and says so, in summer and in winter', () => {
    expect(formatOpensAt(new Date('2026-06-13T16:00:00Z'))).toBe('Saturday, June 13, 2026 at 9:00 AM Pacific Time')
    expect(formatOpensAt('2026-12-05T17:00:00Z')).toBe('Saturday, December 5, 2026 at 9:00 AM Pacific Time')
  })

  it('keeps the Pacific day of an evening that is already tomorrow in UTC', () => {
    expect(formatOpensAt('2026-06-14T02:30:00Z')).toBe('Saturday, June 13, 2026 at 7:30 PM Pacific Time')
  })
})
