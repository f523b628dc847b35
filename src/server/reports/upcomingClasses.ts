import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { effectiveMinimum, isUnderMinimum } from '@/domain/schedule/minimumParticipants'
import { remainingSeats } from '@/domain/schedule/seats'
import type { Period } from '@/domain/reports/periods'

import { holdsSeatsSql } from '../db/bookings'
import { drizzleOf } from '../transaction'

export type UpcomingClass = {
  id: number
  className: string
  startTime: string
  city: string
  /** Confirmed seats and holds still running. */
  taken: number
  spots: number
  remaining: number
  /** The class's minimum (its schedule's, else its class's) when confirmed seats are below it. */
  underMinimum: number | null
}

type Row = { id: number; class_name: string; start_time: string | Date; city: string | null; spots: string; taken: string; confirmed: string; schedule_minimum: string | null; class_minimum: string | null }

/**
 * The classes starting in `period` that are not cancelled, and the next class from `now` wherever it falls (after the
 * period when none is left in it), with their seats, in ONE statement.
 */
export async function upcomingClasses(payload: Payload, period: Period, now: Date): Promise<UpcomingClass[]> {
  const db = await drizzleOf(payload)
  const result = await db.execute<Row>(sql`
    select s.id, coalesce(c.name, s.title, 'Class') as class_name, s.start_time, coalesce(nullif(s.city, ''), c.city) as city,
           s.available_spots as spots, s.minimum_participants as schedule_minimum, c.minimum_participants as class_minimum,
           coalesce(sum(b.seats) filter (where ${holdsSeatsSql(now, 'b.')}), 0) as taken,
           coalesce(sum(b.seats) filter (where b.status = 'confirmed'), 0) as confirmed
    from schedules s
    left join classes c on c.id = s.class_id
    left join bookings b on b.schedule_id = s.id
    where coalesce(s.is_cancelled, false) = false
      and (s.start_time >= ${period.from.toISOString()} and s.start_time < ${period.to.toISOString()}
           or s.id = (select n.id from schedules n where n.start_time >= ${now.toISOString()} and coalesce(n.is_cancelled, false) = false order by n.start_time, n.id limit 1))
    group by s.id, c.id
    order by s.start_time, s.id`)
  return result.rows.map((row) => {
    const taken = Number(row.taken)
    const spots = Number(row.spots)
    const minimum = effectiveMinimum(row.schedule_minimum == null ? null : Number(row.schedule_minimum), row.class_minimum == null ? null : Number(row.class_minimum))
    return {
      id: Number(row.id),
      className: row.class_name,
      startTime: new Date(row.start_time).toISOString(),
      city: row.city ?? '',
      taken,
      spots,
      remaining: remainingSeats(spots, taken),
      underMinimum: minimum != null && isUnderMinimum(Number(row.confirmed), minimum) ? minimum : null,
    }
  })
}
