import { sql } from '@payloadcms/db-postgres'

import type { Tx } from '@/server/transaction'

/**
 * Locks a booking's row until the transaction ends (SELECT ... FOR UPDATE), so that whatever changes the booking
 * (a payment, a cancellation, a move, a substitution, a credit) decides from its current state, one at a time.
 * `withSchedule` locks its class's row too, for a decision that frees or takes the class's seats.
 */
export async function lockBooking(db: Tx['db'], bookingId: number, { withSchedule = false } = {}): Promise<void> {
  await db.execute(
    withSchedule
      ? sql`select b.id from bookings b join schedules s on s.id = b.schedule_id where b.id = ${bookingId} for update`
      : sql`select id from bookings where id = ${bookingId} for update`,
  )
}
