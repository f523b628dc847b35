import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Period } from '@/domain/reports/periods'
import type { ClassType } from '@/domain/schedule/classTypes'

import { drizzleOf } from '../transaction'

export type FillRate = { classType: ClassType; classes: number; seats: number; spots: number }

/** Confirmed seats against spots of the classes (not cancelled) starting in `period`, per class type, in ONE statement. */
export async function fillRates(payload: Payload, period: Period): Promise<FillRate[]> {
  const db = await drizzleOf(payload)
  const result = await db.execute<{ type: ClassType; classes: string; seats: string; spots: string }>(sql`
    select c.type, count(*) as classes, coalesce(sum(taken.seats), 0) as seats, coalesce(sum(s.available_spots), 0) as spots
    from schedules s
    join classes c on c.id = s.class_id
    cross join lateral (select coalesce(sum(b.seats), 0) as seats from bookings b where b.schedule_id = s.id and b.status = 'confirmed') taken
    where s.start_time >= ${period.from.toISOString()} and s.start_time < ${period.to.toISOString()} and coalesce(s.is_cancelled, false) = false
    group by c.type
    order by c.type`)
  return result.rows.map((row) => ({ classType: row.type, classes: Number(row.classes), seats: Number(row.seats), spots: Number(row.spots) }))
}
