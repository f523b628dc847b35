import { sql } from '@payloadcms/db-postgres'

import { HISTORY } from '@/domain/manage/historyActions'

/** Booking statuses that mean a booking was made (paid, imported or in review), whatever became of it later. */
export const MADE_STATUSES = sql`('confirmed', 'cancelled', 'refunded', 'needs-review')`

/** When booking `b` was made: when it was paid, or when it was recorded (an import, a booking paid by credit). */
export const MADE_AT = sql`coalesce(b.paid_at, b.created_at)`

/**
 * What went back to the card when booking `b` was refunded: the part the owner chose (the amount in its history), else
 * everything it paid by card that part refunds had not given back already (those count when they were made).
 */
export const REFUNDED_CENTS = sql`coalesce((
  select e.amount_cents from booking_events e
  where e.booking_id = b.id and e.action = ${HISTORY.ownerRefundedPart} and e.amount_cents is not null
  order by e.id desc limit 1), b.total_cents - coalesce(b.refunded_cents, 0))`

/** A part refund that kept its booking, as history entry `e` (one per refund Stripe accepted, when it was recorded). */
export const PART_REFUND_KEPT = sql`e.action = ${HISTORY.ownerRefundedPartKept} and e.amount_cents is not null`
