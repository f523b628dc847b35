import type { Payload } from 'payload'

import { resendResultWords } from '@/domain/admin/ownerBookingActions'
import { HISTORY } from '@/domain/manage/historyActions'
import { AppError } from '@/lib/errors'

import type { StaffUser } from '../auth/requireStaff'
import { actorOf, recordBookingEvent } from '../bookings/bookingHistory'
import { lockBooking } from '../bookings/lockBooking'
import { queueConfirmationEmail } from '../email/queueConfirmationEmail'
import { inTransaction } from '../transaction'

/**
 * The owner emails a confirmed booking's confirmation again: each resend is a new email (numbered by the resends
 * before it, counted under the booking's row lock) with a history entry naming the owner.
 */
export async function resendConfirmation(payload: Payload, bookingId: number, owner: StaffUser) {
  return inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, bookingId)
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, disableErrors: true, req: tx.req })
    if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'Booking not found', { bookingId })
    if (booking.status !== 'confirmed') throw new AppError('ACTION_NOT_ALLOWED', 'Only a confirmed booking has a confirmation to send.', { bookingId })
    const { totalDocs: before } = await payload.count({
      collection: 'booking-events',
      where: { and: [{ booking: { equals: bookingId } }, { action: { equals: HISTORY.confirmationResent } }] },
      overrideAccess: true, // system read: the booking's own history
      req: tx.req,
    })
    await queueConfirmationEmail(payload, bookingId, { resend: before + 1, req: tx.req })
    await recordBookingEvent(payload, bookingId, { action: HISTORY.confirmationResent, actor: actorOf(owner) }, tx.req)
    return { status: booking.status, message: resendResultWords(booking.bookingNumber ?? `#${bookingId}`, booking.contactEmail) }
  })
}
