import { sql } from '@payloadcms/db-postgres'

import type { Participant } from '@/payload-types'

import type { Db } from './postgres'

export type NewParticipant = Pick<Participant, 'firstName' | 'lastName' | 'ageGroup' | 'isPrimaryContact'>

/**
 * A booking's participants in one statement, in the order given (ids and creation times ascending, as one create after
 * another would leave them). The Participants collection has no hooks: this writes what its create would, attendance
 * 'Not Recorded'.
 */
export async function insertParticipants(db: Db, { bookingId, scheduleId }: { bookingId: number; scheduleId: number }, people: readonly NewParticipant[], now: Date): Promise<void> {
  if (people.length === 0) return
  const rows = people.map((p, i) => {
    const at = new Date(now.getTime() + i).toISOString()
    return sql`(${bookingId}, ${scheduleId}, ${p.firstName}, ${p.lastName}, ${p.ageGroup}, ${p.isPrimaryContact ?? false}, 'Not Recorded', ${at}, ${at})`
  })
  await db.execute(sql`
    insert into participants (booking_id, schedule_id, first_name, last_name, age_group, is_primary_contact, attendance, created_at, updated_at)
    values ${sql.join(rows, sql`, `)}`)
}
