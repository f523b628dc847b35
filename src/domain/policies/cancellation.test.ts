import { describe, expect, it } from 'vitest'

import { pacificDaysBefore, publicCancellationTier } from './cancellation'

const start = new Date('2026-06-20T17:00:00Z')
const before = (hours: number, from = start) => new Date(from.getTime() - hours * 3_600_000)
const SECOND = 1 / 3600

describe('publicCancellationTier', () => {
  it('gives a full refund or free move from exactly 14 days out', () => {
    expect(publicCancellationTier(start, before(14 * 24))).toBe('full-refund-or-move')
    expect(publicCancellationTier(start, before(14 * 24 - SECOND))).toBe('class-credit')
  })

  it('gives class credit down to exactly 72 hours and nothing below', () => {
    expect(publicCancellationTier(start, before(72))).toBe('class-credit')
    expect(publicCancellationTier(start, before(72 - SECOND))).toBe('no-refund')
    expect(publicCancellationTier(start, before(1))).toBe('no-refund')
  })

  it('counts 14 days on the Pacific clock when summer time begins in between (335 hours)', () => {
    // Sunday 15 March 2026, 10:00 AM PDT; clocks went forward on 8 March. 14 days earlier: 1 March, 10:00 AM PST.
    const springClass = new Date('2026-03-15T17:00:00Z')
    expect(pacificDaysBefore(springClass, 14).toISOString()).toBe('2026-03-01T18:00:00.000Z')
    expect(publicCancellationTier(springClass, new Date('2026-03-01T18:00:00Z'))).toBe('full-refund-or-move')
    expect(publicCancellationTier(springClass, new Date('2026-03-01T18:00:01Z'))).toBe('class-credit')
  })

  it('counts 14 days on the Pacific clock when summer time ends in between (337 hours)', () => {
    // Sunday 8 November 2026, 10:00 AM PST; clocks went back on 1 November. 14 days earlier: 25 October, 10:00 AM PDT.
    const fallClass = new Date('2026-11-08T18:00:00Z')
    expect(publicCancellationTier(fallClass, new Date('2026-10-25T17:00:00Z'))).toBe('full-refund-or-move')
    // 336.5 hours before, but 10:30 AM on the clock: less than 14 days.
    expect(publicCancellationTier(fallClass, new Date('2026-10-25T17:30:00Z'))).toBe('class-credit')
  })

  it('keeps 72 elapsed hours across a daylight-saving change', () => {
    // Monday 9 March 2026, 10:00 AM PDT: 72 hours earlier is Friday 6 March, 9:00 AM PST on the clock.
    const afterChange = new Date('2026-03-09T17:00:00Z')
    expect(publicCancellationTier(afterChange, new Date('2026-03-06T17:00:00Z'))).toBe('class-credit')
    expect(publicCancellationTier(afterChange, new Date('2026-03-06T17:00:01Z'))).toBe('no-refund')
  })
})
