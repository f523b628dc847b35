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

/** The organizer's node id in the page's @graph: every event refers to it instead of repeating it. */
const organizerId = (organizer: Organizer) => `${organizer.url.replace(/\/$/, '')}/#organization`

/** A schema.org Event for one upcoming class, with its offer and availability (for the page's @graph). */
export const eventJsonLd = (e: EventJsonLdInput, organizer: Organizer) => ({
  '@type': 'Event',
  name: e.className,
  ...(e.description ? { description: e.description } : {}),
  startDate: e.start,
  ...(e.end ? { endDate: e.end } : {}),
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  location: {
    '@type': 'Place',
    name: e.venueName ?? e.location ?? e.city ?? organizer.name,
    address: {
      '@type': 'PostalAddress',
      ...(e.location ? { streetAddress: e.location } : {}),
      ...(e.city ? { addressLocality: e.city } : {}),
      addressRegion: 'CA',
      addressCountry: 'US',
    },
  },
  organizer: { '@id': organizerId(organizer) },
  ...(e.instructor ? { performer: { '@type': 'Person', name: e.instructor } } : {}),
  offers: {
    '@type': 'Offer',
    price: (e.priceCents / 100).toFixed(2),
    priceCurrency: 'USD',
    availability: e.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    url: e.url,
    ...(e.registrationOpens ? { validFrom: e.registrationOpens } : {}),
  },
})

/** All of a page's events in one JSON-LD document, with their organizer once: one script element, however many classes. */
export const eventsJsonLd = (events: ReturnType<typeof eventJsonLd>[], organizer: Organizer) => ({
  '@context': 'https://schema.org',
  '@graph': [{ '@type': 'Organization', '@id': organizerId(organizer), name: organizer.name, url: organizer.url }, ...events],
})

/** JSON for a <script type="application/ld+json">, safe against '</script>' in any text. */
export const jsonLdScript = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c')
