import { describe, expect, it } from 'vitest'

import { lastWeeks, monthKey, monthLabel, monthOf, namedMonth, shiftMonth, weekLabel, weekOf } from './periods'

describe('reporting periods (Pacific time)', () => {
  it('a week runs Monday midnight to Monday midnight in Los Angeles', () => {
    // Sunday Nov 29 2026, 11:30 PM Pacific = Monday 07:30 UTC: still the week of Monday Nov 23.
    const week = weekOf(new Date('2026-11-30T07:30:00Z'))
    expect(week.from.toISOString()).toBe('2026-11-23T08:00:00.000Z')
    expect(week.to.toISOString()).toBe('2026-11-30T08:00:00.000Z')
  })

  it('a week across the change to standard time is 169 hours long', () => {
    const week = weekOf(new Date('2026-10-28T12:00:00Z')) // clocks fall back on Sunday Nov 1
    expect(week.from.toISOString()).toBe('2026-10-26T07:00:00.000Z')
    expect(week.to.toISOString()).toBe('2026-11-02T08:00:00.000Z')
  })

  it('a month starts at midnight Pacific on the 1st, not midnight UTC', () => {
    const month = monthOf(new Date('2026-12-01T05:00:00Z')) // Nov 30, 9 PM Pacific
    expect(month.from.toISOString()).toBe('2026-11-01T07:00:00.000Z')
    expect(month.to.toISOString()).toBe('2026-12-01T08:00:00.000Z')
    expect(monthKey(new Date('2026-12-01T05:00:00Z'))).toBe('2026-11')
  })

  it('the last 12 weeks end with the current one, each starting where the previous ends', () => {
    const weeks = lastWeeks(new Date('2026-11-25T18:00:00Z'))
    expect(weeks).toHaveLength(12)
    expect(weeks.at(-1)).toEqual(weekOf(new Date('2026-11-25T18:00:00Z')))
    for (let i = 1; i < weeks.length; i++) expect(weeks[i].from).toEqual(weeks[i - 1].to)
    expect(weekLabel(weeks[0])).toBe('Sep 7')
  })

  it('names months, refuses what is not one, and steps between them', () => {
    expect(namedMonth('2026-03')?.from.toISOString()).toBe('2026-03-01T08:00:00.000Z')
    expect(namedMonth('2026-03')?.to.toISOString()).toBe('2026-04-01T07:00:00.000Z')
    expect(namedMonth('2026-13')).toBeNull()
    expect(namedMonth('march')).toBeNull()
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(monthLabel('2026-11')).toBe('November 2026')
  })
})
