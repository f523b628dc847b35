import { describe, expect, it } from 'vitest'

import { END_BEFORE_START, scheduleEditChanged, scheduleEditData, scheduleEditSchema, scheduleFormValues, spotsProblem } from './scheduleEdit'

const values = {
  date: '2026-11-01',
  startTime: '10:00',
  endTime: '13:00',
  availableSpots: 10,
  isCancelled: false,
  specialNotes: '',
  location: '',
  venueName: '',
  city: '',
}

describe('scheduleEditSchema', () => {
  it('accepts a class that ends after it starts', () => {
    expect(scheduleEditSchema.safeParse(values).success).toBe(true)
  })

  it('refuses an end at or before the start, on the end time', () => {
    for (const endTime of ['10:00', '09:30']) {
      const parsed = scheduleEditSchema.safeParse({ ...values, endTime })
      expect(parsed.success).toBe(false)
      expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['endTime', END_BEFORE_START]])
    }
  })

  it('refuses a missing date or time, negative or fractional spots', () => {
    const messages = (over: object) => scheduleEditSchema.safeParse({ ...values, ...over }).error?.issues.map((i) => i.message)
    expect(messages({ date: '2026-02-30' })).toEqual(['Enter the date'])
    expect(messages({ startTime: '' })).toEqual(['Enter the start time'])
    expect(messages({ endTime: '25:00' })).toEqual(['Enter the end time'])
    expect(messages({ availableSpots: -1 })).toEqual(['Available spots cannot be negative'])
    expect(messages({ availableSpots: 2.5 })).toEqual(['Available spots must be a whole number'])
    expect(messages({ availableSpots: Number.NaN })).toEqual(['Enter the available spots'])
  })
})

describe('scheduleEditData and scheduleFormValues', () => {
  it('reads the times as Pacific wall-clock time, in daylight time and in standard time', () => {
    expect(scheduleEditData({ ...values, date: '2026-10-31' })).toMatchObject({
      startTime: '2026-10-31T17:00:00.000Z',
      endTime: '2026-10-31T20:00:00.000Z',
    })
    // The clocks went back on November 1, 2026: 10:00 is now UTC-8.
    expect(scheduleEditData(values)).toMatchObject({ startTime: '2026-11-01T18:00:00.000Z', endTime: '2026-11-01T21:00:00.000Z' })
  })

  it('stores an emptied override as null, so the class value applies again', () => {
    expect(scheduleEditData({ ...values, city: '', location: '12 Main St' })).toMatchObject({ city: null, location: '12 Main St' })
  })

  it('round-trips: the form shows what was stored, in Pacific time', () => {
    const stored = { ...scheduleEditData({ ...values, date: '2026-03-08', startTime: '18:30', endTime: '20:00' }), isCancelled: true }
    expect(scheduleFormValues(stored)).toEqual({ ...values, date: '2026-03-08', startTime: '18:30', endTime: '20:00', isCancelled: true })
  })

  it('shows empty times for a date-only class', () => {
    expect(scheduleFormValues({ date: '2026-06-01', startTime: null, endTime: null, availableSpots: 4 })).toMatchObject({
      date: '2026-06-01',
      startTime: '',
      endTime: '',
    })
  })
})

describe('spotsProblem', () => {
  it('refuses spots below the seats already taken', () => {
    expect(spotsProblem({ spots: 4, currentSpots: 10, seatsTaken: 5 })).toBe('Available spots cannot be below the 5 seats already taken.')
    expect(spotsProblem({ spots: 0, currentSpots: 10, seatsTaken: 1 })).toBe('Available spots cannot be below the 1 seat already taken.')
  })

  it('allows spots down to the seats taken', () => {
    expect(spotsProblem({ spots: 5, currentSpots: 10, seatsTaken: 5 })).toBeNull()
  })

  it('lets a class over capacity keep or raise its spots', () => {
    expect(spotsProblem({ spots: 3, currentSpots: 3, seatsTaken: 5 })).toBeNull()
    expect(spotsProblem({ spots: 4, currentSpots: 3, seatsTaken: 5 })).toBeNull()
    expect(spotsProblem({ spots: 2, currentSpots: 3, seatsTaken: 5 })).not.toBeNull()
  })
})

describe('scheduleEditChanged', () => {
  it('compares every field with the last saved values', () => {
    expect(scheduleEditChanged(values, { ...values })).toBe(false)
    expect(scheduleEditChanged({ ...values, isCancelled: true }, values)).toBe(true)
    expect(scheduleEditChanged({ ...values, specialNotes: 'x' }, values)).toBe(true)
  })
})
