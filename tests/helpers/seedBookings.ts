import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Inserts `count` bookings (one participant each) in ONE statement, spread over `scheduleIds` and created between
 * `from` and `to`: most confirmed and paid, some refunded, cancelled, in review, lapsed or paid partly by credit,
 * with attendance taken on some. For the dashboard's and reports' statement-count test and benchmark.
 */
export async function seedBookings(payload: Payload, { count, scheduleIds, from, to }: { count: number; scheduleIds: number[]; from: Date; to: Date }): Promise<void> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const ids = `{${scheduleIds.join(',')}}`
  const span = to.getTime() - from.getTime()
  await db.execute(sql`
    with made as (
      insert into bookings (status, source, class_type, schedule_id, contact_first_name, contact_last_name, contact_email,
                            participant_count, seats, total_cents, credit_cents, paid_at, refunded_at, created_at, updated_at)
      select (array['confirmed','confirmed','confirmed','confirmed','confirmed','confirmed','refunded','cancelled','needs-review','expired'])[1 + n % 10]::enum_bookings_status,
             'website', 'adult', (${ids}::int[])[1 + n % cardinality(${ids}::int[])], 'Seed', 'Customer' || n, 'seed' || n || '@example.com',
             1, 1 + n % 2, 7500 * (1 + n % 2), case when n % 7 = 0 then 2500 else 0 end,
             case when n % 10 < 9 then at end, case when n % 10 = 6 then at + interval '1 day' end, at, at
      from generate_series(1, ${count}) as n
      cross join lateral (select ${from.toISOString()}::timestamptz + (n::bigint * ${span}::bigint / ${count}::bigint) * interval '1 millisecond' as at) t
      returning id, schedule_id, status
    )
    insert into participants (booking_id, schedule_id, first_name, last_name, age_group, attendance)
    select id, schedule_id, 'Seed', 'Participant', '16+', (array['Present','Present','Absent','Not Recorded'])[1 + id % 4]::enum_participants_attendance
    from made where status = 'confirmed'`)
}
