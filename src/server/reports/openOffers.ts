import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { DASHBOARD_LIST_LIMIT } from '@/domain/cms/dashboard'

import { drizzleOf } from '../transaction'
import type { Listed } from './ownerLists'

/** A waitlist entry whose party was offered seats and has not yet paid: who, which class, and until when. */
export type OpenOffer = { id: number; name: string; scheduleId: number; className: string; startTime: string | null; offeredUntil: string | null }

type Row = { id: number; first: string; last: string; schedule_id: number; class_name: string; start_time: string | Date | null; offered_until: string | Date | null; total: string }

const iso = (value: string | Date | null) => (value == null ? null : new Date(value).toISOString())

/**
 * Waitlist offers still open at `now` (status 'offered', not ended: one whose time ran out lapses at the job's next
 * run), the soonest to end first, and how many there are, in ONE statement.
 */
export async function openOffers(payload: Payload, now: Date): Promise<Listed<OpenOffer>> {
  const db = await drizzleOf(payload)
  const { rows } = await db.execute<Row>(sql`
    select w.id, w.contact_first_name as first, w.contact_last_name as last, w.schedule_id, coalesce(c.name, s.title, 'Class') as class_name,
           s.start_time, w.offered_until, count(*) over () as total
    from waitlist_entries w
    join schedules s on s.id = w.schedule_id
    left join classes c on c.id = s.class_id
    where w.status = 'offered' and (w.offered_until is null or w.offered_until > ${now.toISOString()})
    order by w.offered_until nulls last, w.id limit ${DASHBOARD_LIST_LIMIT}`)
  return {
    total: Number(rows[0]?.total ?? 0),
    docs: rows.map((r) => ({
      id: Number(r.id),
      name: `${r.first} ${r.last}`,
      scheduleId: Number(r.schedule_id),
      className: r.class_name,
      startTime: iso(r.start_time),
      offeredUntil: iso(r.offered_until),
    })),
  }
}
