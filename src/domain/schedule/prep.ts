/** Prep-page defaults (booking-and-admin §3, §9). */
export const DEFAULT_ARRIVAL = 'Please arrive 15 minutes early'
export const DEFAULT_CITY = 'Walnut Creek'

const filled = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null)

export const arrivalInstructions = (value: string | null | undefined): string => filled(value) ?? DEFAULT_ARRIVAL
export const prepCity = (value: string | null | undefined): string => filled(value) ?? DEFAULT_CITY
export const instructorName = (fromClass: string | null | undefined, fallback: string | null | undefined): string | null =>
  filled(fromClass) ?? filled(fallback)

/** Yoga venues add the 'no outside food or drink except water' note. */
export const isYogaVenue = (venueName: string | null | undefined): boolean => /yoga/i.test(venueName ?? '')

/** Which hero the prep page shows: the mother-daughter one when the class type mentions 'mother'. */
export const prepHero = (classType: string): 'mother-daughter' | 'adult' => (/mother/i.test(classType) ? 'mother-daughter' : 'adult')

/** Maps searches for an address: Google (also used on the class cards) and Apple. */
export const googleMapsUrl = (address: string): string => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
export const appleMapsUrl = (address: string): string => `https://maps.apple.com/?q=${encodeURIComponent(address)}`

/** A phone number as a tel:/sms: target: digits and a leading plus only. */
export const phoneTarget = (phone: string): string => phone.replace(/[^\d+]/g, '')
