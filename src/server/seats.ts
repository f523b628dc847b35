import type { Payload } from 'payload'

import { seatsHeld } from './db/bookings'
import { drizzleOf } from './transaction'

/**
 * Seats taken per schedule, in one query for any number of schedules: the bookings that hold seats at `now`
 * (`holdsSeatsSql`).
 * Pass `transactionID` to count inside a transaction (after locking the schedule row with SELECT ... FOR UPDATE).
 */
export async function seatsTaken(
  payload: Payload,
  scheduleIds: readonly number[],
  { now, transactionID }: { now: Date; transactionID?: string | number },
): Promise<Map<number, number>> {
  const taken = new Map<number, number>(scheduleIds.map((id) => [id, 0]))
  if (scheduleIds.length === 0) return taken

  for (const [id, seats] of await seatsHeld(await drizzleOf(payload, { transactionID }), scheduleIds, now)) taken.set(id, seats)
  return taken
}
