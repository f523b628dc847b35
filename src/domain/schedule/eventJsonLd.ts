type Text = string | null | undefined

export type EventJsonLdInput = {
  className: string
  priceCents: number
  description?: Text
  location?: Text
  venueName?: Text
  city?: Text
  instructor?: Text
  /** ISO instants. */
  start: string
  end?: Text
  registrationOpens?: Text
  soldOut: boolean
  /** Absolute address where the class is booked. */
  url: string
}

export type Organizer = { name: string; url: string }

type Node = Record<string, unknown>

/**
 * The schema.org Events of a page's upcoming classes, with their offers and availability, as one JSON-LD @graph.
 * The organizer, each venue and each instructor are described once and referred to by @id, however many classes
 * share them.
 */
export function eventsJsonLd(events: readonly EventJsonLdInput[], organizer: Organizer) {
  const shared = new Map<string, Node>()
  const counts = { place: 0, instructor: 0 }
  /** A reference to the shared node `key`, described by `node()` when first seen. */
  const refer = (key: string, id: () => string, node: () => Node) => {
    let entry = shared.get(key)
    if (!entry) {
      entry = { '@id': id(), ...node() }
      shared.set(key, entry)
    }
    return { '@id': entry['@id'] }
  }
  // Ids relative to the page: short, and unique within it.
  const localId = (kind: keyof typeof counts) => () => `#${kind}-${++counts[kind]}`
  const organizerRef = refer('organization', () => '#organizer', () => ({ '@type': 'Organization', name: organizer.name, url: organizer.url }))

  const graph = events.map((e) => ({
    '@type': 'Event',
    name: e.className,
    ...(e.description ? { description: e.description } : {}),
    startDate: e.start,
    ...(e.end ? { endDate: e.end } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: refer(`place|${e.venueName ?? ''}|${e.location ?? ''}|${e.city ?? ''}`, localId('place'), () => ({
      '@type': 'Place',
      name: e.venueName ?? e.location ?? e.city ?? organizer.name,
      address: {
        '@type': 'PostalAddress',
        ...(e.location ? { streetAddress: e.location } : {}),
        ...(e.city ? { addressLocality: e.city } : {}),
        addressRegion: 'CA',
        addressCountry: 'US',
      },
    })),
    organizer: organizerRef,
    ...(e.instructor ? { performer: refer(`person|${e.instructor}`, localId('instructor'), () => ({ '@type': 'Person', name: e.instructor })) } : {}),
    offers: {
      '@type': 'Offer',
      price: (e.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: e.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url: e.url,
      ...(e.registrationOpens ? { validFrom: e.registrationOpens } : {}),
    },
  }))
  return { '@context': 'https://schema.org', '@graph': [...shared.values(), ...graph] }
}

/** JSON for a <script type='application/ld+json'>, safe against '</script>' in any text. */
export const jsonLdScript = (data: unknown): string =>
  JSON.stringify(data).replace(/</g, '\\u003c')
