import { sql } from '@payloadcms/db-postgres'

import { type Db, intArray } from './postgres'

/** Drops the jobs of `taskSlug` not yet run nor running whose input names one of these bookings. */
export const dropPendingJobsOfBookings = (db: Db, taskSlug: string, bookingIds: readonly number[]) =>
  db.execute(sql`
    delete from payload_jobs
    where task_slug = ${taskSlug} and completed_at is null and processing = false
      and (input->>'bookingId')::int = any(${intArray(bookingIds)}::int[])`)
