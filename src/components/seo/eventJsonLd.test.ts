import { describe, expect, it } from 'vitest'

import { eventsJsonLd, jsonLdScript } from './eventJsonLd'

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

type Node = Record<string, unknown> & { '@id'?: string; '@type'?: string }
/** The graph as the page carries it: JSON, where undefined values are left out. */
const onPage = (events: Parameters<typeof eventsJsonLd>[0]) => JSON.parse(jsonLdScript(eventsJsonLd(events, org)))
const graphOf = (events: Parameters<typeof eventsJsonLd>[0]) => onPage(events)['@graph'] as Node[]
const eventsIn = (graph: Node[]) => graph.filter((node) => node['@type'] === 'Event') as (Node & { offers: Node; location: Node; organizer: Node; performer?: Node })[]
const byId = (graph: Node[], ref: Node | undefined) => graph.find((node) => node['@id'] === ref?.['@id'])

describe('eventsJsonLd', () => {
  it('describes the event with an in-stock offer in dollars', () => {
    const graph = graphOf([base])
    const [event] = eventsIn(graph)
    expect(event.name).toBe('Adult & Teen Self-Defense')
    expect(event.description).toBe('Three hours.')
    expect(event.startDate).toBe('2026-06-13T17:00:00.000Z')
    expect(event.endDate).toBe('2026-06-13T20:00:00.000Z')
    expect(event.offers).toEqual({
      '@type': 'Offer',
      price: '75.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: 'https://swsd.example/book-adult-class/7',
    })
  })

  it('gives the venue, the instructor and the organizer as nodes of the graph the event refers to', () => {
    const graph = graphOf([base])
    const [event] = eventsIn(graph)
    expect(byId(graph, event.location)).toEqual({
      '@id': '#place-1',
      '@type': 'Place',
      name: 'Lotus Yoga Studio',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1250 Locust St, Walnut Creek, CA 94596',
        addressLocality: 'Walnut Creek',
        addressRegion: 'CA',
        addressCountry: 'US',
      },
    })
    expect(byId(graph, event.performer)).toMatchObject({ '@type': 'Person', name: 'Coach Dana Reyes' })
    expect(byId(graph, event.organizer)).toEqual({
      '@id': '#organizer',
      '@type': 'Organization',
      name: 'SWSD Self-Defense',
      url: 'https://swsd.example/',
    })
  })

  it('describes a venue and an instructor once however many classes share them', () => {
    const elsewhere = { ...base, venueName: null, location: '100 Main St', city: 'Concord', instructor: 'Coach Lee' }
    const graph = graphOf([base, { ...base, start: '2026-06-20T17:00:00.000Z' }, elsewhere])
    const events = eventsIn(graph)
    expect(events).toHaveLength(3)
    expect(graph.filter((node) => node['@type'] === 'Place')).toHaveLength(2)
    expect(graph.filter((node) => node['@type'] === 'Person')).toHaveLength(2)
    expect(events[1].location).toEqual(events[0].location)
    expect(events[2].location).not.toEqual(events[0].location)
    expect(byId(graph, events[2].location)).toMatchObject({ name: '100 Main St' })
    expect(new Set(graph.map((node) => node['@id']).filter(Boolean)).size).toBe(5)
  })

  it('marks a full class SoldOut and gives the registration opening as validFrom', () => {
    const [event] = eventsIn(graphOf([{ ...base, soldOut: true, registrationOpens: '2026-06-01T16:00:00.000Z', end: null, instructor: null }]))
    expect(event.offers.availability).toBe('https://schema.org/SoldOut')
    expect(event.offers).toHaveProperty('validFrom', '2026-06-01T16:00:00.000Z')
    expect(event).not.toHaveProperty('endDate')
    expect(event).not.toHaveProperty('performer')
  })

  it('puts every event of the page in one document', () => {
    const doc = onPage([base, { ...base, soldOut: true }])
    expect(doc['@context']).toBe('https://schema.org')
    expect(eventsIn(doc['@graph'] as Node[]).map((e) => e.offers.availability)).toEqual(['https://schema.org/InStock', 'https://schema.org/SoldOut'])
  })

  it('escapes < so a class name cannot close the script tag', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
