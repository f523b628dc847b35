import { describe, expect, it } from 'vitest'

import { cityFilter, matchesCity, parseCity } from './cityFilter'

describe('cityFilter', () => {
  it("offers 'All Cities' then the sorted distinct cities, without 'Unknown' or blanks", () => {
    expect(cityFilter(['Walnut Creek', 'Concord', 'Unknown', null, '', 'Concord', 'Pleasant Hill'], null)).toEqual({
      options: ['All Cities', 'Concord', 'Pleasant Hill', 'Walnut Creek'],
      city: null,
    })
  })

  it('offers no filter with only one real city', () => {
    expect(cityFilter(['Concord', 'Concord', 'Unknown'], null)).toEqual({ options: [], city: null })
    expect(cityFilter([], null)).toEqual({ options: [], city: null })
    expect(cityFilter(['Concord'], 'concord')).toEqual({ options: [], city: 'Concord' })
  })

  it('spells the chosen city as its option', () => {
    expect(cityFilter(['Concord', 'Walnut Creek'], 'walnut creek').city).toBe('Walnut Creek')
  })

  it('keeps a city this tab has no class in chosen, offered and in order, so the filter marks what the list shows', () => {
    expect(cityFilter(['Pleasant Hill', 'Walnut Creek'], 'Concord')).toEqual({
      options: ['All Cities', 'Concord', 'Pleasant Hill', 'Walnut Creek'],
      city: 'Concord',
    })
    expect(cityFilter(['Walnut Creek'], 'Concord')).toEqual({ options: ['All Cities', 'Concord', 'Walnut Creek'], city: 'Concord' })
    expect(cityFilter([], 'Concord')).toEqual({ options: ['All Cities', 'Concord'], city: 'Concord' })
  })
})

describe('parseCity and matchesCity', () => {
  it('reads a missing, blank or All Cities parameter as no filter', () => {
    expect(parseCity(undefined)).toBeNull()
    expect(parseCity('  ')).toBeNull()
    expect(parseCity('All Cities')).toBeNull()
    expect(parseCity(' Concord ')).toBe('Concord')
  })

  it('matches cities ignoring case; no filter matches everything', () => {
    expect(matchesCity('Concord', 'concord')).toBe(true)
    expect(matchesCity('Walnut Creek', 'Concord')).toBe(false)
    expect(matchesCity(null, null)).toBe(true)
  })
})
