import type { Payload } from 'payload'

import { AVAILABILITY_GLOBAL, AVAILABILITY_PER_ADDRESS } from '@/domain/limits/publicLimits'
import { remainingSeats } from '@/domain/schedule/seats'
import { AppError } from '@/lib/errors'

import { consumeLimit } from './limits/limiter'
import { seatsTaken } from './seats'

/**
 * Seats left on a schedule a visitor can see (not cancelled, class active) and whether `requestedSeats` fit.
 * Throws AppError('CLASS_NOT_FOUND') for an unknown, cancelled or inactive one, RATE_LIMITED over the limits of
 * the caller's `address` (when known) or of all callers together.
 */
export async function checkAvailability(
  payload: Payload,
  { scheduleId, requestedSeats, now, address = null }: { scheduleId: number; requestedSeats: number; now: Date; address?: string | null },
): Promise<{ remaining: number; fits: boolean }> {
  if (address) await consumeLimit(payload, AVAILABILITY_PER_ADDRESS, address)
  await consumeLimit(payload, AVAILABILITY_GLOBAL, 'all')
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
  if (!schedule || schedule.isCancelled) throw new AppError('CLASS_NOT_FOUND', 'Class not found', { scheduleId })

  const taken = await seatsTaken(payload, [schedule.id], { now })
  const remaining = remainingSeats(schedule.availableSpots, taken.get(schedule.id) ?? 0)
  return { remaining, fits: requestedSeats <= remaining }
}
