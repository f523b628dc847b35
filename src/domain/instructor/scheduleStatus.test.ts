import { describe, expect, it } from 'vitest'

import { isLowAvailability, registrationStatus, scheduleStatus } from './scheduleStatus'

const now = new Date('2026-05-01T17:00:00Z')
const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3600_000).toISOString()

describe('registrationStatus', () => {
  it('is Open for a future class with seats and no opening time ahead', () => {
    expect(registrationStatus({ startTime: hoursFromNow(48), remaining: 5 }, now)).toBe('Open')
    expect(registrationStatus({ startTime: hoursFromNow(48), registrationOpens: hoursFromNow(-1), remaining: 5 }, now)).toBe('Open')
  })
  it('is Opens Later while the opening time lies ahead', () => {
    expect(registrationStatus({ startTime: hoursFromNow(48), registrationOpens: hoursFromNow(2), remaining: 5 }, now)).toBe('Opens Later')
  })
  it('is Closed when cancelled, full, started or within four hours of the start', () => {
    expect(registrationStatus({ isCancelled: true, startTime: hoursFromNow(48), remaining: 5 }, now)).toBe('Closed')
    expect(registrationStatus({ startTime: hoursFromNow(48), remaining: 0 }, now)).toBe('Closed')
    expect(registrationStatus({ startTime: hoursFromNow(-1), remaining: 5 }, now)).toBe('Closed')
    expect(registrationStatus({ startTime: hoursFromNow(3.99), remaining: 5 }, now)).toBe('Closed')
    // The same rule as the public cards: a start exactly 4 hours away is already closed.
    expect(registrationStatus({ startTime: hoursFromNow(4), remaining: 5 }, now)).toBe('Closed')
    expect(registrationStatus({ startTime: hoursFromNow(4.01), remaining: 5 }, now)).toBe('Open')
  })
})

describe('isLowAvailability', () => {
  it('is true for 1 to 3 remaining spots on a class that is not cancelled', () => {
    expect([0, 1, 2, 3, 4].map((n) => isLowAvailability(false, n))).toEqual([false, true, true, true, false])
    expect(isLowAvailability(true, 2)).toBe(false)
  })
})

describe('scheduleStatus', () => {
  it('is Active or Cancelled', () => {
    expect(scheduleStatus(false)).toBe('Active')
    expect(scheduleStatus(null)).toBe('Active')
    expect(scheduleStatus(true)).toBe('Cancelled')
  })
})
