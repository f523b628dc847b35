import type { BookingKind } from './bookingKind'

type Person = { firstName: string; lastName: string; ageGroup?: string | null; isPrimaryContact?: boolean | null }

/**
 * A participant as the customer reads them: a daughter's age group where the booking asked for it (mother-daughter
 * classes); the mother (the booking's contact) and adult bookings were never asked anyone's age.
 */
export const participantName = (p: Person, kind: BookingKind): string =>
  `${p.firstName} ${p.lastName}${kind !== 'adult' && !p.isPrimaryContact && p.ageGroup ? ` (${p.ageGroup})` : ''}`

/**
 * The longest first or last name a booking, a waitlist entry, a substitution or a waiver takes: one limit everywhere,
 * so a name accepted at booking never blocks a later change. A full name is both parts and a space.
 */
export const NAME_MAX_LENGTH = 50
export const FULL_NAME_MAX_LENGTH = NAME_MAX_LENGTH * 2 + 1

/** The refusal of a name over the limit, naming the field ('Participant 2 first name'). */
export const nameTooLong = (field: string, max: number = NAME_MAX_LENGTH): string => `${field} is too long (${max} characters at most).`
