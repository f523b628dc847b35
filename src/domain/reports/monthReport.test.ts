import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'

import { attendanceRate, byClassType, type ClassFigures, monthReportCsv, percent, REPORT_COLUMNS } from './monthReport'

const saturday = (over: Partial<ClassFigures>): ClassFigures => ({
  scheduleId: 1,
  className: 'Adult & Teen Self-Defense',
  classType: 'public-adult-teen',
  startTime: '2026-11-28T18:00:00.000Z',
  bookings: 3,
  seats: 4,
  paidCents: 30000,
  refundedCents: 7500,
  creditsUsedCents: 0,
  present: 3,
  noShows: 1,
  ...over,
})

describe('month report', () => {
  it('attendance rate counts only the participants whose attendance was taken', () => {
    expect(attendanceRate({ present: 3, noShows: 1 })).toBe(0.75)
    expect(attendanceRate({ present: 0, noShows: 0 })).toBeNull()
    expect(percent(0.75)).toBe('75%')
    expect(percent(null)).toBe('not taken')
  })

  it('adds classes up per class type', () => {
    const types = byClassType([
      saturday({}),
      saturday({ scheduleId: 2, bookings: 1, seats: 2, paidCents: 13900, refundedCents: 0, present: 2, noShows: 0, classType: 'public-mother-daughter' }),
      saturday({ scheduleId: 3, bookings: 2, seats: 2, paidCents: 15000, refundedCents: 0, creditsUsedCents: 7500, present: 1, noShows: 1 }),
    ])
    expect(types).toEqual([
      { classType: 'public-adult-teen', classes: 2, bookings: 5, seats: 6, paidCents: 45000, refundedCents: 7500, creditsUsedCents: 7500, present: 4, noShows: 2 },
      { classType: 'public-mother-daughter', classes: 1, bookings: 1, seats: 2, paidCents: 13900, refundedCents: 0, creditsUsedCents: 0, present: 2, noShows: 0 },
    ])
  })

  it('writes a spreadsheet row per class and per class type, in dollars and Pacific time, formulas neutralised', () => {
    const csv = monthReportCsv([saturday({ className: '=HYPERLINK("x")' })])
    const [header, row, total] = Papa.parse<string[]>(csv).data
    expect(header).toEqual([...REPORT_COLUMNS])
    expect(row).toEqual(["'=HYPERLINK(\"x\")", 'public: adult & teen', 'Saturday, November 28, 2026', '10:00 AM', '3', '4', '$300.00', '$75.00', '$0.00', '1', '75%'])
    expect(total.slice(0, 2)).toEqual(['Total: 1 class', 'public: adult & teen'])
  })
})
