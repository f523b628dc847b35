import { bookingPath, isFull } from '@/domain/schedule/cardAction'
import type { EventJsonLdInput } from '@/domain/schedule/eventJsonLd'
import { occurrenceEnd, occurrenceStart } from '@/domain/schedule/occurrence'
import { formatClassDate, formatClassTime, formatDateTime } from '@/domain/time/format'
import type { BookingMethod, ClassType } from '@/domain/values'
import type { ListedOccurrence } from '@/server/publicSchedule'

type Optional = {
  /** ISO instant the class ends. */
  end: string
  time: string
  location: string
  venueName: string
  city: string
  instructor: string
  partnerOrganization: string
  specialNotes: string
  description: string
  registrationOpens: string
  /** 'June 1, 2026 at 9:00 AM', for 'Registration opens …'. */
  registrationOpensLabel: string
  bookingUrl: string
  /** Seats still bookable; absent when the count failed. */
  remaining: number
}

/**
 * What one card on /public-classes needs, as plain data: computed on the server (dates formatted in Pacific time
 * there, so the browser renders the same text) and sent once to the schedule's client component. Empty fields are
 * left out: with 200 classes, every key is 200 more values on the page and for React to parse.
 */
export type CardView = {
  id: number
  className: string
  type: ClassType
  bookingMethod: BookingMethod
  /** ISO instant the class starts (Pacific midnight for a date-only entry). */
  start: string
  date: string
  priceCents: number
  availableSpots: number
} & Partial<Optional>

const present = (fields: { [K in keyof Optional]: Optional[K] | null }): Partial<Optional> => {
  const kept: Partial<Record<keyof Optional, unknown>> = {}
  for (const key of Object.keys(fields) as (keyof Optional)[]) if (fields[key] !== null) kept[key] = fields[key]
  return kept as Partial<Optional>
}

export function toCardView(o: ListedOccurrence): CardView {
  const end = occurrenceEnd(o)
  return {
    id: o.id,
    className: o.className,
    type: o.type,
    bookingMethod: o.bookingMethod,
    start: occurrenceStart(o).toISOString(),
    date: formatClassDate(o.startTime ?? o.date),
    priceCents: o.priceCents,
    availableSpots: o.availableSpots,
    ...present({
      end: end ? end.toISOString() : null,
      time: o.startTime ? `${formatClassTime(o.startTime)}${end ? ` - ${formatClassTime(end)}` : ''}` : null,
      location: o.location,
      venueName: o.venueName,
      city: o.city,
      instructor: o.instructor,
      partnerOrganization: o.partnerOrganization,
      specialNotes: o.specialNotes,
      description: o.description,
      registrationOpens: o.registrationOpens,
      registrationOpensLabel: o.registrationOpens ? formatDateTime(o.registrationOpens) : null,
      bookingUrl: o.bookingUrl,
      remaining: o.remaining,
    }),
  }
}

/** Where the class is booked, as an absolute address (schema.org offer); `siteUrl` without a trailing slash. */
const offerUrl = (card: CardView, siteUrl: string): string => {
  if (card.bookingMethod === 'external' && card.bookingUrl) return card.bookingUrl
  return siteUrl + (card.bookingMethod === 'swsd website' ? bookingPath(card.type, card.id) : '/public-classes')
}

/** The schema.org Event of a card: sold out when a class booked here has no room for one more booking. */
export const cardEvent = (card: CardView, siteUrl: string): EventJsonLdInput => ({
  ...card,
  soldOut: card.bookingMethod === 'swsd website' && card.remaining !== undefined && isFull(card.type, card.remaining),
  url: offerUrl(card, siteUrl),
})
