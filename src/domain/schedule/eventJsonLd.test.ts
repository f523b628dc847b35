import { describe, expect, it } from 'vitest'

import { eventJsonLd, eventsJsonLd, jsonLdScript } from './eventJsonLd'

const base = {
  className: 'Adult & Teen Self-Defense',
  description: 'Three hours.',
  priceCents: 7500,
  location: '1250 Locust St, Walnut Creek, CA 94596',
  venueName: 'Lotus Yoga Studio',
  city: 'Walnut Creek',
  registrationOpens: null,
  instructor: 'Coach Dana Reyes',
  start: '2026-06-13T17:00:00.000Z',
  end: '2026-06-13T20:00:00.000Z',
  soldOut: false,
  url: 'https://swsd.example/book-adult-class/7',
}
const org = { name: 'SWSD Self-Defense', url: 'https://swsd.example/' }

describe('eventJsonLd', () => {
  it('describes the event with an in-stock offer in dollars', () => {
    const ld = eventJsonLd(base, org)
    expect(ld['@type']).toBe('Event')
    expect(ld.startDate).toBe('2026-06-13T17:00:00.000Z')
    expect(ld.endDate).toBe('2026-06-13T20:00:00.000Z')
    expect(ld.location.name).toBe('Lotus Yoga Studio')
    expect(ld.organizer).toEqual({ '@id': 'https://swsd.example/#organization' })
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      price: '75.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: 'https://swsd.example/book-adult-class/7',
    })
  })

  it('marks a full class SoldOut and gives the registration opening as validFrom', () => {
    const ld = eventJsonLd({ ...base, soldOut: true, registrationOpens: '2026-06-01T16:00:00.000Z', end: null }, org)
    expect(ld.offers.availability).toBe('https://schema.org/SoldOut')
    expect(ld.offers).toHaveProperty('validFrom', '2026-06-01T16:00:00.000Z')
    expect(ld).not.toHaveProperty('endDate')
  })

  it('puts every event of the page in one @graph document, after the organizer they refer to', () => {
    const doc = eventsJsonLd([eventJsonLd(base, org), eventJsonLd({ ...base, soldOut: true }, org)], org)
    const [organizer, ...events] = doc['@graph']
    expect(doc['@context']).toBe('https://schema.org')
    expect(organizer).toEqual({ '@type': 'Organization', '@id': 'https://swsd.example/#organization', name: 'SWSD Self-Defense', url: 'https://swsd.example/' })
    expect(events.map((e) => 'offers' in e && e.offers.availability)).toEqual(['https://schema.org/InStock', 'https://schema.org/SoldOut'])
  })

  it('escapes < so a class name cannot close the script tag', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
