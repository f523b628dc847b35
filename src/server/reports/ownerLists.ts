import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { DASHBOARD_LIST_LIMIT, FAILED_EMAIL_STATUSES } from '@/domain/cms/dashboard'
import type { RefusedRefund } from '@/domain/cms/refusedRefund'
import { HISTORY } from '@/domain/manage/historyActions'

import { drizzleOf } from '../transaction'

export type ListedBooking = { id: number; bookingNumber: string; name: string; email: string }
export type Listed<T> = { total: number; docs: T[] }
export type ListedEmail = { id: number; to: string; subject: string; status: string; at: string }

type SQL = ReturnType<typeof sql>
type BookingRow = { id: number; booking_number: string | null; first: string; last: string; email: string; total: string }

/** The first DASHBOARD_LIST_LIMIT bookings matching `where`, and how many match, in ONE statement. */
async function bookingsWhere(payload: Payload, where: SQL, order: SQL): Promise<Listed<ListedBooking>> {
  const db = await drizzleOf(payload)
  const { rows } = await db.execute<BookingRow>(sql`
    select b.id, b.booking_number, b.contact_first_name as first, b.contact_last_name as last, b.contact_email as email, count(*) over () as total
    from bookings b where ${where} order by ${order} limit ${DASHBOARD_LIST_LIMIT}`)
  return {
    total: Number(rows[0]?.total ?? 0),
    docs: rows.map((r) => ({ id: Number(r.id), bookingNumber: r.booking_number ?? String(r.id), name: `${r.first} ${r.last}`, email: r.email })),
  }
}

/** Bookings a payment arrived for without seats (or otherwise flagged): the owner settles each. */
export const bookingsToReview = (payload: Payload) => bookingsWhere(payload, sql`b.status = 'needs-review'`, sql`b.created_at desc`)

/**
 * Confirmed bookings of cancelled classes that were emailed the choice (their history says so) and have not chosen.
 * Bookings whose host's rules apply were only told the class is off: they have nothing to choose here.
 */
export const unchosenBookings = (payload: Payload) =>
  bookingsWhere(
    payload,
    sql`b.status = 'confirmed'
      and exists (select 1 from schedules s where s.id = b.schedule_id and s.is_cancelled)
      and exists (select 1 from booking_events e where e.booking_id = b.id and e.action = ${HISTORY.classCancelledOffer})`,
    sql`b.created_at desc`,
  )

type RefusedRow = {
  kind: RefusedRefund['kind']
  id: number
  reference: string
  name: string
  start_time: string | Date | null
  amount_cents: string | null
  attempts: string | null
  last_error: string | null
  since: string | Date | null
  total: string
}

/** Per booking or private session (`table`: its failed refunds): the sum owed, the most attempts, the latest refusal, since when. */
const owedPerParent = (table: 'bookings_failed_refunds' | 'private_sessions_failed_refunds') =>
  sql.raw(`(select r._parent_id, sum(r.amount_cents) as amount_cents, max(r.attempts) as attempts,
      (array_agg(r.last_error order by r._order desc))[1] as last_error, min(r.first_failed_at) as since
    from ${table} r group by r._parent_id)`)

/**
 * Bookings and private sessions with refunds Stripe refused (or not asked yet), retried automatically until they go
 * through; the latest first, each with the sum owed, the latest refusal and the first. ONE statement, one list.
 */
export async function refusedRefunds(payload: Payload): Promise<Listed<RefusedRefund>> {
  const db = await drizzleOf(payload)
  const { rows } = await db.execute<RefusedRow>(sql`
    select x.*, count(*) over () as total from (
      select 'booking' as kind, b.id, coalesce(b.booking_number, b.id::text) as reference, b.contact_first_name || ' ' || b.contact_last_name as name,
             null::timestamptz as start_time, f.amount_cents, f.attempts, f.last_error, f.since, b.updated_at
      from bookings b join ${owedPerParent('bookings_failed_refunds')} f on f._parent_id = b.id
      union all
      select 'private-session', s.id, s.id::text, s.organizer_name, s.start_time, f.amount_cents, f.attempts, f.last_error, f.since, s.updated_at
      from private_sessions s join ${owedPerParent('private_sessions_failed_refunds')} f on f._parent_id = s.id
    ) x
    order by x.updated_at desc limit ${DASHBOARD_LIST_LIMIT}`)
  return {
    total: Number(rows[0]?.total ?? 0),
    docs: rows.map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      reference: r.reference,
      name: r.name,
      startTime: r.start_time ? new Date(r.start_time).toISOString() : null,
      amountCents: Number(r.amount_cents ?? 0),
      attempts: Number(r.attempts ?? 0),
      lastError: r.last_error ?? '',
      since: r.since ? new Date(r.since).toISOString() : null,
    })),
  }
}

/** Emails that did not reach their reader (failed, bounced, marked as spam), newest first. */
export async function failedEmails(payload: Payload): Promise<Listed<ListedEmail>> {
  const db = await drizzleOf(payload)
  const statuses = `{${FAILED_EMAIL_STATUSES.join(',')}}`
  const { rows } = await db.execute<{ id: number; to: string; subject: string; status: string; at: string | Date; total: string }>(sql`
    select e.id, e."to", e.subject, e.status, coalesce(e.sent_at, e.created_at) as at, count(*) over () as total
    from emails e where e.status::text = any(${statuses}::text[])
    order by e.created_at desc limit ${DASHBOARD_LIST_LIMIT}`)
  return {
    total: Number(rows[0]?.total ?? 0),
    docs: rows.map((r) => ({ id: Number(r.id), to: r.to, subject: r.subject, status: r.status, at: new Date(r.at).toISOString() })),
  }
}
