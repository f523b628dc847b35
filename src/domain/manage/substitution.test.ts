import { describe, expect, it } from 'vitest'

import { checkSubstitution, substitutionRows } from './substitution'

const mother = { id: 1, firstName: 'Ada', lastName: 'Lovelace', ageGroup: '16+' as const, isPrimaryContact: true }
const daughter = { id: 2, firstName: 'Bea', lastName: 'Lovelace', ageGroup: '12-15' as const, isPrimaryContact: false }

describe('checkSubstitution', () => {
  it('changes the names that changed and keeps the rest', () => {
    const rows = substitutionRows.parse([
      { participantId: 1, firstName: ' Grace ', lastName: 'Hopper' },
      { participantId: 2, firstName: 'Bea', lastName: 'Lovelace', ageGroup: '12-15' },
    ])
    expect(checkSubstitution('mother-daughter', [mother, daughter], rows)).toEqual({
      changes: [{ id: 1, firstName: 'Grace', lastName: 'Hopper', ageGroup: '16+' }],
      problems: [],
    })
  })

  it('refuses a daughter outside 12-15 and keeps the mother 16+', () => {
    const result = checkSubstitution('mother-daughter', [mother, daughter], [
      { participantId: 1, firstName: 'Grace', lastName: 'Hopper', ageGroup: 'Under 12' },
      { participantId: 2, firstName: 'Cleo', lastName: 'Hopper', ageGroup: '16+' },
    ])
    expect(result).toEqual({ changes: [], problems: ['Mother–Daughter classes are for daughters ages 12–15 only.'] })
  })

  it('requires both names and refuses a participant of another booking', () => {
    expect(checkSubstitution('adult', [mother], [{ participantId: 1, firstName: '', lastName: 'Hopper' }]).problems).toEqual([
      'Participant 1 first name is required',
    ])
    expect(checkSubstitution('adult', [mother], [{ participantId: 99, firstName: 'Eve', lastName: 'Doe' }]).problems).toHaveLength(1)
  })

  it('keeps an adult 16+ whatever the form sends', () => {
    const { changes } = checkSubstitution('adult', [mother], [{ participantId: 1, firstName: 'Eve', lastName: 'Doe', ageGroup: 'Under 12' }])
    expect(changes).toEqual([{ id: 1, firstName: 'Eve', lastName: 'Doe', ageGroup: '16+' }])
  })
})

describe('name limits in a substitution', () => {
  it('refuses a changed name over 50 characters, naming the field, and never the unchanged name stored before the limit', () => {
    const stored = { ...mother, lastName: 'L'.repeat(340) }
    const rows = substitutionRows.parse([
      { participantId: 1, firstName: 'Ada', lastName: stored.lastName },
      { participantId: 2, firstName: 'Cleo', lastName: 'Lovelace', ageGroup: '12-15' },
    ])
    expect(checkSubstitution('mother-daughter', [stored, daughter], rows)).toEqual({
      changes: [{ id: 2, firstName: 'Cleo', lastName: 'Lovelace', ageGroup: '12-15' }],
      problems: [],
    })
    expect(checkSubstitution('adult', [mother], [{ participantId: 1, firstName: 'G'.repeat(51), lastName: 'Hopper' }]).problems).toEqual([
      'Participant 1 first name is too long (50 characters at most).',
    ])
  })
})
