import type { Payload } from 'payload'

import { remainingSeats } from '@/domain/schedule/seats'
import { AppError } from '@/lib/errors'

import { seatsTaken } from './seats'

/**
 * Seats left on a schedule a visitor can see (not cancelled, class active) and whether `requestedSeats` fit.
 * Throws AppError('SCHEDULE_NOT_FOUND') for an unknown, cancelled or inactive one.
 */
export async function checkAvailability(
  payload: Payload,
  { scheduleId, requestedSeats, now }: { scheduleId: number; requestedSeats: number; now: Date },
): Promise<{ remaining: number; fits: boolean }> {
  // Read as an anonymous visitor: the access rules hide cancelled schedules and inactive classes.
  const { docs } = await payload.find({
    collection: 'schedules',
    where: { id: { equals: scheduleId } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    select: { availableSpots: true, isCancelled: true },
  })
  const schedule = docs[0]
  if (!schedule || schedule.isCancelled) throw new AppError('SCHEDULE_NOT_FOUND', 'Class not found', { scheduleId })

  const taken = await seatsTaken(payload, [schedule.id], { now })
  const remaining = remainingSeats(schedule.availableSpots, taken.get(schedule.id) ?? 0)
  return { remaining, fits: requestedSeats <= remaining }
}
