import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { DASHBOARD_LIST_LIMIT } from '@/domain/cms/dashboard'

import { drizzleOf } from '../transaction'
import type { Listed } from './ownerLists'

export type OverdueBalance = { id: number; organizerName: string; startTime: string; balanceCents: number; reason: string | null }

type Row = { id: number; organizer_name: string; start_time: string | Date; balance_cents: number; balance_decline_reason: string | null; total: string }

/**
 * Confirmed private sessions whose saved card did not take the balance: the organizer has yet to pay through the
 * link. Soonest first, in ONE statement.
 */
export async function overdueBalances(payload: Payload): Promise<Listed<OverdueBalance>> {
  const db = await drizzleOf(payload)
  const { rows } = await db.execute<Row>(sql`
    select p.id, p.organizer_name, p.start_time, p.balance_cents, p.balance_decline_reason, count(*) over () as total
    from private_sessions p
    where p.status = 'confirmed' and p.balance_cents > 0 and p.balance_paid_at is null and p.balance_declined_at is not null
    order by p.start_time limit ${DASHBOARD_LIST_LIMIT}`)
  return {
    total: Number(rows[0]?.total ?? 0),
    docs: rows.map((r) => ({
      id: Number(r.id),
      organizerName: r.organizer_name,
      startTime: new Date(r.start_time).toISOString(),
      balanceCents: Number(r.balance_cents),
      reason: r.balance_decline_reason,
    })),
  }
}
