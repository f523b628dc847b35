import { type CollectionBeforeValidateHook, ValidationError } from 'payload'

import type { BookingKind } from '@/domain/bookings/bookingKind'
import { partySeats } from '@/domain/waitlist/partySeats'
import type { WaitlistEntry } from '@/payload-types'

const sameParty = (a: WaitlistEntry['party'], b: WaitlistEntry['party']): boolean =>
  JSON.stringify((a ?? []).map((p) => [p.firstName, p.lastName, p.ageGroup])) === JSON.stringify((b ?? []).map((p) => [p.firstName, p.lastName, p.ageGroup]))

/**
 * One source of truth for an entry's seats: its contact plus its party, recomputed on every save, so an owner who adds
 * or removes a person in /cms changes the seats the list offers (pickOffers) and the offer books (makeOffer) alike.
 * The party of an offer is fixed: its held booking was made for that party.
 */
export const seatsFromParty: CollectionBeforeValidateHook<WaitlistEntry> = ({ data = {}, originalDoc, operation }) => {
  const party = data.party !== undefined ? data.party : originalDoc?.party
  if (operation === 'update' && originalDoc && originalDoc.status !== 'waiting' && data.party !== undefined && !sameParty(data.party, originalDoc.party)) {
    throw new ValidationError({
      collection: 'waitlist-entries',
      errors: [{ path: 'party', message: 'The party can be changed only while the entry is waiting: an offer holds seats for the party it was made to.' }],
    })
  }
  const kind = (data.classType ?? originalDoc?.classType ?? 'adult') as BookingKind
  return { ...data, seats: partySeats(kind, party?.length ?? 0) }
}
