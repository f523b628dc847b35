import type { Payload } from 'payload'

import { classStart } from '@/domain/bookings/classStart'
import { isWaitlistClosed } from '@/domain/waitlist/offerWindow'

import { lockSchedule, selectSchedule } from '../db/schedules'
import { schedulesWithLiveEntries } from '../db/waitlistEntries'
import { drizzleOf, inTransaction, type OpenTx, openTxOf } from '../transaction'
import { closeWaitlist } from './closeWaitlist'
import { offerFreedSeats } from './offerFreedSeats'

/**
 * The waitlist job's work, class by class (each in its own transaction): offers that lapsed move on to the next party,
 * seats freed by time passing (a hold that lapsed) are offered, and a list whose registration closed ends with a kind
 * email to everyone still waiting (a cancelled class's list, and its open offers, end when it is cancelled: this
 * catches any left). Running it twice changes nothing more.
 */
export async function runWaitlists(payload: Payload, now = new Date()): Promise<{ offered: number; closed: number }> {
  const live = await schedulesWithLiveEntries(await drizzleOf(payload))
  let offered = 0
  let closed = 0
  for (const scheduleId of live) {
    await inTransaction(payload, async (raw) => {
      const tx = openTxOf(raw)
      offered += (await offerFreedSeats(payload, tx, scheduleId, now)).length
      closed += await closeIfOver(payload, tx, scheduleId, now)
    }).catch((error) => payload.logger.error({ err: error, scheduleId }, 'waitlist run failed for a class'))
  }
  return { offered, closed }
}

async function closeIfOver(payload: Payload, tx: OpenTx, scheduleId: number, now: Date): Promise<number> {
  await lockSchedule(tx.db, scheduleId)
  const schedule = await selectSchedule(tx, scheduleId)
  if (!schedule) return 0
  const start = classStart({ startTime: schedule.start_time, date: schedule.date })
  if (schedule.is_cancelled !== true && start && !isWaitlistClosed(start, now)) return 0
  return (await closeWaitlist(payload, tx, schedule, now)).closed
}
