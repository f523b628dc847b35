import { describe, expect, it } from 'vitest'

import { effectiveMinimum, isMinimumCheckDue, isUnderMinimum, MINIMUM_CHECK_LEAD_HOURS } from './minimumParticipants'

const HOUR = 3_600_000
const start = new Date('2026-03-09T02:00:00Z') // Sunday 7 PM Pacific, just after the spring-forward night

describe('isMinimumCheckDue', () => {
  it('opens 60 hours (48 + a 12-hour margin) before the start', () => {
    expect(MINIMUM_CHECK_LEAD_HOURS).toBe(60)
    expect(isMinimumCheckDue(start, new Date(start.getTime() - 60 * HOUR))).toBe(true)
    expect(isMinimumCheckDue(start, new Date(start.getTime() - 60 * HOUR - 1))).toBe(false)
  })
  it('counts real hours across a daylight-saving change', () => {
    // 60 elapsed hours before the start is 61 Pacific wall-clock hours earlier on this weekend.
    expect(isMinimumCheckDue(start, new Date('2026-03-06T14:00:00Z'))).toBe(true)
    expect(isMinimumCheckDue(start, new Date('2026-03-06T13:59:59Z'))).toBe(false)
  })
  it('stays open past the 48-hour mark until the start, then closes', () => {
    expect(isMinimumCheckDue(start, new Date(start.getTime() - 48 * HOUR))).toBe(true)
    expect(isMinimumCheckDue(start, new Date(start.getTime() - 1))).toBe(true)
    expect(isMinimumCheckDue(start, start)).toBe(false)
  })
})

describe('minimum', () => {
  it('takes the schedule override, else the class, and treats 0 as none', () => {
    expect(effectiveMinimum(4, 6)).toBe(4)
    expect(effectiveMinimum(null, 6)).toBe(6)
    expect(effectiveMinimum(undefined, null)).toBeNull()
    expect(effectiveMinimum(0, 6)).toBeNull()
  })
  it('is short below the minimum, not at it', () => {
    expect(isUnderMinimum(3, 4)).toBe(true)
    expect(isUnderMinimum(4, 4)).toBe(false)
    expect(isUnderMinimum(0, null)).toBe(false)
  })
})
