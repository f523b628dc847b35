import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'

import { PRIVATE_REVENUE_COLUMNS, privateRevenueFigures } from '../cms/privateRevenue'
import { attendanceRate, byClassType, type ClassFigures, heldCents, monthReportCsv, percent, REPORT_COLUMNS, totalOf } from './monthReport'

const saturday = (over: Partial<ClassFigures>): ClassFigures => ({
  scheduleId: 1,
  className: 'Adult & Teen Self-Defense',
  classType: 'public-adult-teen',
  startTime: '2026-11-28T18:00:00.000Z',
  cancelled: false,
  bookings: 3,
  seats: 4,
  paidCents: 30000,
  refundedCents: 7500,
  creditsUsedCents: 0,
  discountsCents: 0,
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
      { classType: 'public-adult-teen', classes: 2, bookings: 5, seats: 6, paidCents: 45000, refundedCents: 7500, creditsUsedCents: 7500, discountsCents: 0, present: 4, noShows: 2 },
      { classType: 'public-mother-daughter', classes: 1, bookings: 1, seats: 2, paidCents: 13900, refundedCents: 0, creditsUsedCents: 0, discountsCents: 0, present: 2, noShows: 0 },
    ])
  })

  it('writes a spreadsheet row per class, per class type and for the month, ISO dates in Pacific time, dollars, formulas neutralised', () => {
    const csv = monthReportCsv('2026-11', [saturday({ className: '=HYPERLINK("x")' })])
    const [header, row, type, month] = Papa.parse<string[]>(csv).data
    expect(header).toEqual([...REPORT_COLUMNS])
    expect(row).toEqual(["'=HYPERLINK(\"x\")", 'public: adult & teen', '2026-11-28', '10:00 AM', 'Scheduled', '3', '4', '$300.00', '$75.00', '$225.00', '$0.00', '$0.00', '1', '75%'])
    expect(type.slice(0, 2)).toEqual(['Total: 1 class', 'public: adult & teen'])
    expect(month.slice(0, 2)).toEqual(['Total November 2026: 1 class', 'all class types'])
  })

  it('dates a class by its day in Los Angeles: 9 PM Pacific on the 30th is not December 1st', () => {
    const [, row] = Papa.parse<string[]>(monthReportCsv('2026-11', [saturday({ startTime: '2026-12-01T05:00:00.000Z' })])).data
    expect(row.slice(2, 4)).toEqual(['2026-11-30', '9:00 PM'])
  })

  it('keeps a cancelled class, marked, with the money still held for it, in the totals', () => {
    const cancelled = saturday({ scheduleId: 2, cancelled: true, bookings: 2, seats: 2, paidCents: 15000, refundedCents: 7500, present: 0, noShows: 0 })
    const classes = [saturday({}), cancelled]
    expect(heldCents(cancelled)).toBe(7500)
    expect(totalOf(classes)).toEqual({ classes: 2, bookings: 5, seats: 6, paidCents: 45000, refundedCents: 15000, creditsUsedCents: 0, discountsCents: 0, present: 3, noShows: 1 })
    const rows = Papa.parse<string[]>(monthReportCsv('2026-11', classes)).data
    const held = REPORT_COLUMNS.indexOf('Still held')
    const status = REPORT_COLUMNS.indexOf('Status')
    expect([rows[2][status], rows[2][held]]).toEqual(['Cancelled', '$75.00'])
    expect(rows.at(-1)?.[0]).toBe('Total November 2026: 2 classes')
    expect(rows.at(-1)?.[held]).toBe('$300.00')
  })

  it("carries the month's private sessions on the total row, in their own columns", () => {
    const gifts = { sold: 0, soldCents: 0, spentCents: 0, cashedOutCents: 0, outstandingCents: 0 }
    const privates = privateRevenueFigures(
      { paid: [{ program: 'workplace', receipts: 1, cents: 30000 }], refunded: [{ program: 'workplace', refunds: 1, cents: 10000 }] },
      [],
      new Date('2026-11-29T00:00:00Z'),
    )
    const [header, ...rows] = Papa.parse<string[]>(monthReportCsv('2026-11', [saturday({})], gifts, privates)).data
    const workplace = header.indexOf('Workplace safety revenue, net of refunds')
    expect(header.slice(-8)).toEqual([...PRIVATE_REVENUE_COLUMNS])
    expect(rows.at(-1)?.[workplace]).toBe('$200.00')
    expect(rows.at(-1)?.[header.indexOf('Private paid')]).toBe('$300.00')
    expect(rows.at(-1)?.[header.indexOf('Private refunded')]).toBe('$100.00')
    expect(rows.at(-1)?.[header.indexOf('Private revenue, net of refunds')]).toBe('$200.00')
    expect(rows[0][workplace]).toBeUndefined()
  })
})
