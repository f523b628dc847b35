import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { classStart } from '@/domain/bookings/classStart'
import { isWaitlistClosed } from '@/domain/waitlist/offerWindow'
import { waitlistClosedEmail } from '@/domain/waitlist/waitlistEmails'

import { queueEmail } from '../email/outbox'
import { lockSchedule } from '../schedule/lockSchedule'
import { inTransaction } from '../transaction'
import { recordEntryEvent } from './entryHistory'
import { offerFreedSeats } from './offerFreedSeats'
import { closingOf, entryEmailData, type EntryRow, selectSchedule } from './waitlistRows'
import { waitlistTxOf } from './waitlistTx'

/**
 * The waitlist job's work, class by class (each in its own transaction): offers that lapsed move on to the next party,
 * seats freed by time passing (a hold that lapsed) are offered, and a list whose registration closed, or whose class was
 * cancelled, ends with a kind email to everyone still waiting. Running it twice changes nothing more.
 */
export async function runWaitlists(payload: Payload, now = new Date()): Promise<{ offered: number; closed: number }> {
  const live = await (payload.db as unknown as PostgresAdapter).drizzle.execute<{ schedule_id: number }>(
    sql`select distinct schedule_id from waitlist_entries where status in ('waiting', 'offered')`,
  )
  let offered = 0
  let closed = 0
  for (const { schedule_id } of live.rows) {
    const scheduleId = Number(schedule_id)
    await inTransaction(payload, async (raw) => {
      const tx = waitlistTxOf(raw)
      offered += (await offerFreedSeats(payload, tx, scheduleId, now)).length
      closed += await closeIfOver(payload, tx, scheduleId, now)
    }).catch((error) => payload.logger.error({ err: error, scheduleId }, 'waitlist run failed for a class'))
  }
  return { offered, closed }
}

async function closeIfOver(payload: Payload, tx: ReturnType<typeof waitlistTxOf>, scheduleId: number, now: Date): Promise<number> {
  await lockSchedule(tx.db, scheduleId)
  const schedule = await selectSchedule(tx, scheduleId)
  if (!schedule) return 0
  const start = classStart({ startTime: schedule.start_time, date: schedule.date })
  const cancelled = schedule.is_cancelled === true
  if (!cancelled && start && !isWaitlistClosed(start, now)) return 0
  // An open offer ends with registration at the latest, so only the still waiting are left here.
  const ended = await tx.db.execute<EntryRow>(sql`
    update waitlist_entries set status = 'closed', updated_at = ${now.toISOString()}
    where schedule_id = ${scheduleId} and status = 'waiting'
    returning *`)
  const closing = await closingOf(tx, scheduleId, cancelled, now)
  for (const entry of ended.rows) {
    await recordEntryEvent(tx, Number(entry.id), cancelled ? 'Closed: the class was cancelled' : 'Closed: registration ends too soon for an offer', 'system (waitlist)', now)
    const email = waitlistClosedEmail({ ...entryEmailData(schedule, entry), ...closing })
    await queueEmail(payload, { kind: 'other', to: entry.contact_email, ...email, dedupeKey: `waitlist-closed:${entry.id}` }, tx.req)
  }
  return ended.rows.length
}
