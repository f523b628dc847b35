import { describe, expect, it } from 'vitest'

import { scheduleList, type ScheduleListQuery, type ScheduleListRow } from './scheduleList'

const row = (id: number, over: Partial<ScheduleListRow> = {}): ScheduleListRow => ({
  id,
  classId: 1,
  className: 'Adult',
  type: 'public-adult-teen',
  bookingMethod: 'swsd website',
  city: 'Walnut Creek',
  date: `2026-06-${String(id % 28 + 1).padStart(2, '0')}`,
  startTime: null,
  availableSpots: 10,
  bookedSpots: 0,
  remainingSpots: 10,
  overCapacity: 0,
  isCancelled: false,
  ...over,
})
const q = (over: Partial<ScheduleListQuery> = {}): ScheduleListQuery => ({ sort: 'date', dir: 'asc', page: 1, ...over })

describe('scheduleList', () => {
  const rows = [
    row(1, { city: 'Oakland', remainingSpots: 2 }),
    row(2, { isCancelled: true, remainingSpots: 2 }),
    row(3, { type: 'community-mother-daughter', bookingMethod: 'contact', classId: 2, className: 'Community' }),
    row(4, { date: '2026-05-01', remainingSpots: 0 }),
  ]

  it('filters by class, type, method, city and date range, and summarises the filtered set', () => {
    expect(scheduleList(rows, q()).summary).toEqual({ total: 4, active: 3, cancelled: 1, lowAvailability: 1 })
    expect(scheduleList(rows, q({ city: 'Oakland' })).rows.map((r) => r.id)).toEqual([1])
    expect(scheduleList(rows, q({ classId: 2 })).rows.map((r) => r.id)).toEqual([3])
    expect(scheduleList(rows, q({ type: 'community-mother-daughter' })).rows.map((r) => r.id)).toEqual([3])
    expect(scheduleList(rows, q({ method: 'contact' })).rows.map((r) => r.id)).toEqual([3])
    expect(scheduleList(rows, q({ from: '2026-06-01' })).rows.map((r) => r.id)).toEqual([1, 2, 3])
    expect(scheduleList(rows, q({ to: '2026-06-02' })).rows.map((r) => r.id)).toEqual([4, 1])
  })

  it('sorts both ways, ties by date', () => {
    expect(scheduleList(rows, q({ sort: 'slots' })).rows.map((r) => r.id)).toEqual([4, 1, 2, 3])
    expect(scheduleList(rows, q({ sort: 'city', dir: 'desc' })).rows.map((r) => r.id)).toEqual([4, 2, 3, 1])
    expect(scheduleList(rows, q({ sort: 'date', dir: 'desc' })).rows.map((r) => r.id)).toEqual([3, 2, 1, 4])
  })

  it('sorts a class over capacity below a full one by slots', () => {
    const over = [row(1, { remainingSpots: 0 }), row(2, { remainingSpots: 0, overCapacity: 3 }), row(3, { remainingSpots: 1 })]
    expect(scheduleList(over, q({ sort: 'slots' })).rows.map((r) => r.id)).toEqual([2, 1, 3])
  })

  it('pages by 50 and clamps the page number', () => {
    const many = Array.from({ length: 120 }, (_, i) => row(i + 1, { date: '2026-07-01', startTime: new Date(Date.UTC(2026, 6, 1, 0, i)).toISOString() }))
    const third = scheduleList(many, q({ page: 3 }))
    expect([third.page, third.pageCount, third.rows.length, third.rows[0].id]).toEqual([3, 3, 20, 101])
    expect(scheduleList(many, q({ page: 9 })).page).toBe(3)
    expect(scheduleList([], q({ page: 2 }))).toMatchObject({ page: 1, pageCount: 1, rows: [] })
  })
})
