import { describe, expect, it } from 'vitest'

import { classWhen, classWhenAndWhere } from './classCaption'

describe('classWhen / classWhenAndWhere', () => {
  it('gives the Pacific day and time of the start, whatever zone the server runs in', () => {
    // 10:00 AM PST is 18:00 UTC; the UTC day is the same, the time is not.
    expect(classWhen({ startTime: '2026-11-28T18:00:00.000Z', date: '2026-11-28' })).toBe('Saturday, November 28, 2026 at 10:00 AM')
    // 5:00 PM PDT on June 13 is already June 14 in UTC.
    expect(classWhenAndWhere({ startTime: '2026-06-14T00:00:00.000Z', date: '2026-06-13', city: 'Concord' })).toBe(
      'Saturday, June 13, 2026 at 5:00 PM in Concord',
    )
  })

  it('gives only the day for a class with a date and no time, and leaves out an unknown city', () => {
    expect(classWhenAndWhere({ startTime: null, date: '2026-11-28', city: null })).toBe('Saturday, November 28, 2026')
  })
})
