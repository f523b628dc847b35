import { describe, expect, it } from 'vitest'

import { participantName } from './participantName'

describe('participantName', () => {
  it('shows the age group on mother-daughter bookings only', () => {
    expect(participantName({ firstName: 'Ada', lastName: 'Lovelace', ageGroup: '16+' }, 'adult')).toBe('Ada Lovelace')
    expect(participantName({ firstName: 'Bea', lastName: 'Lovelace', ageGroup: '12-15' }, 'mother-daughter')).toBe('Bea Lovelace (12-15)')
    expect(participantName({ firstName: 'Cy', lastName: 'Lovelace', ageGroup: '12-15' }, 'community-mother-daughter')).toBe('Cy Lovelace (12-15)')
    expect(participantName({ firstName: 'Di', lastName: 'Lovelace' }, 'mother-daughter')).toBe('Di Lovelace')
  })

  it('never labels the mother (the booking contact) with an age group', () => {
    expect(participantName({ firstName: 'Ada', lastName: 'Lovelace', ageGroup: '16+', isPrimaryContact: true }, 'mother-daughter')).toBe('Ada Lovelace')
    expect(participantName({ firstName: 'Ada', lastName: 'Lovelace', ageGroup: '16+', isPrimaryContact: true }, 'community-mother-daughter')).toBe('Ada Lovelace')
    expect(participantName({ firstName: 'Bea', lastName: 'Lovelace', ageGroup: '12-15', isPrimaryContact: false }, 'mother-daughter')).toBe('Bea Lovelace (12-15)')
  })
})
