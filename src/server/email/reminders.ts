import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { reminderEmail } from '@/domain/email/bookingEmails'
import { reminderInstant, reminderWaitUntil } from '@/domain/email/reminderTime'

import { loadBookingForEmail } from './bookingEmailData'
import { queueEmail } from './outbox'

export const REMINDER_TASK = 'sendReminderEmail'
export const EMAIL_QUEUE = 'email'

export type ReminderInput = { bookingId: number; scheduleId: number }

/**
 * Queues the day-before reminder of a confirmed booking as a job that waits until the reminder instant (the same
 * Pacific clock time the day before class). A booking made later than that is reminded at once. A class without a
 * start time, or one that has started, gets none.
 */
export async function scheduleReminderEmail(payload: Payload, bookingId: number, now: Date = new Date()): Promise<void> {
  const loaded = await loadBookingForEmail(payload, bookingId)
  if (!loaded?.classStart || loaded.isCancelled || loaded.classStart <= now) return
  const input: ReminderInput = { bookingId, scheduleId: loaded.scheduleId }
  await payload.jobs.queue({ task: REMINDER_TASK, input, queue: EMAIL_QUEUE, waitUntil: reminderWaitUntil(loaded.classStart, now) })
}

export type ReminderOutcome = 'queued' | 'already-sent' | 'not-confirmed' | 'class-cancelled' | 'class-started' | 'not-due' | 'not-found'

/**
 * The reminder job: judged again when it runs, so a booking or class cancelled meanwhile gets nothing, and a class
 * moved later is re-queued for its new day. The dedupe key makes a second reminder of one booking impossible.
 */
export async function sendReminder(payload: Payload, { bookingId }: ReminderInput, now: Date = new Date()): Promise<ReminderOutcome> {
  const loaded = await loadBookingForEmail(payload, bookingId)
  if (!loaded || !loaded.classStart) return 'not-found'
  if (loaded.booking.status !== 'confirmed') return 'not-confirmed'
  if (loaded.isCancelled) return 'class-cancelled'
  if (loaded.classStart <= now) return 'class-started'
  if (reminderInstant(loaded.classStart).getTime() > now.getTime() + 60_000) {
    await scheduleReminderEmail(payload, bookingId, now)
    return 'not-due'
  }
  const { created } = await queueEmail(payload, {
    kind: 'reminder',
    to: loaded.booking.contactEmail,
    ...reminderEmail(loaded.data),
    bookingId,
    dedupeKey: `reminder:${bookingId}`,
  })
  return created ? 'queued' : 'already-sent'
}

/** When a class moves, its pending reminders move with it (called by the schedules hook). */
export async function moveReminders(payload: Payload, scheduleId: number, classStart: Date, now: Date = new Date()): Promise<number> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const moved = await db.execute(sql`
    update payload_jobs set wait_until = ${reminderWaitUntil(classStart, now).toISOString()}::timestamptz, updated_at = now()
    where task_slug = ${REMINDER_TASK} and completed_at is null and processing = false
      and (input->>'scheduleId')::int = ${scheduleId}
    returning id`)
  return moved.rows.length
}
