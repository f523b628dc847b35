import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { type PaidSession, type PrivateRevenueFigures, privateRevenueFigures, type ProgramReceipts } from '@/domain/cms/privateRevenue'
import type { Period } from '@/domain/reports/periods'

import { drizzleOf } from '../transaction'

type ReceiptRow = { program: ProgramReceipts['program']; receipts: string; cents: string }
type RefundRow = { program: ProgramReceipts['program']; refunds: string; cents: string }
type SessionRow = { start_time: string | Date; deposit_cents: string | null; balance_cents: string | null; balance_paid: string }

/**
 * Private sessions' money in THREE statements whatever their number: the period's receipts summed per program, the
 * period's refunds that went through (card refunds Stripe accepted, code shares given back: 'Refunds made', dated
 * when the money moved) summed per program, and the confirmed sessions still to be held or still owing, each with the
 * balance receipts issued for it. A refund Stripe refused is no refund made: it counts once it goes through.
 */
export async function privateRevenue(payload: Payload, period: Period, now: Date): Promise<PrivateRevenueFigures> {
  const db = await drizzleOf(payload)
  const [receipts, refunds, sessions] = await Promise.all([
    db.execute<ReceiptRow>(sql`
      select s.program, count(*) as receipts, coalesce(sum(i.amount_cents), 0) as cents
      from invoices i join private_sessions s on s.id = i.private_session_id
      where i.paid_at >= ${period.from.toISOString()} and i.paid_at < ${period.to.toISOString()}
      group by s.program`),
    db.execute<RefundRow>(sql`
      select s.program, count(*) as refunds, coalesce(sum(r.amount_cents), 0) as cents
      from private_sessions_refunds_made r join private_sessions s on s.id = r._parent_id
      where r.at >= ${period.from.toISOString()} and r.at < ${period.to.toISOString()}
      group by s.program`),
    db.execute<SessionRow>(sql`
      select s.start_time, s.deposit_cents, s.balance_cents,
             (select coalesce(sum(i.amount_cents), 0) from invoices i where i.private_session_id = s.id and i.kind = 'balance') as balance_paid
      from private_sessions s
      where s.status = 'confirmed' and s.deposit_paid_at is not null and (s.start_time > ${now.toISOString()} or s.balance_cents > 0)`),
  ])
  return privateRevenueFigures(
    {
      paid: receipts.rows.map((r) => ({ program: r.program, receipts: Number(r.receipts), cents: Number(r.cents) })),
      refunded: refunds.rows.map((r) => ({ program: r.program, refunds: Number(r.refunds), cents: Number(r.cents) })),
    },
    sessions.rows.map(
      (r): PaidSession => ({ startTime: new Date(r.start_time), depositCents: Number(r.deposit_cents ?? 0), balanceCents: Number(r.balance_cents ?? 0), balancePaidCents: Number(r.balance_paid) }),
    ),
    now,
  )
}
