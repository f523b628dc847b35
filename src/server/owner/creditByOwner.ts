import type { Payload } from 'payload'

import { creditResultWords } from '@/domain/cms/ownerBookingActions'
import { HISTORY } from '@/domain/manage/historyActions'

import type { StaffUser } from '../auth/requireStaff'
import { actorOf, staffNameOf } from '../bookings/bookingHistory'
import { cancelBookingForCredit } from '../credits/cancelBookingForCredit'

/**
 * The owner cancels a confirmed booking for a class credit of what was paid, whatever the days left (the customer's
 * tiers do not bind the owner), through the customer's own cancelBookingForCredit: one credit per booking, emailed
 * with the owner's reason.
 */
export async function creditByOwner(payload: Payload, bookingId: number, owner: StaffUser, { reason, now = new Date() }: { reason: string; now?: Date }) {
  const credit = await cancelBookingForCredit(payload, bookingId, {
    actor: { type: 'user', userId: owner.id, name: staffNameOf(owner) },
    now,
    note: { action: HISTORY.ownerCredited, actor: actorOf(owner), reason },
  })
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true })
  return {
    status: booking.status,
    credit: { code: credit.code, amountCents: credit.amountCents, expiresAt: credit.expiresAt },
    message: creditResultWords(booking.bookingNumber ?? `#${bookingId}`, credit, booking.contactEmail),
  }
}
