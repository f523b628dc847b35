import { describe, expect, it } from 'vitest'

import { effectivePlace, placeOf, placeOfSchedule } from './place'

describe('placeOf', () => {
  it('words venue, address and city in that order, and searches the map for the address in its city', () => {
    expect(placeOf({ venueName: 'Studio A', location: '1250 Locust St', city: 'Walnut Creek' })).toEqual({
      venueName: 'Studio A',
      address: '1250 Locust St',
      city: 'Walnut Creek',
      text: 'Studio A, 1250 Locust St, Walnut Creek',
      textWithoutCity: 'Studio A, 1250 Locust St',
      mapQuery: '1250 Locust St, Walnut Creek',
    })
  })

  it('does not repeat a city the address already ends with', () => {
    const place = placeOf({ venueName: 'Walnut Creek Studio', location: '123 Main St, Walnut Creek', city: 'Walnut Creek' })
    expect(place.text).toBe('Walnut Creek Studio, 123 Main St, Walnut Creek')
    expect(place.mapQuery).toBe('123 Main St, Walnut Creek')
  })

  it('does not repeat a city the venue or address contains, whatever its case, but keeps the city in the map search', () => {
    expect(placeOf({ venueName: 'Concord Library', location: '2900 Salvio St', city: 'Concord' })).toMatchObject({
      text: 'Concord Library, 2900 Salvio St',
      mapQuery: '2900 Salvio St, Concord',
    })
    expect(placeOf({ location: '1 Main St, WALNUT CREEK, CA 94596', city: 'Walnut Creek' }).text).toBe('1 Main St, WALNUT CREEK, CA 94596')
  })

  it('keeps a city that is only part of a longer word', () => {
    expect(placeOf({ location: '1 Orindale Rd', city: 'Orinda' }).text).toBe('1 Orindale Rd, Orinda')
  })

  it('says a venue the address already names once', () => {
    expect(placeOf({ venueName: 'Lafayette Library', location: 'Lafayette Library, 3491 Mt Diablo Blvd', city: 'Lafayette' }).text).toBe(
      'Lafayette Library, 3491 Mt Diablo Blvd',
    )
    expect(placeOf({ venueName: 'Town Hall', location: 'Town Hall', city: 'Moraga' }).text).toBe('Town Hall, Moraga')
  })

  it('leaves out missing or blank parts', () => {
    expect(placeOf({ venueName: '  ', location: '1 Main St', city: null })).toMatchObject({
      venueName: null,
      text: '1 Main St',
      mapQuery: '1 Main St',
    })
    expect(placeOf({ venueName: 'Hall B', city: 'Concord' })).toMatchObject({ text: 'Hall B, Concord', mapQuery: 'Hall B, Concord' })
    expect(placeOf({ city: 'Concord' })).toMatchObject({ text: 'Concord', textWithoutCity: '', mapQuery: 'Concord' })
    expect(placeOf({})).toMatchObject({ text: '', textWithoutCity: '', mapQuery: null })
  })
})

describe('placeOfSchedule', () => {
  const klass = { location: '2 Oak St', venueName: 'Hall', city: 'Concord' }

  it("takes the schedule's own location, venue and city over the class's", () => {
    expect(placeOfSchedule({ location: '1 Main St', venueName: 'Studio B', city: 'Walnut Creek' }, klass).text).toBe('Studio B, 1 Main St, Walnut Creek')
  })

  it("falls back to the class's part by part where the schedule has none or a blank one", () => {
    expect(placeOfSchedule({ location: '1 Main St', venueName: ' ', city: null }, klass).text).toBe('Hall, 1 Main St, Concord')
    expect(placeOfSchedule({}, klass).text).toBe('Hall, 2 Oak St, Concord')
  })
})

describe('effectivePlace', () => {
  it('prefers the schedule overrides and falls back to the class field by field', () => {
    expect(
      effectivePlace({ location: '1 Main St', venueName: ' ', city: null }, { location: '2 Oak St', venueName: 'Hall', city: 'Concord' }),
    ).toEqual({ location: '1 Main St', venueName: 'Hall', city: 'Concord' })
  })
})
