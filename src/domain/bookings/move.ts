import type { ClassType } from '../schedule/classTypes'
import { type BookingKind, bookingKindOf } from './bookingKind'

export type MoveTarget = { type: ClassType; isCancelled: boolean; hasStarted: boolean; remaining: number }

/**
 * Why a booking cannot move to another class, or null when it can: the class must be of the booking's kind, not
 * cancelled, not started and, for a booking that holds seats, have them free.
 */
export function moveRefusal(booking: { kind: BookingKind; seats: number; holdsSeats: boolean }, target: MoveTarget): string | null {
  if (bookingKindOf(target.type) !== booking.kind) return 'The new class is a different kind of class; choose a class of the same kind.'
  if (target.isCancelled) return 'The new class is cancelled; choose a class that takes place.'
  if (target.hasStarted) return 'The new class has already started; choose a class that has not started yet.'
  if (booking.holdsSeats && booking.seats > target.remaining) {
    const short = booking.seats - target.remaining
    return `The new class does not have enough seats: ${target.remaining} left, ${booking.seats} needed (${short} short). The booking was not moved.`
  }
  return null
}

/**
 * Whether a listed class could take a booking that moves there (before the class's row lock says so for certain): of
 * the booking's kind, not its own class, with seats for all of it (a class whose count failed is not offered).
 */
export const couldTakeBooking = (o: { id: number; type: ClassType; remaining: number | null }, booking: { kind: BookingKind; seats: number; scheduleId: number | null }): boolean =>
  o.id !== booking.scheduleId && bookingKindOf(o.type) === booking.kind && o.remaining !== null && o.remaining >= booking.seats
