import type { Payload } from 'payload'

import { resendResultWords } from '@/domain/cms/ownerBookingActions'
import { HISTORY } from '@/domain/manage/historyActions'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'

import type { StaffUser } from '../auth/requireStaff'
import { actorOf, recordBookingEvent } from '../bookings/bookingHistory'
import { lockBooking } from '@/server/db/bookings'
import { queueConfirmationEmail } from '../email/queueConfirmationEmail'
import { resendClassCancelledEmail } from '../manage/classCancelled'
import { inTransaction } from '../transaction'

export const NOTHING_TO_RESEND = 'This booking has no email to send again: its class was cancelled and the customer has already chosen.'

/**
 * The owner emails a confirmed booking's confirmation again; in a class the studio cancelled, there is no spot to
 * confirm, so its class-cancelled email (the choice of a refund or a free move) goes again instead. Each resend is a new
 * email (numbered by the resends before it, counted under the booking's row lock) with a history entry naming the owner.
 */
export async function resendConfirmation(payload: Payload, bookingId: number, owner: StaffUser, now = new Date()) {
  return inTransaction(payload, async (tx) => {
    await lockBooking(tx.db, bookingId)
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, disableErrors: true, req: tx.req })
    if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'Booking not found', { bookingId })
    if (booking.status !== 'confirmed') throw new AppError('ACTION_NOT_ALLOWED', 'Only a confirmed booking has a confirmation to send.', { bookingId })
    const schedule = await payload.findByID({ collection: 'schedules', id: relationId(booking.schedule), depth: 0, overrideAccess: true, disableErrors: true, req: tx.req })
    const classCancelled = schedule?.isCancelled === true
    const action = classCancelled ? HISTORY.classCancelledEmailResent : HISTORY.confirmationResent
    const { totalDocs: before } = await payload.count({
      collection: 'booking-events',
      where: { and: [{ booking: { equals: bookingId } }, { action: { equals: action } }] },
      overrideAccess: true, // system read: the booking's own history
      req: tx.req,
    })
    if (classCancelled) {
      if (!(await resendClassCancelledEmail(payload, bookingId, before + 1, now, tx.req))) throw new AppError('ACTION_NOT_ALLOWED', NOTHING_TO_RESEND, { bookingId })
    } else {
      await queueConfirmationEmail(payload, bookingId, { resend: before + 1, req: tx.req })
    }
    await recordBookingEvent(payload, bookingId, { action, actor: actorOf(owner) }, tx.req)
    return { status: booking.status, message: resendResultWords(booking.bookingNumber ?? `#${bookingId}`, booking.contactEmail, classCancelled) }
  })
}
