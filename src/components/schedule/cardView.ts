import { bookingPath, isFull } from '@/domain/schedule/cardAction'
import type { EventJsonLdInput } from '@/domain/schedule/eventJsonLd'
import { occurrenceEnd, occurrenceStart } from '@/domain/schedule/occurrence'
import { formatClassDate, formatClassTime, formatDateTime, formatPrice } from '@/domain/time/format'
import type { BookingMethod, ClassType } from '@/domain/values'
import type { ListedOccurrence } from '@/server/publicSchedule'

/**
 * What one card on /public-classes needs, as plain data: computed on the server (dates and prices formatted in
 * Pacific time there, so the browser renders the same text) and sent once to the schedule's client component.
 */
export type CardView = {
  id: number
  className: string
  type: ClassType
  bookingMethod: BookingMethod
  /** ISO instant the class starts (Pacific midnight for a date-only entry). */
  start: string
  end: string | null
  date: string
  time: string | null
  location: string | null
  venueName: string | null
  city: string | null
  instructor: string | null
  price: string
  priceCents: number
  partnerOrganization: string | null
  specialNotes: string | null
  description: string | null
  registrationOpens: string | null
  /** 'June 1, 2026 at 9:00 AM', for 'Registration opens …'. */
  registrationOpensLabel: string | null
  bookingUrl: string | null
  availableSpots: number
  remaining: number | null
  /** Absolute address where the class is booked (schema.org offer). */
  offerUrl: string
}

export function toCardView(o: ListedOccurrence, siteUrl: string): CardView {
  const end = occurrenceEnd(o)
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  return {
    id: o.id,
    className: o.className,
    type: o.type,
    bookingMethod: o.bookingMethod,
    start: occurrenceStart(o).toISOString(),
    end: end ? end.toISOString() : null,
    date: formatClassDate(o.startTime ?? o.date),
    time: o.startTime ? `${formatClassTime(o.startTime)}${end ? ` - ${formatClassTime(end)}` : ''}` : null,
    location: o.location,
    venueName: o.venueName,
    city: o.city,
    instructor: o.instructor,
    price: formatPrice(o.priceCents),
    priceCents: o.priceCents,
    partnerOrganization: o.partnerOrganization,
    specialNotes: o.specialNotes,
    description: o.description,
    registrationOpens: o.registrationOpens,
    registrationOpensLabel: o.registrationOpens ? formatDateTime(o.registrationOpens) : null,
    bookingUrl: o.bookingUrl,
    availableSpots: o.availableSpots,
    remaining: o.remaining,
    offerUrl:
      o.bookingMethod === 'external' && o.bookingUrl
        ? o.bookingUrl
        : absolute(o.bookingMethod === 'swsd website' ? bookingPath(o.type, o.id) : '/public-classes'),
  }
}

/** The schema.org Event of a card: sold out when a class booked here has no room for one more booking. */
export const cardEvent = (card: CardView): EventJsonLdInput => ({
  ...card,
  start: new Date(card.start),
  end: card.end ? new Date(card.end) : null,
  soldOut: card.bookingMethod === 'swsd website' && card.remaining !== null && isFull(card.type, card.remaining),
  url: card.offerUrl,
})
