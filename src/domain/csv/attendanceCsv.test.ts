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
  ...over,
})

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: false }).data

describe('singleClassCsv', () => {
  it('writes the spec columns and escapes formula cells, with quoted commas intact', () => {
    const rows = parse(singleClassCsv([entry({ firstName: '=HYPERLINK("x")', lastName: 'Smith, Jr', isPrimaryContact: false, contactPhone: '+19255550100' })]))
    expect(rows[0]).toEqual(['Booking #', 'Primary Contact', 'Last Name', 'First Name', 'Age Group', 'Attendance', 'Contact Email', 'Contact Phone'])
    expect(rows[1]).toEqual(['SW-AAAA', '', 'Smith, Jr', `'=HYPERLINK("x")`, '16+', 'Present', 'ada@example.com', `'+19255550100`])
  })
})

describe('allClassesCsv', () => {
  it('puts classes in the three sections in the spec order', () => {
    const csv = allClassesCsv(
      [
        { className: 'Marked', date: '2026-05-01', roster: [entry({ attendance: 'Absent' })] },
        { className: 'Unmarked', date: '2026-05-02', roster: [entry(), entry({ attendance: 'Not Recorded' })] },
        { className: 'Empty', date: '2026-05-03', roster: [] },
        { className: 'Upcoming', date: '2026-05-10', roster: [entry({ attendance: 'Not Recorded' })] },
      ],
      '2026-05-10',
    )
    const rows = parse(csv)
    const titles = rows.filter((r) => r.length === 1 && r[0] !== '').map((r) => r[0])
    expect(titles).toEqual([CSV_SECTIONS.pastUnmarked, CSV_SECTIONS.upcoming, CSV_SECTIONS.pastMarked])
    expect(rows[1].slice(0, 3)).toEqual(['Class Name', 'Date', 'Booking #'])
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
