import type { Payload } from 'payload'

import { type OfferedParty, removalReport } from '@/domain/cms/ownerReports'
import { lineOrder } from '@/domain/waitlist/lineOrder'
import { waitlistRemovedEmail } from '@/domain/waitlist/waitlistEmails'

import { queueEmail } from '../email/outbox'
import { lockSchedule, selectSchedule } from '../db/schedules'
import { entriesByIds, entryById, livePlaces, setPosition } from '../db/waitlistEntries'
import { recordEntryEvent } from './entryHistory'
import { releaseOffer } from './releaseOffer'
import { entryEmailData } from './waitlistRows'
import type { OpenTx } from '@/server/transaction'

/**
 * Numbers the class's live entries (waiting, offered) 1..n in their order, after the owner moved one (`moved`) or an
 * entry came off the list; entries no longer on it keep their last position. Under the class's row lock, the lock a
 * join takes to give its entry the next position.
 */
export async function renumberLine(tx: OpenTx, scheduleId: number, moved?: { id: number; up: boolean }): Promise<void> {
  await lockSchedule(tx.db, scheduleId)
  const places = await livePlaces(tx.db, scheduleId)
  const numbers = lineOrder(places, moved)
  for (const place of places) {
    const position = numbers.get(place.id)
    if (position !== place.position) await setPosition(tx.db, place.id, position)
  }
}

/** The parties of these entries as the owner is told they were offered seats. */
export async function offeredParties(tx: OpenTx, entryIds: readonly number[]): Promise<OfferedParty[]> {
  if (entryIds.length === 0) return []
  return (await entriesByIds(tx.db, entryIds)).map((e) => ({
    name: `${e.contact_first_name} ${e.contact_last_name}`,
    email: e.contact_email,
    seats: Number(e.seats),
    offeredUntil: e.offered_until ? new Date(e.offered_until).toISOString() : null,
  }))
}

/**
 * The owner took an entry off the list in /cms (its status is already 'closed' in this save): noted in its history as
 * the studio's removal, the seats of its open offer released, and the customer emailed only when the owner chose to.
 * Answers what the owner is told.
 */
export async function removedByStudio(
  payload: Payload,
  tx: OpenTx,
  entryId: number,
  { email, offerBookingId, actor, now }: { email: boolean; offerBookingId: number | null; actor: string; now: Date },
): Promise<string> {
  const entry = await entryById(tx.db, entryId)
  if (!entry) return ''
  await recordEntryEvent(tx, entryId, `Removed by the studio; ${email ? 'the customer was emailed' : 'the customer was not emailed'}`, actor, now, 'removed')
  const releasedSeats = offerBookingId && (await releaseOffer(payload, tx, offerBookingId, 'waitlist offer withdrawn: removed by the studio')) ? Number(entry.seats) : 0
  if (email) {
    const schedule = await selectSchedule(tx, Number(entry.schedule_id))
    if (schedule) {
      const content = waitlistRemovedEmail(entryEmailData(schedule, entry))
      await queueEmail(payload, { kind: 'waitlist-removed', to: entry.contact_email, ...content, dedupeKey: `waitlist-removed:${entryId}` }, tx.req)
    }
  }
  return removalReport({ name: `${entry.contact_first_name} ${entry.contact_last_name}`, email: entry.contact_email, emailed: email, releasedSeats })
}
