import { describe, expect, it } from 'vitest'

import { classStart, formatOpensAt, registrationWindow } from './registrationWindow'

const start = '2026-06-13T17:00:00Z' // 10:00 in Los Angeles (PDT)
const at = (iso: string) => new Date(iso)

describe('registrationWindow', () => {
  it('is open more than 4 hours before the start', () => {
    expect(registrationWindow({ startTime: start }, at('2026-06-13T12:59:59Z'))).toEqual({ state: 'open' })
  })

  it('is closed at exactly 4 hours before the start', () => {
    expect(registrationWindow({ startTime: start }, at('2026-06-13T13:00:00Z'))).toEqual({ state: 'closed' })
  })

  it('is not yet open before Registration Opens, and says when it opens', () => {
    const opens = '2026-06-01T16:00:00Z'
    expect(registrationWindow({ startTime: start, registrationOpens: opens }, at('2026-05-31T00:00:00Z'))).toEqual({
      state: 'not-open',
      opensAt: new Date(opens),
    })
    expect(registrationWindow({ startTime: start, registrationOpens: opens }, at(opens))).toEqual({ state: 'open' })
  })

  it('closing wins over not-yet-open', () => {
    expect(registrationWindow({ startTime: start, registrationOpens: '2026-06-20T00:00:00Z' }, at('2026-06-13T16:00:00Z'))).toEqual({
      state: 'closed',
    })
  })

  it('judges a late-evening Los Angeles class (already the next day in UTC) by its instant', () => {
    // 20:00 PDT on June 13 = 03:00Z June 14.
    const evening = '2026-06-14T03:00:00Z'
    expect(registrationWindow({ startTime: evening }, at('2026-06-13T22:59:00Z')).state).toBe('open')
    expect(registrationWindow({ startTime: evening }, at('2026-06-13T23:00:00Z')).state).toBe('closed')
  })

  it('counts real elapsed hours across the spring-forward night', () => {
    // 2026-03-08 05:00 PDT = 12:00Z; 4 hours before is 00:00 PST = 08:00Z (the clocks skip 02:00-03:00).
    const morning = '2026-03-08T12:00:00Z'
    expect(registrationWindow({ startTime: morning }, at('2026-03-08T07:59:00Z')).state).toBe('open')
    expect(registrationWindow({ startTime: morning }, at('2026-03-08T08:00:00Z')).state).toBe('closed')
  })

  it('is closed when the class has neither start time nor date', () => {
    expect(registrationWindow({}, at('2026-01-01T00:00:00Z')).state).toBe('closed')
  })
})

describe('classStart', () => {
  it('starts a date-only class at midnight Pacific', () => {
    expect(classStart({ date: '2026-06-13' })?.toISOString()).toBe('2026-06-13T07:00:00.000Z')
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
