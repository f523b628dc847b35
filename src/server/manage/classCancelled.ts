import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { classCancelledEmail } from '@/domain/email/classCancelledEmails'
import { classCancelledReminderCutoff } from '@/domain/manage/classCancelledReminder'
import { HISTORY } from '@/domain/manage/historyActions'

import { loadBookingForEmail } from '../email/bookingEmailData'
import { queueEmail } from '../email/outbox'
import type { InRequest } from '../transaction'
import { recordBookingEvent } from '../bookings/bookingHistory'
import { loadManageContext } from './manageContext'

/** One offer and one reminder per booking and cancelled class (a booking moved into a class cancelled later is told again). */
const offerKey = (bookingId: number, scheduleId: number) => `class-cancelled:${bookingId}:${scheduleId}`
const reminderKey = (bookingId: number, scheduleId: number) => `class-cancelled-reminder:${bookingId}:${scheduleId}`

/**
 * The studio cancelled a class: every confirmed booking whose manage page now offers the policy's refund or free move
 * (not a partner's) gets one email with its manage link, in the cancelling transaction, and a note in its history.
 * Nothing is refunded here; the customer chooses. The dedupe key makes it once per booking, however often the class is
 * cancelled. Answers the bookings emailed.
 */
export async function offerClassCancelledChoice(payload: Payload, scheduleId: number, now: Date, req?: InRequest): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { and: [{ schedule: { equals: scheduleId } }, { status: { equals: 'confirmed' } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true, // system call: the bookings of the class the owner cancelled
    req,
  })
  const emailed: number[] = []
  for (const booking of docs) {
    if (await offerChoiceTo(payload, booking.id, now, req)) emailed.push(booking.id)
  }
  if (emailed.length) payload.logger.info({ msg: 'class cancelled: customers asked to choose a refund or a move', scheduleId, bookingIds: emailed })
  return emailed
}

/**
 * One confirmed booking of a cancelled class is emailed its choice (once: the dedupe key) and the offer noted in its
 * history; also a booking confirmed after its class was cancelled (paid while at checkout). True when this call sent it.
 */
export async function offerChoiceTo(payload: Payload, bookingId: number, now: Date, req?: InRequest): Promise<boolean> {
  if (!(await tellCustomer(payload, bookingId, now, { reminder: false }, req))) return false
  await recordBookingEvent(payload, bookingId, { action: HISTORY.classCancelledOffer, actor: 'system' }, req)
  return true
}

/**
 * Hourly job: a booking still confirmed in a class that is still cancelled, 3 days after its class-cancelled email,
 * gets one reminder. A booking that chose (refunded, or moved out) or whose class was un-cancelled gets nothing.
 */
export async function remindUnchosenBookings(payload: Payload, now: Date = new Date()): Promise<number[]> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const due = await db.execute<{ id: number }>(sql`
    select b.id from bookings b join schedules s on s.id = b.schedule_id
    where s.is_cancelled and b.status = 'confirmed'
      and exists (select 1 from emails e where e.dedupe_key = 'class-cancelled:' || b.id || ':' || s.id
                  and e.created_at <= ${classCancelledReminderCutoff(now).toISOString()})
      and not exists (select 1 from emails r where r.dedupe_key = 'class-cancelled-reminder:' || b.id || ':' || s.id)`)
  const reminded: number[] = []
  for (const { id } of due.rows) {
    if (await tellCustomer(payload, Number(id), now, { reminder: true })) reminded.push(Number(id))
  }
  if (reminded.length) payload.logger.info({ msg: 'class cancelled: customers who have not chosen reminded', bookingIds: reminded })
  return reminded
}

/** The class-cancelled email (or its reminder) to a booking that may choose now; true when this call queued it. */
async function tellCustomer(payload: Payload, bookingId: number, now: Date, { reminder }: { reminder: boolean }, req?: InRequest): Promise<boolean> {
  const context = await loadManageContext(payload, bookingId, now, req)
  if (context?.tier !== 'class-cancelled' || !context.actions.includes('cancel-refund')) return false
  const scheduleId = context.occurrence.id
  const loaded = await loadBookingForEmail(payload, bookingId, req)
  const manageUrl = loaded?.data.manageUrl
  if (!loaded || !manageUrl) return false
  const { created } = await queueEmail(
    payload,
    {
      kind: 'other',
      to: loaded.booking.contactEmail,
      ...classCancelledEmail({ ...loaded.data, manageUrl }, { reminder }),
      bookingId,
      dedupeKey: reminder ? reminderKey(bookingId, scheduleId) : offerKey(bookingId, scheduleId),
    },
    req,
  )
  return created
}
