import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'

import { allClassesCsv, allClassesCsvName, CSV_SECTIONS, singleClassCsv, singleClassCsvName, type RosterCsvEntry } from './attendanceCsv'

const entry = (over: Partial<RosterCsvEntry> = {}): RosterCsvEntry => ({
  bookingNumber: 'SW-AAAA',
  isPrimaryContact: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  ageGroup: '16+',
  attendance: 'Present',
  contactEmail: 'ada@example.com',
  contactPhone: '9255550100',
  waiver: { status: 'signed' },
  ...over,
})

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: false }).data

describe('singleClassCsv', () => {
  // 10:00 AM Pacific (PST) on Sat Nov 28, 2026.
  const klass = { className: 'Adult Self-Defense', date: '2026-11-28', startTime: '2026-11-28T18:00:00.000Z' }

  it('names the class, its date and Pacific start on every row, then the spec columns, escaping formula cells', () => {
    const rows = parse(singleClassCsv(klass, [entry({ firstName: '=HYPERLINK("x")', lastName: 'Smith, Jr', isPrimaryContact: false, contactPhone: '+19255550100' })]))
    expect(rows[0]).toEqual(['Class Name', 'Date', 'Time', 'Booking #', 'Primary Contact', 'Last Name', 'First Name', 'Age Group', 'Attendance', 'Contact Email', 'Contact Phone', 'Waiver'])
    expect(rows[1]).toEqual(['Adult Self-Defense', '2026-11-28', '10:00 AM', 'SW-AAAA', '', 'Smith, Jr', `'=HYPERLINK("x")`, '16+', 'Present', 'ada@example.com', `'+19255550100`, 'Signed'])
  })

  it('ends each row with the waiver: signed, not signed, or not asked (booked before any waiver)', () => {
    const rows = parse(singleClassCsv(klass, [entry({ waiver: { status: 'not signed' } }), entry({ waiver: { status: 'not asked' } }), entry()]))
    expect(rows.slice(1).map((r) => r.at(-1))).toEqual(['Not signed', 'Not asked', 'Signed'])
  })

  it('leaves the time empty for a class without a start time', () => {
    const rows = parse(singleClassCsv({ ...klass, startTime: null }, [entry()]))
    expect(rows[1].slice(0, 4)).toEqual(['Adult Self-Defense', '2026-11-28', '', 'SW-AAAA'])
  })
})

describe('allClassesCsv', () => {
  it('puts classes in the three sections in the spec order', () => {
    const csv = allClassesCsv(
      [
        { className: 'Marked', date: '2026-05-01', startTime: null, roster: [entry({ attendance: 'Absent' })] },
        { className: 'Unmarked', date: '2026-05-02', startTime: null, roster: [entry(), entry({ attendance: 'Not Recorded' })] },
        { className: 'Empty', date: '2026-05-03', startTime: null, roster: [] },
        // 6:30 PM Pacific (PDT) on May 10, 2026.
        { className: 'Upcoming', date: '2026-05-10', startTime: '2026-05-11T01:30:00.000Z', roster: [entry({ attendance: 'Not Recorded' })] },
      ],
      '2026-05-10',
    )
    const rows = parse(csv)
    const titles = rows.filter((r) => r.length === 1 && r[0] !== '').map((r) => r[0])
    expect(titles).toEqual([CSV_SECTIONS.pastUnmarked, CSV_SECTIONS.upcoming, CSV_SECTIONS.pastMarked])
    expect(rows[1].slice(0, 4)).toEqual(['Class Name', 'Date', 'Time', 'Booking #'])
    expect(rows.find((r) => r[0] === 'Upcoming')?.slice(0, 4)).toEqual(['Upcoming', '2026-05-10', '6:30 PM', 'SW-AAAA'])
    const classOf = (title: string) => {
      const start = rows.findIndex((r) => r[0] === title)
      const body: string[] = []
      for (const r of rows.slice(start + 2)) {
        if (r.length <= 1) break
        body.push(r[0])
      }
      return body
    }
    expect(classOf(CSV_SECTIONS.pastUnmarked)).toEqual(['Unmarked', 'Unmarked'])
    expect(classOf(CSV_SECTIONS.upcoming)).toEqual(['Upcoming'])
    expect(classOf(CSV_SECTIONS.pastMarked)).toEqual(['Marked'])
    expect(csv).not.toContain('Empty')
  })
})

describe('file names', () => {
  it('name a class file by class name and date, and the all-classes file by today', () => {
    expect(singleClassCsvName('Adult Self-Defense: Level 1', '2026-05-02')).toBe('Adult_Self-Defense_Level_1_2026-05-02_attendance.csv')
    expect(allClassesCsvName('2026-05-10')).toBe('all_classes_attendance_2026-05-10.csv')
  })
})
