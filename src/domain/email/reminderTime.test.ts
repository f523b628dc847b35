import { describe, expect, it } from 'vitest'

import { reminderDedupeKey, reminderInstant, reminderInstantOf, reminderWaitUntil } from './reminderTime'

describe('reminderInstant', () => {
  it('is 24 hours before on an ordinary day', () => {
    // Saturday 28 Nov 2026, 10:00 PST
    expect(reminderInstant(new Date('2026-11-28T18:00:00Z')).toISOString()).toBe('2026-11-27T18:00:00.000Z')
  })

  it('keeps the Pacific clock time across spring-forward (23 hours)', () => {
    // Sunday 8 Mar 2026 10:00 PDT = 17:00Z; reminder Saturday 7 Mar 10:00 PST = 18:00Z
    expect(reminderInstant(new Date('2026-03-08T17:00:00Z')).toISOString()).toBe('2026-03-07T18:00:00.000Z')
  })

  it('keeps the Pacific clock time across fall-back (25 hours)', () => {
    // Sunday 1 Nov 2026 10:00 PST = 18:00Z; reminder Saturday 31 Oct 10:00 PDT = 17:00Z
    expect(reminderInstant(new Date('2026-11-01T18:00:00Z')).toISOString()).toBe('2026-10-31T17:00:00.000Z')
  })

  it('handles a late-evening class that is already the next day in UTC', () => {
    // Friday 10 Jul 2026 20:00 PDT = Saturday 03:00Z; reminder Thursday 9 Jul 20:00 PDT
    expect(reminderInstant(new Date('2026-07-11T03:00:00Z')).toISOString()).toBe('2026-07-10T03:00:00.000Z')
  })
})

describe('reminderWaitUntil', () => {
  it('sends at once for a booking made less than a day ahead', () => {
    const now = new Date('2026-11-27T20:00:00Z')
    expect(reminderWaitUntil({ startTime: '2026-11-28T18:00:00Z', date: '2026-11-28' }, now)).toEqual(now)
  })

  it('waits for the day-before instant otherwise', () => {
    expect(reminderWaitUntil({ startTime: '2026-11-28T18:00:00Z', date: '2026-11-28' }, new Date('2026-11-20T00:00:00Z')).toISOString()).toBe('2026-11-27T18:00:00.000Z')
  })
})

describe('a class known only by its date', () => {
  it('is reminded at noon Pacific the day before', () => {
    // Saturday 28 Nov 2026: noon PST on Friday 27 Nov = 20:00Z
    expect(reminderInstantOf({ startTime: null, date: '2026-11-28' }).toISOString()).toBe('2026-11-27T20:00:00.000Z')
    // Across spring-forward: Sunday 8 Mar 2026, reminded Saturday 7 Mar noon PST = 20:00Z
    expect(reminderInstantOf({ startTime: null, date: '2026-03-08' }).toISOString()).toBe('2026-03-07T20:00:00.000Z')
  })

  it('follows the start time when there is one', () => {
    expect(reminderInstantOf({ startTime: '2026-11-28T18:00:00Z', date: '2026-11-28' }).toISOString()).toBe('2026-11-27T18:00:00.000Z')
  })
})

describe('reminderDedupeKey', () => {
  it('differs when the class time changes, so a moved class is reminded again', () => {
    const before = reminderDedupeKey(7, { startTime: '2026-11-28T18:00:00.000Z', date: '2026-11-28' })
    const after = reminderDedupeKey(7, { startTime: '2026-12-05T18:00:00.000Z', date: '2026-12-05' })
    expect(before).not.toBe(after)
    expect(reminderDedupeKey(7, { startTime: null, date: '2026-11-28' })).toBe('reminder:7:2026-11-28')
  })
})
