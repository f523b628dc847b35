import { describe, expect, it } from 'vitest'

import { isListed, type Occurrence, occurrenceEnd, occurrenceStart, upcomingOccurrences } from './occurrence'

const occ = (over: Partial<Occurrence> = {}): Occurrence => ({
  id: 1,
  classId: 1,
  className: 'Adult & Teen',
  description: null,
  type: 'public-adult-teen',
  bookingMethod: 'swsd website',
  isActive: true,
  isCancelled: false,
  startTime: '2026-06-13T17:00:00.000Z',
  endTime: '2026-06-13T20:00:00.000Z',
  date: '2026-06-13',
  availableSpots: 10,
  registrationOpens: null,
  bookingUrl: null,
  specialNotes: null,
  priceCents: 7500,
  partnerOrganization: 'SWSD Self-Defense',
  instructor: null,
  location: null,
  venueName: null,
  city: null,
  arrivalInstructions: null,
  waiverUrl: null,
  ...over,
})

describe('isListed', () => {
  const now = new Date('2026-06-13T16:59:59Z')

  it('lists an active, not cancelled class that has not started', () => {
    expect(isListed(occ(), now)).toBe(true)
  })

  it('hides it from the moment it starts', () => {
    expect(isListed(occ(), new Date('2026-06-13T17:00:00Z'))).toBe(false)
  })

  it('hides cancelled occurrences and inactive classes', () => {
    expect(isListed(occ({ isCancelled: true }), now)).toBe(false)
    expect(isListed(occ({ isActive: false }), now)).toBe(false)
  })

  it('keeps a date-only entry for the whole Pacific day, also late evening when UTC is already tomorrow', () => {
    const dateOnly = occ({ startTime: null, endTime: null, date: '2026-06-10' })
    // 22:30 PDT on June 10 = 05:30 UTC on June 11.
    expect(isListed(dateOnly, new Date('2026-06-11T05:30:00Z'))).toBe(true)
    // 00:30 PDT on June 11.
    expect(isListed(dateOnly, new Date('2026-06-11T07:30:00Z'))).toBe(false)
  })
})

describe('occurrenceStart and occurrenceEnd', () => {
  it('uses the start and end times when present', () => {
    expect(occurrenceStart(occ()).toISOString()).toBe('2026-06-13T17:00:00.000Z')
    expect(occurrenceEnd(occ())?.toISOString()).toBe('2026-06-13T20:00:00.000Z')
  })

  it('ends 120 minutes after the start when there is no end time', () => {
    expect(occurrenceEnd(occ({ endTime: null }))?.toISOString()).toBe('2026-06-13T19:00:00.000Z')
  })

  it('adds 120 real minutes across the autumn clock change (1:00 PDT + 2 h = 2:00 PST)', () => {
    const end = occurrenceEnd(occ({ startTime: '2026-11-01T08:00:00.000Z', endTime: null }))
    expect(end?.toISOString()).toBe('2026-11-01T10:00:00.000Z')
  })

  it('starts a date-only entry at Pacific midnight and gives it no end', () => {
    const dateOnly = occ({ startTime: null, endTime: null, date: '2026-03-08' })
    expect(occurrenceStart(dateOnly).toISOString()).toBe('2026-03-08T08:00:00.000Z')
    expect(occurrenceEnd(dateOnly)).toBeNull()
  })
})

describe('sorting', () => {
  it('sorts by date ascending, date-only entries at their day, and drops unlisted ones', () => {
    const now = new Date('2026-06-01T00:00:00Z')
    const list = upcomingOccurrences(
      [
        occ({ id: 1, startTime: '2026-06-20T17:00:00Z' }),
        occ({ id: 2, startTime: null, endTime: null, date: '2026-06-15' }),
        occ({ id: 3, startTime: '2026-06-14T01:00:00Z' }),
        occ({ id: 4, isCancelled: true, startTime: '2026-06-02T17:00:00Z' }),
      ],
      now,
    )
    expect(list.map((o) => o.id)).toEqual([3, 2, 1])
  })

  it('orders equal times by class name', () => {
    const list = upcomingOccurrences([occ({ id: 1, className: 'B' }), occ({ id: 2, className: 'A' })], new Date('2026-06-01T00:00:00Z'))
    expect(list.map((o) => o.id)).toEqual([2, 1])
  })
})
