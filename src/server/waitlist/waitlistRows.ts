import { sql } from '@payloadcms/db-postgres'

import { classStart } from '@/domain/bookings/classStart'
import type { WaitlistClosing, WaitlistEmailData } from '@/domain/waitlist/waitlistEmails'

import { holdsSeatsSql } from '../seats'
import { waitlistUrl } from './waitlistToken'
import type { OpenTx } from '@/server/transaction'

/** A waitlist entry's row as SQL reads it. */
export type EntryRow = {
  id: number
  schedule_id: number
  position: string | number
  status: string
  class_type: string
  seats: string | number
  contact_first_name: string
  contact_last_name: string
  contact_email: string
  contact_phone: string
  offered_until: string | Date | null
  offer_booking_id: number | null
  token_nonce: string | null
}

/** The class of a waitlist, with what its offers and emails need. */
export type ScheduleRow = {
  id: number
  available_spots: string | number
  start_time: string | Date | null
  end_time: string | Date | null
  date: string | null
  is_cancelled: boolean | null
  is_active: boolean | null
  class_name: string
  price_cents: string | number | null
  business_name: string | null
}

export async function selectSchedule(tx: Pick<OpenTx, 'db'>, scheduleId: number): Promise<ScheduleRow | null> {
  const found = await tx.db.execute<ScheduleRow>(sql`
    select s.id, s.available_spots, s.start_time, s.end_time, s.date, s.is_cancelled, c.is_active, c.name as class_name, c.price_cents,
           (select business_name from site_settings limit 1) as business_name
    from schedules s join classes c on c.id = s.class_id
    where s.id = ${scheduleId}`)
  return found.rows[0] ?? null
}

export function entryEmailData(schedule: ScheduleRow, entry: EntryRow): WaitlistEmailData {
  return {
    firstName: entry.contact_first_name,
    className: schedule.class_name,
    start: classStart({ startTime: schedule.start_time, date: schedule.date }) ?? new Date(0),
    end: schedule.end_time ? new Date(schedule.end_time) : null,
    seats: Number(entry.seats),
    entryUrl: entry.token_nonce ? waitlistUrl(entry.token_nonce) : '',
    businessName: schedule.business_name ?? '',
  }
}

/**
 * Why a class's list closes, for the closed email: cancelled, or registration ends soon, with or without seats that
 * freed up (offered down the list, or free now, too late to be offered).
 */
export async function closingOf(tx: Pick<OpenTx, 'db'>, scheduleId: number, classCancelled: boolean, now: Date): Promise<WaitlistClosing> {
  if (classCancelled) return { classCancelled }
  const found = await tx.db.execute<{ offered: boolean; free: string | number }>(sql`
    select exists (select 1 from waitlist_entries where schedule_id = ${scheduleId} and offer_booking_id is not null) as offered,
           s.available_spots - (select coalesce(sum(b.seats), 0) from bookings b where b.schedule_id = s.id and ${holdsSeatsSql(now, 'b.')}) as free
    from schedules s where s.id = ${scheduleId}`)
  const row = found.rows[0]
  return { classCancelled, seatsFreed: Boolean(row?.offered) || Number(row?.free ?? 0) > 0 }
}
