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
type Ref = { '@id': string }

/**
 * The schema.org Events of a page's upcoming classes, with their offers and availability, as one JSON-LD @graph.
 * The organizer, each venue and each instructor are described once and referred to by @id, however many classes
 * share them. Absent values are left undefined, which JSON leaves out.
 */
export function eventsJsonLd(events: readonly EventJsonLdInput[], organizer: Organizer) {
  const nodes: Node[] = []
  const refs = new Map<string, Ref>()
  /** A reference to the shared node `key`, added to the graph with the id `id` when first seen. */
  const refer = (key: string, id: () => string, node: () => Node): Ref => {
    let ref = refs.get(key)
    if (!ref) {
      ref = { '@id': id() }
      nodes.push({ ...ref, ...node() })
      refs.set(key, ref)
    }
    return ref
  }
  // Ids relative to the page: short, and unique within it.
  const counts = { place: 0, instructor: 0 }
  const localId = (kind: keyof typeof counts) => () => `#${kind}-${++counts[kind]}`
  const organizerRef = refer('organizer', () => '#organizer', () => ({ '@type': 'Organization', name: organizer.name, url: organizer.url }))
  const place = (e: EventJsonLdInput) =>
    refer(`place\n${e.venueName ?? ''}\n${e.location ?? ''}\n${e.city ?? ''}`, localId('place'), () => ({
      '@type': 'Place',
      name: e.venueName || e.location || e.city || organizer.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: e.location || undefined,
        addressLocality: e.city || undefined,
        addressRegion: 'CA',
        addressCountry: 'US',
      },
    }))
  const performer = (name: string) => refer(`instructor\n${name}`, localId('instructor'), () => ({ '@type': 'Person', name }))

  const graph = events.map((e) => ({
    '@type': 'Event',
    name: e.className,
    description: e.description || undefined,
    startDate: e.start,
    endDate: e.end || undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(e),
    organizer: organizerRef,
    performer: e.instructor ? performer(e.instructor) : undefined,
    offers: {
      '@type': 'Offer',
      price: (e.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: e.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url: e.url,
      validFrom: e.registrationOpens || undefined,
    },
  }))
  // `concat` reads the shared nodes after the events (which add them) are built. A spread `[...nodes, ...graph]` read
  // them before once the production minifier inlined `graph`: the pages then referred to places that were not there.
  return { '@context': 'https://schema.org', '@graph': nodes.concat(graph) }
}

/** JSON for a <script type="application/ld+json">, safe against '</script>' in any text. */
export const jsonLdScript = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c')
