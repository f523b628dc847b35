import type { CollectionAfterChangeHook } from 'payload'

import { holdsSeats } from '@/domain/schedule/seats'
import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'
import { markOfferBooked } from '@/server/db/waitlistEntries'
import { offerFreedSeats, seatsOfferedByCaller } from '@/server/waitlist/offerFreedSeats'
import { txOfRequest } from '@/server/transaction'

/**
 * Every change that frees seats (a cancellation, a refund, a move out, a declined or cancelled offer, fewer seats)
 * offers them down the class's waitlist in the same transaction, under the class's row lock; and a waitlist offer
 * that is paid marks its entry booked. The guarantee for changes made in /cms and by flows that do not offer the seats
 * themselves: the cancellations (cancelAndRefund, cancelBookingForCredit) call offerFreedSeats where they cancel.
 */
export const offerSeatsToWaitlist: CollectionAfterChangeHook<Booking> = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const tx = await txOfRequest(req.payload, req)
  if (!tx) return doc
  const now = new Date()
  if (doc.status === 'confirmed' && previousDoc.status !== 'confirmed') {
    await markOfferBooked(tx.db, doc.id, now)
  }
  const before = relationId(previousDoc.schedule)
  const freed =
    holdsSeats(previousDoc, now) &&
    (!holdsSeats(doc, now) || relationId(doc.schedule) !== before || Number(doc.seats) < Number(previousDoc.seats))
  if (freed && !seatsOfferedByCaller(context)) await offerFreedSeats(req.payload, tx, before, now)
  return doc
}
