import { describe, expect, it } from 'vitest'

import { attendanceToSave, attendanceWindowStart, defaultClassId, hasUnsavedChanges, markAllPresent } from './attendance'

describe('attendanceToSave', () => {
  it('turns Not Recorded into Present and keeps the others', () => {
    expect(attendanceToSave('Not Recorded')).toBe('Present')
    expect(attendanceToSave('Present')).toBe('Present')
    expect(attendanceToSave('Absent')).toBe('Absent')
  })
})

describe('markAllPresent', () => {
  it('sets every participant to Present', () => {
    expect(markAllPresent({ a: 'Absent', b: 'Not Recorded', c: 'Present' })).toEqual({ a: 'Present', b: 'Present', c: 'Present' })
  })
})

describe('hasUnsavedChanges', () => {
  it('compares current values with the last saved ones', () => {
    expect(hasUnsavedChanges({ a: 'Present' }, { a: 'Present' })).toBe(false)
    expect(hasUnsavedChanges({ a: 'Absent' }, { a: 'Present' })).toBe(true)
    expect(hasUnsavedChanges({ a: 'Present', b: 'Absent' }, { a: 'Present' })).toBe(true)
    expect(hasUnsavedChanges({}, {})).toBe(false)
  })
})

describe('attendanceWindowStart', () => {
  it('reaches 42 days back, across months and years', () => {
    expect(attendanceWindowStart('2026-03-15')).toBe('2026-02-01')
    expect(attendanceWindowStart('2026-01-10')).toBe('2025-11-29')
  })
})

describe('defaultClassId', () => {
  const classes = [
    { id: 1, date: '2026-05-01' },
    { id: 2, date: '2026-05-10' },
    { id: 3, date: '2026-05-20' },
  ]
  it('prefers the class named in the query', () => {
    expect(defaultClassId(classes, '1', '2026-05-09')).toBe(1)
  })
  it('ignores a query naming a class not in the list', () => {
    expect(defaultClassId(classes, '99', '2026-05-09')).toBe(2)
  })
  it('takes the first class on or after today, today included', () => {
    expect(defaultClassId(classes, null, '2026-05-10')).toBe(2)
    expect(defaultClassId(classes, undefined, '2026-05-11')).toBe(3)
  })
  it('falls back to the last class when none is upcoming, and to null when there are none', () => {
    expect(defaultClassId(classes, null, '2026-06-01')).toBe(3)
    expect(defaultClassId([], '1', '2026-06-01')).toBeNull()
  })
})
