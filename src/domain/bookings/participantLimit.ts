import type { BookingKind } from './bookingKind'

/** Rows a booking form may hold besides its contact, who takes one seat too: the seats left allow no more; null when unknown. */
export const maxAddedRows = (seatsLeft: number | null): number | null => (seatsLeft === null ? null : Math.max(0, seatsLeft - 1))

const more = (kind: BookingKind, n: number): string => {
  if (kind === 'adult') return `${n} more ${n === 1 ? 'person' : 'people'}`
  return `${n} ${n === 1 ? 'daughter' : 'daughters'}`
}

/** Why the form adds no more rows: the seats left, and what they hold counting the contact. */
export function participantLimitNote(kind: BookingKind, seatsLeft: number): string {
  const spots = `${seatsLeft} ${seatsLeft === 1 ? 'spot' : 'spots'}`
  const added = Math.max(0, seatsLeft - 1)
  if (added === 0) return `This class has only ${spots} left: yours.`
  return `This class has only ${spots} left: you and ${more(kind, added)}.`
}
