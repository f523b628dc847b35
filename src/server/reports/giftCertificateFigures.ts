import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { GiftCertificateFigures } from '@/domain/reports/giftCertificateFigures'
import type { Period } from '@/domain/reports/periods'

import { drizzleOf } from '../transaction'

type Row = { sold: string; sold_cents: string; spent: string; cashed_out: string; outstanding: string }

/**
 * Gift certificates in a period, from the ledger: sold (issued), spent on bookings (less what came back), paid out in
 * cash, and outstanding at the period's end (every certificate's balance after its last change by then: the studio's
 * liability). One statement.
 */
export async function giftCertificateFigures(payload: Payload, period: Period): Promise<GiftCertificateFigures> {
  const db = await drizzleOf(payload)
  const from = period.from.toISOString()
  const to = period.to.toISOString()
  const { rows } = await db.execute<Row>(sql`
    with gift as (
      select l.* from credit_ledger l join class_credits c on c.id = l.credit_id where c.kind = 'gift-certificate'
    )
    select
      (select count(*) from gift where entry = 'issued' and created_at >= ${from} and created_at < ${to}) as sold,
      (select coalesce(sum(amount_cents), 0) from gift where entry = 'issued' and created_at >= ${from} and created_at < ${to}) as sold_cents,
      (select coalesce(sum(case entry when 'spent' then amount_cents else -amount_cents end), 0) from gift
        where entry in ('spent', 'returned') and created_at >= ${from} and created_at < ${to}) as spent,
      (select coalesce(sum(amount_cents), 0) from gift where entry = 'cashed-out' and created_at >= ${from} and created_at < ${to}) as cashed_out,
      (select coalesce(sum(balance_cents), 0) from (
        select distinct on (credit_id) balance_cents from gift where created_at < ${to} order by credit_id, created_at desc, id desc
      ) last) as outstanding`)
  const row = rows[0]
  return {
    sold: Number(row.sold),
    soldCents: Number(row.sold_cents),
    spentCents: Number(row.spent),
    cashedOutCents: Number(row.cashed_out),
    outstandingCents: Number(row.outstanding),
  }
}
