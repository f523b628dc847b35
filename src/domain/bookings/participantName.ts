import type { BookingKind } from '../values'

type Person = { firstName: string; lastName: string; ageGroup?: string | null; isPrimaryContact?: boolean | null }

/**
 * A participant as the customer reads them: a daughter's age group where the booking asked for it (mother-daughter
 * classes); the mother (the booking's contact) and adult bookings were never asked anyone's age.
 */
export const participantName = (p: Person, kind: BookingKind): string =>
  `${p.firstName} ${p.lastName}${kind !== 'adult' && !p.isPrimaryContact && p.ageGroup ? ` (${p.ageGroup})` : ''}`
