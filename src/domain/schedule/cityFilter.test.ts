import { describe, expect, it } from 'vitest'

import { cityFilterOptions, matchesCity, parseCity } from './cityFilter'

describe('cityFilterOptions', () => {
  it("offers 'All Cities' then the sorted distinct cities, without 'Unknown' or blanks", () => {
    expect(cityFilterOptions(['Walnut Creek', 'Concord', 'Unknown', null, '', 'Concord', 'Pleasant Hill'])).toEqual([
      'All Cities',
      'Concord',
      'Pleasant Hill',
      'Walnut Creek',
    ])
  })

  it('offers no filter with only one real city', () => {
    expect(cityFilterOptions(['Concord', 'Concord', 'Unknown'])).toEqual([])
    expect(cityFilterOptions([])).toEqual([])
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
