import { classStart } from '@/domain/bookings/classStart'
import type { WaitlistClosing, WaitlistEmailData } from '@/domain/waitlist/waitlistEmails'

import type { ScheduleRow } from '../db/schedules'
import { type EntryRow, offeredOrFree } from '../db/waitlistEntries'
import { waitlistUrl } from './waitlistToken'
import type { OpenTx } from '@/server/transaction'

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
  const { offered, free } = await offeredOrFree(tx.db, scheduleId, now)
  return { classCancelled, seatsFreed: offered || free > 0 }
}
