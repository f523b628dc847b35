import type { Payload } from 'payload'

import { reminderEmail } from '@/domain/email/bookingEmails'
import { reminderDedupeKey, reminderInstantOf, reminderWaitUntil } from '@/domain/email/reminderTime'

import { dropPendingJobsOfBookings } from '../db/payloadJobs'
import { drizzleOf, type InRequest } from '../transaction'
import { type BookingForEmail, loadBookingForEmail } from './bookingEmailData'
import { queueEmail } from './outbox'

export const REMINDER_TASK = 'sendReminderEmail'
export const EMAIL_QUEUE = 'email'

export type ReminderInput = { bookingId: number; scheduleId: number }

/** Pending (not yet running) reminder jobs of these bookings are dropped: each booking keeps at most one. */
async function dropPendingReminders(payload: Payload, bookingIds: number[], req?: InRequest): Promise<void> {
  if (bookingIds.length === 0) return
  await dropPendingJobsOfBookings(await drizzleOf(payload, req), REMINDER_TASK, bookingIds)
}

/**
 * Queues the day-before reminder of a confirmed booking as a job that waits until the reminder instant (the same
 * Pacific clock time the day before class; noon the day before for a class known only by its date), replacing any
 * pending one. A booking made later than that is reminded at once; a cancelled or started class gets none.
 * Given a hook's `req`, it reads and queues inside that transaction.
 */
export async function scheduleReminderEmail(payload: Payload, bookingId: number, now: Date = new Date(), req?: InRequest): Promise<void> {
  const loaded = await loadBookingForEmail(payload, bookingId, req)
  if (loaded) await replaceReminder(payload, loaded, now, req)
  else await dropPendingReminders(payload, [bookingId], req)
}

/** The same, for a booking already read for an email: its pending reminder is replaced by one for its class now. */
export async function replaceReminder(payload: Payload, loaded: BookingForEmail, now: Date, req?: InRequest): Promise<void> {
  await dropPendingReminders(payload, [loaded.booking.id], req)
  if (loaded.booking.status === 'confirmed') await queueReminders(payload, [loaded.booking.id], loaded, now, req)
}

type ClassOfReminder = Pick<BookingForEmail, 'classStart' | 'isCancelled' | 'scheduleId' | 'data'>

/** Queues the reminder job of each booking of one class, unless the class is cancelled or has started. */
async function queueReminders(payload: Payload, bookingIds: number[], of: ClassOfReminder, now: Date, req?: InRequest): Promise<void> {
  if (!of.classStart || of.isCancelled || of.classStart <= now) return
  const waitUntil = reminderWaitUntil(of.data, now)
  for (const bookingId of bookingIds) {
    const input: ReminderInput = { bookingId, scheduleId: of.scheduleId }
    await payload.jobs.queue({ task: REMINDER_TASK, input, queue: EMAIL_QUEUE, waitUntil, req: req as never })
  }
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
  const ids = docs.map((b) => b.id)
  await dropPendingReminders(payload, ids, req)
  // The class's time is the same for all its bookings: read it once, through the first booking.
  const loaded = ids.length ? await loadBookingForEmail(payload, ids[0], req) : null
  if (loaded) await queueReminders(payload, ids, loaded, now, req)
  return ids.length
}
