import type { BookingKind } from '../values'

type Person = { firstName: string; lastName: string; ageGroup?: string | null }

/**
 * A participant as the customer reads them: the age group only where the booking asked for it (mother-daughter
 * classes); adult bookings never asked anyone's age.
 */
export const participantName = (p: Person, kind: BookingKind): string =>
  `${p.firstName} ${p.lastName}${kind !== 'adult' && p.ageGroup ? ` (${p.ageGroup})` : ''}`
