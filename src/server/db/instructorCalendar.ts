import { sql } from '@payloadcms/db-postgres'

import { DEFAULT_CLASS_MINUTES } from '@/domain/bookings/calendar'
import type { BusyTime } from '@/domain/privateSessions/instructorConflict'
import { PRIVATE_PROGRAM_LABELS, type PrivateProgram } from '@/domain/privateSessions/privateSession'

import type { Db } from './postgres'

type BusyRow = { title: string; start_time: string | Date; end_time: string | Date | null }

/**
 * What an instructor already has between `from` and `to`: public classes that are not cancelled (a class without an
 * end lasts the default 120 minutes), confirmed private sessions and proposals still open at `now`; `exceptId` is the
 * session being checked itself.
 */
export async function instructorBusyTimes(
  db: Db,
  { instructorId, from, to, now, exceptId }: { instructorId: number; from: Date; to: Date; now: Date; exceptId?: number | null },
): Promise<BusyTime[]> {
  const classes = await db.execute<BusyRow>(sql`
    select c.name as title, s.start_time, s.end_time
    from schedules s join classes c on c.id = s.class_id
    where s.instructor_id = ${instructorId} and coalesce(s.is_cancelled, false) = false
      and s.start_time < ${to.toISOString()} and coalesce(s.end_time, s.start_time + ${`${DEFAULT_CLASS_MINUTES} minutes`}::interval) > ${from.toISOString()}`)
  const sessions = await db.execute<BusyRow & { program: PrivateProgram }>(sql`
    select program, '' as title, start_time, end_time
    from private_sessions
    where instructor_id = ${instructorId} and id <> ${exceptId ?? -1}
      and (status = 'confirmed' or (status = 'proposal-sent' and open_until > ${now.toISOString()}))
      and start_time < ${to.toISOString()} and end_time > ${from.toISOString()}`)
  const busy = (row: BusyRow, title: string): BusyTime => {
    const start = new Date(row.start_time)
    return { title, start, end: row.end_time ? new Date(row.end_time) : new Date(start.getTime() + DEFAULT_CLASS_MINUTES * 60_000) }
  }
  return [
    ...classes.rows.map((row) => busy(row, row.title)),
    ...sessions.rows.map((row) => busy(row, `a ${PRIVATE_PROGRAM_LABELS[row.program].toLowerCase()} session`)),
  ]
}
