import type { Payload } from 'payload'

import type { IssuedCreditWords } from '@/domain/manage/manageWords'

/** The class credit a booking was cancelled for, as its manage page shows it on every visit; null when none. */
export async function creditOfBooking(payload: Payload, bookingId: number): Promise<IssuedCreditWords | null> {
  const { docs } = await payload.find({
    collection: 'class-credits',
    where: { sourceBooking: { equals: bookingId } },
    depth: 0,
    limit: 1,
    overrideAccess: true, // system read: the caller holds the booking's private link (checked before this is called)
  })
  const credit = docs[0]
  // expiresAt is always set on create (cancelBookingForCredit, or fillNewCredit); the code itself is only in the email.
  return credit ? { hint: credit.codeHint, amountCents: credit.amountCents, expiresAt: credit.expiresAt! } : null
}
