import { describe, expect, it } from 'vitest'

import { emptyMessage, parseTab, tabForClassType } from './tabs'

describe('tabForClassType', () => {
  it('puts each public type on its tab and community classes on none', () => {
    expect(tabForClassType('public-adult-teen')).toBe('adult-teen')
    expect(tabForClassType('public-mother-daughter')).toBe('mother-daughter')
    expect(tabForClassType('community-mother-daughter')).toBeNull()
  })
})

describe('parseTab', () => {
  it('defaults to adult & teen for a missing or unknown value', () => {
    expect(parseTab(undefined)).toBe('adult-teen')
    expect(parseTab('community')).toBe('adult-teen')
    expect(parseTab(['mother-daughter'])).toBe('adult-teen')
    expect(parseTab('mother-daughter')).toBe('mother-daughter')
  })
})

describe('emptyMessage', () => {
  it('uses the spec text, naming the city when filtered', () => {
    expect(emptyMessage('adult-teen', null)).toBe('No upcoming Adults & Teens classes scheduled.')
    expect(emptyMessage('mother-daughter', null)).toBe('No upcoming Mother & Daughter Classes scheduled.')
    expect(emptyMessage('adult-teen', 'Concord')).toBe('No upcoming Adults & Teens classes scheduled in Concord.')
    expect(emptyMessage('mother-daughter', 'Concord')).toBe('No upcoming Mother & Daughter Classes scheduled in Concord.')
  })
})
