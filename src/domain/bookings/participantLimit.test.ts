import { describe, expect, it } from 'vitest'

import { maxAddedRows, participantLimitNote } from './participantLimit'

describe('maxAddedRows', () => {
  it('leaves one seat for the contact, never below zero, and no limit when the seats are unknown', () => {
    expect(maxAddedRows(3)).toBe(2)
    expect(maxAddedRows(1)).toBe(0)
    expect(maxAddedRows(0)).toBe(0)
    expect(maxAddedRows(null)).toBeNull()
  })
})

describe('participantLimitNote', () => {
  it('says how many spots are left and who they seat, in real plurals', () => {
    expect(participantLimitNote('adult', 3)).toBe('This class has only 3 spots left: you and 2 more people.')
    expect(participantLimitNote('adult', 2)).toBe('This class has only 2 spots left: you and 1 more person.')
    expect(participantLimitNote('adult', 1)).toBe('This class has only 1 spot left: yours.')
    expect(participantLimitNote('mother-daughter', 2)).toBe('This class has only 2 spots left: you and 1 daughter.')
    expect(participantLimitNote('community-mother-daughter', 4)).toBe('This class has only 4 spots left: you and 3 daughters.')
  })
})
