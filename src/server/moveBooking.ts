import type { Payload, PayloadRequest } from 'payload'

import { classStart } from '@/domain/bookings/classStart'
import { moveRefusal } from '@/domain/bookings/move'
import { bookingMovedEmail } from '@/domain/email/bookingChangeEmails'
import { HISTORY } from '@/domain/manage/historyActions'
import { when } from '@/domain/email/bookingEmails'
import { holdsSeats, remainingSeats } from '@/domain/schedule/seats'
import type { Booking } from '@/payload-types'
import { AppError } from '@/lib/errors'
import { fieldRefusal, refusedField } from '@/lib/payloadErrors'
import { relationId } from '@/lib/relationId'
import { lockSchedule, moveTarget } from '@/server/db/schedules'

import { type BookingEventNote, CUSTOMER } from './bookings/bookingHistory'
import { calendarAttachment, loadBookingForEmail } from './email/bookingEmailData'
import { queueEmail } from './email/outbox'
import { replaceReminder } from './email/reminders'
import { toOccurrence } from './schedule/occurrences'
import { seatsTaken } from './seats'
import { drizzleOf, type Tx } from './transaction'

export const scheduleIdOf = (value: Booking['schedule'] | undefined | null): number | null => relationId(value)

/**
 * Before a booking is saved with another class: the new class's row is locked (the lock booking takes) and the move
 * is refused, with the reason at the Schedule field, when that class is of another kind, cancelled, started or short of
 * seats.
 */
export async function assertMoveFits(req: PayloadRequest, booking: Booking, toScheduleId: number, now = new Date()): Promise<void> {
  const db = await drizzleOf(req.payload, req)
  await lockSchedule(db, toScheduleId)
  const target = await moveTarget(db, toScheduleId)
  const fail = (message: string) => {
    throw fieldRefusal('bookings', 'schedule', message, { id: booking.id, req })
  }
  if (!target) return fail('The new class was not found.')
  const taken = (await seatsTaken(req.payload, [target.id], { now, transactionID: await req.transactionID })).get(target.id) ?? 0
  const refusal = moveRefusal(
    { kind: booking.classType, seats: booking.seats, holdsSeats: holdsSeats(booking, now) },
    {
      type: target.class_type,
      isCancelled: target.is_cancelled === true,
      hasStarted: (classStart({ startTime: target.start_time, date: target.date }) ?? now) <= now,
      remaining: remainingSeats(Number(target.available_spots), taken),
    },
  )
  if (refusal) fail(refusal)
}

/**
 * After a booking moved to another class, in the same transaction: its participants follow it (roster, attendance,
 * CSVs), its reminder is queued for the new class, and a confirmed booking's contact is emailed where and when it is now.
 */
export async function carryBookingToNewClass(req: PayloadRequest, booking: Booking, fromScheduleId: number, now = new Date()): Promise<void> {
  const { payload } = req
  const toScheduleId = scheduleIdOf(booking.schedule)!
  await payload.update({
    collection: 'participants',
    where: { booking: { equals: booking.id } },
    data: { schedule: toScheduleId },
    overrideAccess: true, // system call: the participants of the booking the owner moved
    req,
  })
  payload.logger.info({ bookingId: booking.id, fromScheduleId, toScheduleId }, 'booking moved to another class')
  if (booking.status !== 'confirmed') return

  const [loaded, previous] = await Promise.all([
    loadBookingForEmail(payload, booking.id, req),
    payload.findByID({ collection: 'schedules', id: fromScheduleId, depth: 1, overrideAccess: true, disableErrors: true, req }),
  ])
  if (loaded) await replaceReminder(payload, loaded, now, req)
  const before = previous && toOccurrence(previous)
  if (!loaded || !before || loaded.isCancelled) return
  const calendar = calendarAttachment(loaded.data)
  const note = req.context.bookingEvent as BookingEventNote | undefined
  const chosenByCustomer = note?.actor === CUSTOMER
  const feePaidCents = note?.action === HISTORY.movedPaid ? note.amountCents : undefined
  await queueEmail(
    payload,
    {
      kind: 'booking-moved',
      to: booking.contactEmail,
      ...bookingMovedEmail(loaded.data, { className: before.className, when: when(before) }, { chosenByCustomer, withCalendar: calendar !== null, feePaidCents }),
      bookingId: booking.id,
      dedupeKey: `booking-moved:${booking.id}:${fromScheduleId}:${toScheduleId}:${booking.updatedAt}`,
      ...(calendar ? { attachments: [calendar] } : {}),
    },
    req,
  )
}

export const NO_ROOM = 'That class cannot take this booking any more. Please choose another class.'

/**
 * Saves the booking in class `to` with its move count and a note for its history; MOVE_REFUSED (NO_ROOM) when that
 * class cannot take it (the checkMoveFits hook refuses under the class's row lock).
 */
export async function moveBookingTo(
  payload: Payload,
  tx: Tx,
  booking: Booking,
  to: number,
  { moveCount, note }: { moveCount: number; note: Record<string, unknown> },
): Promise<void> {
  try {
    await payload.update({
      collection: 'bookings',
      id: booking.id,
      data: { schedule: to, moveCount },
      context: { bookingEvent: note },
      overrideAccess: true, // system call: the holder of the booking's private link, within the policy's tier
      req: tx.req,
    })
  } catch (error) {
    if (refusedField(error)) throw new AppError('MOVE_REFUSED', NO_ROOM)
    throw error
  }
}
