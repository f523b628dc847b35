import { describe, expect, it } from 'vitest'

import {
  BOOKING_STATUS_LABELS,
  classAndDateColumn,
  classWhenAndWhere,
  contactColumn,
  dollarsColumn,
  formatPhone,
  pacificDateTime,
  scheduleStatusLabel,
  seatsColumn,
} from './listColumnFormats'

const now = new Date('2026-11-20T18:00:00.000Z')

describe('pacificDateTime', () => {
  it('shows the Pacific wall time, not the UTC one', () => {
    expect(pacificDateTime('2026-11-28T18:00:00.000Z')).toBe('Sat, Nov 28, 2026, 10:00 AM')
    // 6:00 PM Pacific is 2:00 AM the next day in UTC.
    expect(pacificDateTime('2026-11-29T02:00:00.000Z')).toBe('Sat, Nov 28, 2026, 6:00 PM')
    // Summer time: 10:00 AM PDT is 17:00 UTC.
    expect(pacificDateTime('2026-06-13T17:00:00.000Z')).toBe('Sat, Jun 13, 2026, 10:00 AM')
  })
})

describe('scheduleStatusLabel', () => {
  const upcoming = { startTime: '2026-11-28T18:00:00.000Z', remaining: 4 }
  it('says in words what true/false meant', () => {
    expect(scheduleStatusLabel({ ...upcoming, isCancelled: true }, now)).toBe('Cancelled')
    expect(scheduleStatusLabel({ ...upcoming, isCancelled: false }, now)).toBe('Registration open')
  })
  it('tells past and full classes apart from open ones', () => {
    expect(scheduleStatusLabel({ ...upcoming, startTime: '2026-11-20T17:00:00.000Z' }, now)).toBe('Past')
    expect(scheduleStatusLabel({ ...upcoming, remaining: 0 }, now)).toBe('Full')
    expect(scheduleStatusLabel({ ...upcoming, startTime: '2026-11-20T21:00:00.000Z' }, now)).toBe('Registration closed')
    expect(scheduleStatusLabel({ ...upcoming, registrationOpens: '2026-11-25T18:00:00.000Z' }, now)).toBe('Registration opens later')
  })
  it('reads a class with only a date as past once its Pacific day is over', () => {
    // 18:00 UTC on Nov 20 is 10:00 AM on Nov 20 in Los Angeles.
    expect(scheduleStatusLabel({ startTime: null, date: '2026-11-19', remaining: 3 }, now)).toBe('Past')
    expect(scheduleStatusLabel({ startTime: null, date: '2026-11-20', remaining: 3 }, now)).toBe('Registration open')
  })
})

describe('bookings columns', () => {
  it('labels every status', () => {
    expect(BOOKING_STATUS_LABELS['needs-review']).toBe('Needs review')
    expect(BOOKING_STATUS_LABELS.confirmed).toBe('Confirmed')
  })
  it('formats US phones and keeps others as typed', () => {
    expect(formatPhone('9255550142')).toBe('(925) 555-0142')
    expect(formatPhone('+1 925-555-0142')).toBe('(925) 555-0142')
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958')
    expect(formatPhone('555-0142')).toBe('555-0142')
    expect(formatPhone(null)).toBe('')
  })
  it('puts name, email and phone in one contact column', () => {
    expect(contactColumn({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '925.555.0142' })).toBe(
      'Jane Doe · jane@example.com · (925) 555-0142',
    )
    expect(contactColumn({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '' })).toBe('Jane Doe · jane@example.com')
  })
  it('shows the class with its Pacific date and time, or its day', () => {
    expect(classAndDateColumn({ className: 'Adult & Teen', startTime: '2026-11-29T02:00:00.000Z' })).toBe('Adult & Teen · Sat, Nov 28, 2026, 6:00 PM')
    expect(classAndDateColumn({ className: 'Adult & Teen', startTime: null, date: '2026-11-28' })).toBe('Adult & Teen · Sat, Nov 28, 2026')
  })
  it('shows totals and seats as an owner reads them', () => {
    expect(dollarsColumn(15000)).toBe('$150.00')
    expect(dollarsColumn(null)).toBe('')
    expect(seatsColumn(3, 10)).toBe('3 / 10')
  })
})

describe('classWhenAndWhere', () => {
  it('names a class by its Pacific day and time and its city', () => {
    expect(classWhenAndWhere({ startTime: '2026-11-28T18:00:00.000Z', city: 'Concord' })).toBe('Sat Nov 28, 10:00 AM Concord')
    expect(classWhenAndWhere({ startTime: null, date: '2026-11-28', city: null })).toBe('Sat Nov 28')
  })
})
