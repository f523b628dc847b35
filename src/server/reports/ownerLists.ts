import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { DASHBOARD_LIST_LIMIT, FAILED_EMAIL_STATUSES } from '@/domain/cms/dashboard'
import { HISTORY } from '@/domain/manage/historyActions'

import { drizzleOf } from '../transaction'

export type ListedBooking = { id: number; bookingNumber: string; name: string; email: string }
export type Listed<T> = { total: number; docs: T[] }
export type ListedEmail = { id: number; to: string; subject: string; status: string; at: string }
export type RefusedRefund = ListedBooking & { attempts: number; lastError: string }

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

/** Bookings with a refund Stripe refused, retried automatically until it goes through; with the latest refusal. */
export async function refusedRefunds(payload: Payload): Promise<Listed<RefusedRefund>> {
  const db = await drizzleOf(payload)
  const { rows } = await db.execute<BookingRow & { attempts: string; last_error: string | null }>(sql`
    select b.id, b.booking_number, b.contact_first_name as first, b.contact_last_name as last, b.contact_email as email,
           f.attempts, f.last_error, count(*) over () as total
    from bookings b
    cross join lateral (
      select max(r.attempts) as attempts, (array_agg(r.last_error order by r._order desc))[1] as last_error
      from bookings_failed_refunds r where r._parent_id = b.id
    ) f
    where exists (select 1 from bookings_failed_refunds r where r._parent_id = b.id)
    order by b.updated_at desc limit ${DASHBOARD_LIST_LIMIT}`)
  return {
    total: Number(rows[0]?.total ?? 0),
    docs: rows.map((r) => ({
      id: Number(r.id),
      bookingNumber: r.booking_number ?? String(r.id),
      name: `${r.first} ${r.last}`,
      email: r.email,
      attempts: Number(r.attempts ?? 0),
      lastError: r.last_error ?? '',
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
