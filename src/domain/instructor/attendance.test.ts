import { describe, expect, it } from 'vitest'

import { attendanceToSave, attendanceWindowStart, defaultClassId, hasUnsavedChanges, markAllPresent, unlistedClassNote, withClass } from './attendance'

describe('attendanceToSave', () => {
  it('turns Not Recorded into Present and keeps the others', () => {
    expect(attendanceToSave('Not Recorded', 'Not Recorded')).toBe('Present')
    expect(attendanceToSave('Present', 'Not Recorded')).toBe('Present')
    expect(attendanceToSave('Absent', 'Present')).toBe('Absent')
  })

  it('a recorded value set back to Not Recorded is reset, not turned into Present', () => {
    expect(attendanceToSave('Not Recorded', 'Present')).toBe('Not Recorded')
    expect(attendanceToSave('Not Recorded', 'Absent')).toBe('Not Recorded')
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
  it('takes the first class on or after today, today included', () => {
    expect(defaultClassId(classes, '2026-05-10')).toBe(2)
    expect(defaultClassId(classes, '2026-05-11')).toBe(3)
  })
  it('falls back to the last class when none is upcoming, and to null when there are none', () => {
    expect(defaultClassId(classes, '2026-06-01')).toBe(3)
    expect(defaultClassId([], '2026-06-01')).toBeNull()
  })
})

describe('unlistedClassNote', () => {
  it('says nothing for a class in the list', () => {
    expect(unlistedClassNote({ isCancelled: false, date: '2026-05-01' }, '2026-05-10')).toBeNull()
    expect(unlistedClassNote({ isCancelled: false, date: '2026-02-01' }, '2026-03-15')).toBeNull()
  })
  it('says a class is cancelled, or older than the 42 days the list reaches, or both', () => {
    expect(unlistedClassNote({ isCancelled: true, date: '2026-05-20' }, '2026-05-10')).toBe(
      'This class is cancelled. It is not in the class list; its roster is shown because it was asked for.',
    )
    expect(unlistedClassNote({ isCancelled: false, date: '2026-01-31' }, '2026-03-15')).toBe(
      'This class was more than 42 days ago. It is not in the class list; its roster is shown because it was asked for.',
    )
    expect(unlistedClassNote({ isCancelled: true, date: '2026-01-31' }, '2026-03-15')).toMatch(/^This class is cancelled\. This class was more than 42 days ago\./)
  })
})

describe('withClass', () => {
  const at = (id: number, startTime: string) => ({ id, startTime, date: startTime.slice(0, 10) })
  const classes = [at(1, '2026-05-01T17:00:00Z'), at(3, '2026-05-20T17:00:00Z')]
  it('adds a class in start order', () => {
    expect(withClass(classes, at(2, '2026-05-10T17:00:00Z')).map((c) => c.id)).toEqual([1, 2, 3])
    expect(withClass(classes, at(0, '2025-01-01T17:00:00Z')).map((c) => c.id)).toEqual([0, 1, 3])
    expect(withClass(classes, at(4, '2027-01-01T17:00:00Z')).map((c) => c.id)).toEqual([1, 3, 4])
  })
  it('leaves a listed class where it is', () => {
    expect(withClass(classes, classes[1]).map((c) => c.id)).toEqual([1, 3])
  })
})
