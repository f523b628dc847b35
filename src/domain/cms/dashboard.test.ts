import { describe, expect, it } from 'vitest'

import { comingWeek, FAILED_EMAIL_STATUSES } from './dashboard'

const utc = (iso: string) => new Date(iso)
const inWindow = (now: Date, start: string) => {
  const { from, to } = comingWeek(now)
  return utc(start) >= from && utc(start) < to
}

describe('comingWeek: today through the seventh day after it, in whole Pacific calendar days', () => {
  it('on Saturday at 3 AM Pacific it holds next Saturday, all of it', () => {
    const saturday3am = utc('2026-11-28T11:00:00Z')
    expect(comingWeek(saturday3am)).toEqual({ from: utc('2026-11-28T08:00:00Z'), to: utc('2026-12-06T08:00:00Z') })
    expect(inWindow(saturday3am, '2026-12-05T18:00:00Z')).toBe(true) // next Saturday 10 AM
    expect(inWindow(saturday3am, '2026-12-06T07:59:59Z')).toBe(true) // next Saturday 11:59:59 PM
    expect(inWindow(saturday3am, '2026-12-06T08:00:00Z')).toBe(false) // the Sunday after, midnight
  })

  it('is the same window at any hour of the day', () => {
    const window = comingWeek(utc('2026-11-28T08:00:00Z'))
    expect(comingWeek(utc('2026-11-29T07:59:59Z'))).toEqual(window)
    expect(comingWeek(utc('2026-11-28T11:00:00Z'))).toEqual(window)
  })

  it('goes by the day in Los Angeles, not in UTC, around midnight', () => {
    // Friday Nov 27 9 PM Pacific is already Saturday in UTC: the window starts Friday and ends with next Friday.
    expect(comingWeek(utc('2026-11-28T05:00:00Z'))).toEqual({ from: utc('2026-11-27T08:00:00Z'), to: utc('2026-12-05T08:00:00Z') })
    // One minute after midnight Saturday in Los Angeles.
    expect(comingWeek(utc('2026-11-28T08:01:00Z'))).toEqual({ from: utc('2026-11-28T08:00:00Z'), to: utc('2026-12-06T08:00:00Z') })
  })

  it('ends at midnight Pacific across the spring clock change (Sunday March 8 2026)', () => {
    // Saturday March 7, 3 AM PST: starts at midnight PST (08:00 UTC), ends at midnight PDT next Sunday (07:00 UTC).
    expect(comingWeek(utc('2026-03-07T11:00:00Z'))).toEqual({ from: utc('2026-03-07T08:00:00Z'), to: utc('2026-03-15T07:00:00Z') })
    expect(inWindow(utc('2026-03-07T11:00:00Z'), '2026-03-14T17:00:00Z')).toBe(true) // next Saturday 10 AM PDT
  })

  it('ends at midnight Pacific across the autumn clock change (Sunday November 1 2026)', () => {
    // Saturday October 31, 3 AM PDT: starts at midnight PDT (07:00 UTC), ends at midnight PST next Sunday (08:00 UTC).
    expect(comingWeek(utc('2026-10-31T10:00:00Z'))).toEqual({ from: utc('2026-10-31T07:00:00Z'), to: utc('2026-11-08T08:00:00Z') })
    // On the day itself (25 hours long), 11:30 PM PST is still Sunday.
    expect(comingWeek(utc('2026-11-02T07:30:00Z')).from).toEqual(utc('2026-11-01T07:00:00Z'))
  })
})

describe('FAILED_EMAIL_STATUSES', () => {
  it('holds the statuses of emails that did not arrive, not the ones on their way', () => {
    expect(FAILED_EMAIL_STATUSES).toEqual(expect.arrayContaining(['Failed', 'Bounced']))
    expect(FAILED_EMAIL_STATUSES).not.toContain('Queued')
    expect(FAILED_EMAIL_STATUSES).not.toContain('Delayed')
  })
})
