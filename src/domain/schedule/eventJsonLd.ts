import type { Occurrence } from './occurrence'

export type EventJsonLdInput = Pick<
  Occurrence,
  'className' | 'description' | 'priceCents' | 'location' | 'venueName' | 'city' | 'registrationOpens' | 'instructor'
> & {
  start: Date
  end: Date | null
  soldOut: boolean
  /** Absolute address where the class is booked. */
  url: string
}

/** A schema.org Event for one upcoming class, with its offer and availability (for the page's @graph). */
export const eventJsonLd = (e: EventJsonLdInput, organizer: { name: string; url: string }) => ({
  '@type': 'Event',
  name: e.className,
  ...(e.description ? { description: e.description } : {}),
  startDate: e.start.toISOString(),
  ...(e.end ? { endDate: e.end.toISOString() } : {}),
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
  organizer: { '@type': 'Organization', name: organizer.name, url: organizer.url },
  ...(e.instructor ? { performer: { '@type': 'Person', name: e.instructor } } : {}),
  offers: {
    '@type': 'Offer',
    price: (e.priceCents / 100).toFixed(2),
    priceCurrency: 'USD',
    availability: e.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    url: e.url,
    ...(e.registrationOpens ? { validFrom: new Date(e.registrationOpens).toISOString() } : {}),
  },
})

/** All of a page's events in one JSON-LD document: one script element, however many classes. */
export const eventsJsonLd = (events: ReturnType<typeof eventJsonLd>[]) => ({ '@context': 'https://schema.org', '@graph': events })

/** JSON for a <script type="application/ld+json">, safe against '</script>' in any text. */
export const jsonLdScript = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c')
