import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { reminderEmail } from '@/domain/email/bookingEmails'
import { reminderDedupeKey, reminderInstantOf, reminderWaitUntil } from '@/domain/email/reminderTime'

import { drizzleOf, type InRequest } from '../transaction'
import { loadBookingForEmail } from './bookingEmailData'
import { queueEmail } from './outbox'

export const REMINDER_TASK = 'sendReminderEmail'
export const EMAIL_QUEUE = 'email'

export type ReminderInput = { bookingId: number; scheduleId: number }

/** Pending (not yet running) reminder jobs of these bookings are dropped: each booking keeps at most one. */
async function dropPendingReminders(payload: Payload, bookingIds: number[], req?: InRequest): Promise<void> {
  if (bookingIds.length === 0) return
  const db = await drizzleOf(payload, req)
  await db.execute(sql`
    delete from payload_jobs
    where task_slug = ${REMINDER_TASK} and completed_at is null and processing = false
      and (input->>'bookingId')::int = any(${`{${bookingIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`)
}

/**
 * Queues the day-before reminder of a confirmed booking as a job that waits until the reminder instant (the same
 * Pacific clock time the day before class; noon the day before for a class known only by its date), replacing any
 * pending one. A booking made later than that is reminded at once; a cancelled or started class gets none.
 * Given a hook's `req`, it reads and queues inside that transaction.
 */
export async function scheduleReminderEmail(payload: Payload, bookingId: number, now: Date = new Date(), req?: InRequest): Promise<void> {
  const loaded = await loadBookingForEmail(payload, bookingId, req)
  await dropPendingReminders(payload, [bookingId], req)
  if (!loaded?.classStart || loaded.isCancelled || loaded.classStart <= now || loaded.booking.status !== 'confirmed') return
  const input: ReminderInput = { bookingId, scheduleId: loaded.scheduleId }
  await payload.jobs.queue({ task: REMINDER_TASK, input, queue: EMAIL_QUEUE, waitUntil: reminderWaitUntil(loaded.data, now), req: req as never })
}

export type ReminderOutcome = 'queued' | 'already-sent' | 'not-confirmed' | 'class-cancelled' | 'class-started' | 'not-due' | 'not-found'

/**
 * The reminder job: judged again when it runs, so a booking or class cancelled meanwhile gets nothing, and a class
 * moved later is re-queued for its new day. The dedupe key (booking and class time) allows one reminder per time.
 */
export async function sendReminder(payload: Payload, { bookingId }: ReminderInput, now: Date = new Date()): Promise<ReminderOutcome> {
  const loaded = await loadBookingForEmail(payload, bookingId)
  if (!loaded || !loaded.classStart) return 'not-found'
  if (loaded.booking.status !== 'confirmed') return 'not-confirmed'
  if (loaded.isCancelled) return 'class-cancelled'
  if (loaded.classStart <= now) return 'class-started'
  if (reminderInstantOf(loaded.data).getTime() > now.getTime() + 60_000) {
    await scheduleReminderEmail(payload, bookingId, now)
    return 'not-due'
  }
  const { created } = await queueEmail(payload, {
    kind: 'reminder',
    to: loaded.booking.contactEmail,
    ...reminderEmail(loaded.data),
    bookingId,
    dedupeKey: reminderDedupeKey(bookingId, loaded.data),
  })
  return created ? 'queued' : 'already-sent'
}

/**
 * A class moved to another time: each confirmed booking's reminder is queued again for the new time, including
 * bookings whose reminder already went out for the old one. Runs in the schedule update's transaction.
 */
export async function rescheduleClassReminders(payload: Payload, scheduleId: number, req: InRequest, now: Date = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { and: [{ schedule: { equals: scheduleId } }, { status: { equals: 'confirmed' } }] },
    depth: 0,
    pagination: false,
    select: {},
    overrideAccess: true, // system call: the class's own bookings, for their reminders
    req,
  })
  for (const booking of docs) await scheduleReminderEmail(payload, booking.id, now, req)
  return docs.length
}
