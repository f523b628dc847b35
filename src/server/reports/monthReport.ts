import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { ClassFigures } from '@/domain/reports/monthReport'
import type { Period } from '@/domain/reports/periods'
import type { ClassType } from '@/domain/schedule/classTypes'

import { drizzleOf } from '../transaction'
import { MADE_STATUSES, REFUNDED_CENTS } from './bookingSql'
import { periodFigures, type PeriodFigures } from './periodFigures'

export type MonthReport = { classes: ClassFigures[]; totals: PeriodFigures }

type Row = {
  id: number
  class_name: string
  type: ClassType
  start_time: string | Date
  cancelled: boolean
  bookings: string
  seats: string
  paid: string
  refunded: string
  credits_used: string
  discounts: string
  present: string
  no_shows: string
}

/**
 * A month in TWO statements whatever its size: each class starting in it (cancelled ones too: their money is held
 * until each customer is refunded or moved) with its bookings, seats, card payments, refunds, credit spent and
 * attendance; and the month's money and credits as they happened.
 */
export async function monthReport(payload: Payload, month: Period): Promise<MonthReport> {
  const db = await drizzleOf(payload)
  const [result, [totals]] = await Promise.all([
    db.execute<Row>(sql`
      select s.id, coalesce(c.name, s.title, 'Class') as class_name, c.type, s.start_time, coalesce(s.is_cancelled, false) as cancelled,
             sold.bookings, sold.seats, sold.paid, sold.refunded, sold.credits_used, sold.discounts, came.present, came.no_shows
      from schedules s
      join classes c on c.id = s.class_id
      cross join lateral (
        select count(*) as bookings,
               coalesce(sum(b.seats) filter (where b.status = 'confirmed'), 0) as seats,
               coalesce(sum(b.total_cents) filter (where b.paid_at is not null), 0) as paid,
               coalesce(sum(${REFUNDED_CENTS}) filter (where b.status = 'refunded'), 0) + coalesce(sum(b.refunded_cents), 0) as refunded,
               coalesce(sum(b.credit_cents), 0) as credits_used,
               coalesce(sum(b.discount_cents) filter (where b.status = 'confirmed'), 0) as discounts
        from bookings b where b.schedule_id = s.id and b.status in ${MADE_STATUSES}
      ) sold
      cross join lateral (
        select count(*) filter (where p.attendance = 'Present') as present, count(*) filter (where p.attendance = 'Absent') as no_shows
        from participants p where p.schedule_id = s.id
      ) came
      where s.start_time >= ${month.from.toISOString()} and s.start_time < ${month.to.toISOString()}
      order by s.start_time, s.id`),
    periodFigures(payload, [month]),
  ])
  return {
    classes: result.rows.map((row) => ({
      scheduleId: Number(row.id),
      className: row.class_name,
      classType: row.type,
      startTime: new Date(row.start_time).toISOString(),
      cancelled: row.cancelled === true,
      bookings: Number(row.bookings),
      seats: Number(row.seats),
      paidCents: Number(row.paid),
      refundedCents: Number(row.refunded),
      creditsUsedCents: Number(row.credits_used),
      discountsCents: Number(row.discounts),
      present: Number(row.present),
      noShows: Number(row.no_shows),
    })),
    totals,
  }
}
