import { bookingKindOf } from '@/domain/bookings/bookingKind'
import { formatOpensAt } from '@/domain/bookings/classStart'
import { formatUnitPrice, priceUnit } from '@/domain/bookings/pricing'
import { bookingPath, isFull } from '@/domain/schedule/cardAction'
import type { EventJsonLdInput } from '@/components/seo/eventJsonLd'
import { occurrenceEnd, occurrenceStart } from '@/domain/schedule/occurrence'
import { formatClassDate, formatTimeRange } from '@/domain/time/format'
import type { BookingMethod } from '@/domain/schedule/bookingMethods'
import type { ClassType } from '@/domain/schedule/classTypes'
import type { ListedOccurrence } from '@/server/schedule/occurrences'

/** What a card shows of its class: sent once for all the occurrences of the class. */
export type ClassView = {
  name: string
  type: ClassType
  bookingMethod: BookingMethod
  priceCents: number
  /** '$75 per person': formatted here, on the server, so the browser does not load number formatting to show it. */
  price: string
  partnerOrganization?: string
  instructor?: string
  description?: string
}

/** Where a class meets: sent once for all the occurrences at the same place. */
export type PlaceView = { location?: string; venueName?: string; city?: string }

/** One class occurrence on /public-classes, with its class and place as indexes into the schedule's lists. */
export type CardView = {
  id: number
  classIndex: number
  placeIndex: number
  /** ISO instant the class starts (Pacific midnight for a date-only entry). */
  start: string
  /** ISO instant the class ends. */
  end?: string
  date: string
  time?: string
  specialNotes?: string
  registrationOpens?: string
  /** 'Monday, June 1, 2026 at 9:00 AM Pacific Time', for 'Registration opens …'. */
  registrationOpensLabel?: string
  bookingUrl?: string
  availableSpots: number
  /** Seats still bookable; absent when the count failed. */
  remaining?: number
  /** People on the class's waitlist (each party's seats); absent when none. */
  waiting?: number
}

/**
 * What the cards of /public-classes need, as plain data: computed on the server (dates formatted in Pacific time
 * there, so the browser renders the same text) and sent once to the schedule's client component. It is normalized,
 * each class and place once, and empty fields are left out: with 200 classes, every repeated value is 200 more for
 * the page to carry and for React to parse.
 */
export type ScheduleView = { classes: ClassView[]; places: PlaceView[]; cards: CardView[] }

/** `fields` without its null ones. */
function present<T extends Record<string, unknown>>(fields: T): { [K in keyof T]?: Exclude<T[K], null> } {
  const kept: Record<string, unknown> = {}
  for (const key in fields) if (fields[key] !== null) kept[key] = fields[key]
  return kept as { [K in keyof T]?: Exclude<T[K], null> }
}

/** A list that holds each value once: `indexOf` adds the value (made by `make`) the first time its key is seen. */
function distinctList<V>() {
  const list: V[] = []
  const indexes = new Map<string | number, number>()
  const indexOf = (key: string | number, make: () => V): number => {
    let index = indexes.get(key)
    if (index === undefined) {
      index = list.push(make()) - 1
      indexes.set(key, index)
    }
    return index
  }
  return { list, indexOf }
}

export function toScheduleView(occurrences: readonly ListedOccurrence[]): ScheduleView {
  const classes = distinctList<ClassView>()
  const places = distinctList<PlaceView>()
  const cards = occurrences.map((o): CardView => {
    const end = occurrenceEnd(o)?.toISOString() ?? null
    return {
      id: o.id,
      classIndex: classes.indexOf(o.classId, () => ({
        name: o.className,
        type: o.type,
        bookingMethod: o.bookingMethod,
        priceCents: o.priceCents,
        price: formatUnitPrice(o.priceCents, priceUnit(bookingKindOf(o.type))),
        ...present({ partnerOrganization: o.partnerOrganization, instructor: o.instructor, description: o.description }),
      })),
      placeIndex: places.indexOf(JSON.stringify([o.location, o.venueName, o.city]), () =>
        present({ location: o.location, venueName: o.venueName, city: o.city }),
      ),
      start: occurrenceStart(o).toISOString(),
      date: formatClassDate(o.startTime ?? o.date),
      availableSpots: o.availableSpots,
      ...present({
        end,
        time: formatTimeRange(o.startTime, end) || null,
        specialNotes: o.specialNotes,
        registrationOpens: o.registrationOpens,
        registrationOpensLabel: o.registrationOpens ? formatOpensAt(o.registrationOpens) : null,
        bookingUrl: o.bookingUrl,
        remaining: o.remaining,
        waiting: o.waiting || null,
      }),
    }
  })
  return { classes: classes.list, places: places.list, cards }
}

/** Where the class is booked, as an absolute address (schema.org offer); `siteUrl` without a trailing slash. */
const offerUrl = (card: CardView, klass: ClassView, siteUrl: string): string => {
  if (klass.bookingMethod === 'external' && card.bookingUrl) return card.bookingUrl
  return siteUrl + (klass.bookingMethod === 'swsd website' ? bookingPath(klass.type, card.id) : '/public-classes')
}

/** The schema.org Event of a card: sold out when a class booked here has no room for one more booking. */
export const cardEvent = (card: CardView, klass: ClassView, place: PlaceView, siteUrl: string): EventJsonLdInput => ({
  className: klass.name,
  priceCents: klass.priceCents,
  description: klass.description,
  instructor: klass.instructor,
  location: place.location,
  venueName: place.venueName,
  city: place.city,
  start: card.start,
  end: card.end,
  registrationOpens: card.registrationOpens,
  soldOut: klass.bookingMethod === 'swsd website' && card.remaining !== undefined && isFull(klass.type, card.remaining),
  url: offerUrl(card, klass, siteUrl),
})
