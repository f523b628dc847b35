/** The parts of a place as stored: any of them may be missing or blank. */
export type PlaceParts = { location?: string | null; venueName?: string | null; city?: string | null }

/** Where a class meets, worded once for every screen, email and calendar file. */
export type Place = {
  venueName: string | null
  address: string | null
  city: string | null
  /** 'Venue, address, city' with nothing said twice; '' when nothing is known. */
  text: string
  /** The same without the city, for a screen that shows the city on its own line. */
  textWithoutCity: string
  /** What a maps search looks for: the address (else the venue) with its city; null when nothing is known. */
  mapQuery: string | null
}

const filled = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null)

/** Location, venue and city of an occurrence: the schedule's own value when it has one, else the class's. */
export const effectivePlace = (schedule: PlaceParts, klass: PlaceParts): { location: string | null; venueName: string | null; city: string | null } => ({
  location: filled(schedule.location) ?? filled(klass.location),
  venueName: filled(schedule.venueName) ?? filled(klass.venueName),
  city: filled(schedule.city) ?? filled(klass.city),
})

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether `whole` already says `part`, as whole words, ignoring case ('123 Main St, Walnut Creek' says 'Walnut Creek'). */
const says = (whole: string, part: string): boolean =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(part)}($|[^\\p{L}\\p{N}])`, 'iu').test(whole)

/** The parts joined by commas, leaving out any part another one already says (the first of two equal parts stays). */
const joinOnce = (parts: (string | null)[]): string => {
  const present = parts.filter((p): p is string => p !== null)
  return present
    .filter((part, i) => !present.some((other, j) => j !== i && says(other, part) && (other.length > part.length || j < i)))
    .join(', ')
}

/** Where an occurrence meets (its schedule's values already taken over its class's, as `effectivePlace` does). */
export function placeOf(occurrence: PlaceParts): Place {
  const venueName = filled(occurrence.venueName)
  const address = filled(occurrence.location)
  const city = filled(occurrence.city)
  return {
    venueName,
    address,
    city,
    text: joinOnce([venueName, address, city]),
    textWithoutCity: joinOnce([venueName, address]),
    mapQuery: joinOnce([address ?? venueName, city]) || null,
  }
}

/** Where a schedule meets: each part is the schedule's own when it has one, else its class's. */
export const placeOfSchedule = (schedule: PlaceParts, klass: PlaceParts): Place => placeOf(effectivePlace(schedule, klass))
