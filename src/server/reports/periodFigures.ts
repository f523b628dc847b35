import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { GiftCertificateFigures } from '@/domain/reports/giftCertificateFigures'
import type { Period } from '@/domain/reports/periods'

import { drizzleOf } from '../transaction'
import { MADE_AT, MADE_STATUSES, PART_REFUND_KEPT, REFUNDED_CENTS } from './bookingSql'

/** What happened in a period. Money in cents: card payments in, refunds out, and class credits apart from both (gift certificates: giftCertificateFigures). */
export type PeriodFigures = {
  /** Bookings made in the period (paid then, or recorded then when nothing was paid by card); not lapsed holds. */
  bookings: number
  seats: number
  /** Card payments received in the period. */
  paidCents: number
  /** Card refunds confirmed in the period, and part refunds that kept their booking made in it. */
  refundedCents: number
  /** Payments less refunds: what the studio kept. */
  revenueCents: number
  creditsIssued: number
  creditsIssuedCents: number
  /** Class credit spent on bookings made in the period. */
  creditsUsedCents: number
  /** Gift certificates, from their ledger: sold, spent, paid out, and outstanding at the period's end. */
  gifts: GiftCertificateFigures
}

type Row = {
  bookings: string
  seats: string
  paid: string
  refunded: string
  issued: string
  issued_cents: string
  used_cents: string
  gifts_sold: string
  gifts_sold_cents: string
  gifts_spent: string
  gifts_cashed_out: string
  gifts_outstanding: string
}

/**
 * The figures of any number of periods in ONE aggregate statement (the dashboard's week, month and 12 chart weeks;
 * a report's month), in the order given.
 */
export async function periodFigures(payload: Payload, periods: readonly Period[]): Promise<PeriodFigures[]> {
  if (periods.length === 0) return []
  const db = await drizzleOf(payload)
  const froms = `{${periods.map((p) => p.from.toISOString()).join(',')}}`
  const tos = `{${periods.map((p) => p.to.toISOString()).join(',')}}`
  const result = await db.execute<Row>(sql`
    select made.bookings, made.seats, made.used_cents, money.paid, money.refunded, credits.issued, credits.issued_cents,
           gifts.sold as gifts_sold, gifts.sold_cents as gifts_sold_cents, gifts.spent as gifts_spent, gifts.cashed_out as gifts_cashed_out,
           gifts.outstanding as gifts_outstanding
    from unnest(${froms}::timestamptz[], ${tos}::timestamptz[]) with ordinality as w(starts, ends, n)
    cross join lateral (
      select count(*) as bookings, coalesce(sum(b.seats), 0) as seats, coalesce(sum(b.credit_cents), 0) as used_cents
      from bookings b where ${MADE_AT} >= w.starts and ${MADE_AT} < w.ends and b.status in ${MADE_STATUSES}
    ) made
    cross join lateral (
      select
        (select coalesce(sum(b.total_cents), 0) from bookings b where b.paid_at >= w.starts and b.paid_at < w.ends) as paid,
        (select coalesce(sum(${REFUNDED_CENTS}), 0) from bookings b
          where b.status = 'refunded' and b.refunded_at >= w.starts and b.refunded_at < w.ends)
        + (select coalesce(sum(e.amount_cents), 0) from booking_events e
          where ${PART_REFUND_KEPT} and e.created_at >= w.starts and e.created_at < w.ends) as refunded
    ) money
    cross join lateral (
      select count(*) as issued, coalesce(sum(c.amount_cents), 0) as issued_cents
      from class_credits c where c.created_at >= w.starts and c.created_at < w.ends and c.kind is distinct from 'gift-certificate'
    ) credits
    cross join lateral (
      -- Outstanding: every certificate's balance after its last change before the period's end (the studio's liability).
      select count(*) filter (where l.entry = 'issued' and l.created_at >= w.starts) as sold,
             coalesce(sum(l.amount_cents) filter (where l.entry = 'issued' and l.created_at >= w.starts), 0) as sold_cents,
             coalesce(sum(case l.entry when 'spent' then l.amount_cents else -l.amount_cents end) filter (where l.entry in ('spent', 'returned') and l.created_at >= w.starts), 0) as spent,
             coalesce(sum(l.amount_cents) filter (where l.entry = 'cashed-out' and l.created_at >= w.starts), 0) as cashed_out,
             (select coalesce(sum(last.balance_cents), 0) from (
                select distinct on (g.credit_id) g.balance_cents from credit_ledger g join class_credits gc on gc.id = g.credit_id
                where gc.kind = 'gift-certificate' and g.created_at < w.ends order by g.credit_id, g.created_at desc, g.id desc
              ) last) as outstanding
      from credit_ledger l join class_credits c on c.id = l.credit_id
      where c.kind = 'gift-certificate' and l.created_at < w.ends
    ) gifts
    order by w.n`)
  return result.rows.map((row) => {
    const paidCents = Number(row.paid)
    const refundedCents = Number(row.refunded)
    return {
      bookings: Number(row.bookings),
      seats: Number(row.seats),
      paidCents,
      refundedCents,
      revenueCents: paidCents - refundedCents,
      creditsIssued: Number(row.issued),
      creditsIssuedCents: Number(row.issued_cents),
      creditsUsedCents: Number(row.used_cents),
      gifts: {
        sold: Number(row.gifts_sold),
        soldCents: Number(row.gifts_sold_cents),
        spentCents: Number(row.gifts_spent),
        cashedOutCents: Number(row.gifts_cashed_out),
        outstandingCents: Number(row.gifts_outstanding),
      },
    }
  })
}
