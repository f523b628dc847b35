import type { Payload } from 'payload'

import type { WaitlistTx } from './waitlistTx'

/**
 * Ends an offer's held booking (declined, withdrawn): its seats are free at once, and the bookings' hook offers them
 * down the list in the same transaction. A booking no longer held (paid, lapsed) is left as it is. True when released.
 */
export async function releaseOffer(payload: Payload, tx: WaitlistTx, bookingId: number, action: string): Promise<boolean> {
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, disableErrors: true, req: tx.req }) // system read: the offer's own booking
  if (booking?.status !== 'held') return false
  await payload.update({
    collection: 'bookings',
    id: bookingId,
    data: { status: 'expired' },
    context: { bookingEvent: { action, actor: 'system (waitlist)' } },
    req: tx.req,
    overrideAccess: true, // system call: the waitlist gives back the seats of an offer that ended
  })
  return true
}
