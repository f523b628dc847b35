import type { Payload } from 'payload'

import { moveResultWords, moveTargetLabel } from '@/domain/cms/ownerBookingActions'
import { couldTakeBooking } from '@/domain/bookings/move'
import { AppError } from '@/lib/errors'
import { refusedField } from '@/lib/payloadErrors'
import { relationId } from '@/lib/relationId'

import type { StaffUser } from '../auth/requireStaff'
import { emailsQueuedIn } from '../email/emailsQueuedIn'
import { loadPublicSchedule } from '../schedule/occurrences'
import { inTransaction } from '../transaction'

export type MoveTarget = { id: number; label: string }

/** Upcoming classes of the booking's kind, other than its own, with seats for the whole booking (checked again under the class's row lock). */
export async function ownerMoveTargets(payload: Payload, bookingId: number, now = new Date()): Promise<MoveTarget[]> {
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, disableErrors: true }) // system read for the owner's picker
  if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'Booking not found', { bookingId })
  const from = relationId(booking.schedule)
  const listed = await loadPublicSchedule(payload, { now })
  return listed
    .filter((o) => couldTakeBooking(o, { kind: booking.classType, seats: booking.seats, scheduleId: from }))
    .map((o) => ({ id: o.id, label: moveTargetLabel({ ...o, remaining: o.remaining ?? 0 }) }))
}

/**
 * The owner moves a booking to another class: the booking is saved with its new class through Payload, so the same
 * hooks as any move run in this transaction: the class is checked under its row lock (its kind, not cancelled, not
 * started, seats; refused with the reason), participants and reminder follow, the customer is emailed, the old class's
 * waitlist is offered the freed seats. Answers what went out.
 */
export async function moveByOwner(payload: Payload, bookingId: number, owner: StaffUser, toScheduleId: number, now = new Date()) {
  const label = (await ownerMoveTargets(payload, bookingId, now)).find((t) => t.id === toScheduleId)?.label ?? `class #${toScheduleId}`
  try {
    return await moveInTransaction(payload, bookingId, owner, toScheduleId, label)
  } catch (error) {
    const refused = refusedField(error)
    if (refused) throw new AppError('INVALID_INPUT', refused.message, { bookingId, toScheduleId })
    throw error
  }
}

function moveInTransaction(payload: Payload, bookingId: number, owner: StaffUser, toScheduleId: number, targetLabel: string) {
  return inTransaction(payload, async (tx) => {
    const booking = await payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { schedule: toScheduleId },
      depth: 0,
      user: owner,
      overrideAccess: true, // the owner's action: the class field is not editable by hand, only through this move
      req: tx.req,
    })
    const emails = await emailsQueuedIn(tx)
    return { status: booking.status, message: moveResultWords(booking.bookingNumber ?? `#${bookingId}`, targetLabel, emails) }
  })
}
