import type { Payload } from 'payload'

import { goodwillResultWords } from '@/domain/cms/ownerBookingActions'
import { HISTORY } from '@/domain/manage/historyActions'
import { AppError } from '@/lib/errors'

import type { StaffUser } from '../auth/requireStaff'
import { actorOf, recordBookingEvent } from '../bookings/bookingHistory'
import { inTransaction } from '../transaction'

/**
 * A goodwill class credit given from a booking's page: made as the owner makes one in Class credits (same hooks: code,
 * 12 months, the email with the code), for the booking's contact, with the owner's reason in the email and a line in
 * the booking's history. The booking itself does not change.
 */
export async function goodwillByOwner(payload: Payload, bookingId: number, owner: StaffUser, { amountCents, reason }: { amountCents: number; reason: string }) {
  return inTransaction(payload, async (tx) => {
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, disableErrors: true, req: tx.req }) // system read: the booking the credit starts from
    if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'Booking not found', { bookingId })
    const credit = await payload.create({
      collection: 'class-credits',
      data: { status: 'active', amountCents, customerEmail: booking.contactEmail, reason: `${reason} (booking ${booking.bookingNumber})` },
      context: { reasonForCustomer: reason },
      user: owner,
      overrideAccess: false,
      req: tx.req,
    })
    await recordBookingEvent(payload, bookingId, { action: HISTORY.ownerGoodwillCredit, actor: actorOf(owner), amountCents, reason }, tx.req)
    return { status: booking.status, message: goodwillResultWords({ code: credit.code!, amountCents, expiresAt: credit.expiresAt! }, booking.contactEmail) }
  })
}
