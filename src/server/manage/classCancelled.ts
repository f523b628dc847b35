import type { Payload } from 'payload'

import { classCancelledEmail, classCancelledNoticeEmail } from '@/domain/email/classCancelledEmails'
import { classCancelledReminderCutoff } from '@/domain/manage/classCancelledReminder'
import { HISTORY } from '@/domain/manage/historyActions'

import { loadBookingForEmail } from '../email/bookingEmailData'
import { queueEmail } from '../email/outbox'
import { unchosenSince } from '../db/bookings'
import { drizzleOf, type InRequest } from '../transaction'
import { recordBookingEvent } from '../bookings/bookingHistory'
import { loadManageContext } from './manageContext'

/** One offer and one reminder per booking and cancelled class (a booking moved into a class cancelled later is told again). */
const offerKey = (bookingId: number, scheduleId: number) => `class-cancelled:${bookingId}:${scheduleId}`
const reminderKey = (bookingId: number, scheduleId: number) => `class-cancelled-reminder:${bookingId}:${scheduleId}`
const noticeKey = (bookingId: number, scheduleId: number) => `class-cancelled-notice:${bookingId}:${scheduleId}`

/**
 * The studio cancelled a class: every confirmed booking gets one email, in the cancelling transaction. One whose manage
 * page now offers the policy's refund or free move is asked to choose (with its manage link, and a note in its history);
 * one whose host's rules apply (imported, or a partner's class) is told the class is off and whom to ask. Nothing is
 * refunded here; the customer chooses. The dedupe key makes it once per booking, however often the class is cancelled.
 * Answers the bookings emailed.
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
  if (emailed.length) payload.logger.info({ msg: 'class cancelled: customers told', scheduleId, bookingIds: emailed })
  return emailed
}

/** How many customers ticking 'cancelled' on this class emails now: each confirmed booking, once (none when it is cancelled already). */
export async function customersToTellWhenCancelled(payload: Payload, scheduleId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'bookings',
    where: { and: [{ schedule: { equals: scheduleId } }, { status: { equals: 'confirmed' } }, { 'schedule.isCancelled': { not_equals: true } }] },
    overrideAccess: true, // system count shown to the staff member who may cancel the class
  })
  return totalDocs
}

/**
 * One confirmed booking of a cancelled class is told (its choice, or the host's notice; once: the dedupe key) and that
 * noted in its history; also a booking confirmed after its class was cancelled (paid while at checkout). True when sent.
 */
export async function offerChoiceTo(payload: Payload, bookingId: number, now: Date, req?: InRequest): Promise<boolean> {
  const told = await tellCustomer(payload, bookingId, now, { reminder: false }, req)
  if (!told) return false
  await recordBookingEvent(payload, bookingId, { action: told, actor: 'system' }, req)
  return true
}

/**
 * The owner sends a booking of a cancelled class its class-cancelled email (or the host's notice) again: the `resend`-th
 * copy, a new email of its own. False when the booking has nothing to be told (it already chose, or its class runs).
 */
export async function resendClassCancelledEmail(payload: Payload, bookingId: number, resend: number, now: Date, req?: InRequest): Promise<boolean> {
  return (await tellCustomer(payload, bookingId, now, { reminder: false, resend }, req)) !== null
}

/**
 * Hourly job: a booking still confirmed in a class that is still cancelled, 3 days after its class-cancelled email,
 * gets one reminder. A booking that chose (refunded, or moved out) or whose class was un-cancelled gets nothing.
 */
export async function remindUnchosenBookings(payload: Payload, now: Date = new Date()): Promise<number[]> {
  const due = await unchosenSince(await drizzleOf(payload), classCancelledReminderCutoff(now))
  const reminded: number[] = []
  for (const id of due) {
    if (await tellCustomer(payload, id, now, { reminder: true })) reminded.push(id)
  }
  if (reminded.length) payload.logger.info({ msg: 'class cancelled: customers who have not chosen reminded', bookingIds: reminded })
  return reminded
}

/**
 * The class-cancelled email (or its reminder) to a booking that may choose now, or the notice (never reminded) to one
 * whose host's rules apply. Answers what the booking was told when this call queued it, else null.
 */
async function tellCustomer(
  payload: Payload,
  bookingId: number,
  now: Date,
  { reminder, resend }: { reminder: boolean; resend?: number },
  req?: InRequest,
): Promise<typeof HISTORY.classCancelledOffer | typeof HISTORY.classCancelledNotice | null> {
  const context = await loadManageContext(payload, bookingId, now, req)
  if (!context) return null
  const scheduleId = context.occurrence.id
  const choosing = context.tier === 'class-cancelled' && context.actions.includes('cancel-refund')
  const hostsRules = !reminder && context.tier === 'organizer' && context.booking.status === 'confirmed' && context.occurrence.isCancelled
  if (!choosing && !hostsRules) return null
  const loaded = await loadBookingForEmail(payload, bookingId, req)
  const manageUrl = loaded?.data.manageUrl
  if (!loaded || (choosing && !manageUrl)) return null
  const email = choosing
    ? { ...classCancelledEmail({ ...loaded.data, manageUrl: manageUrl! }, { reminder }), dedupeKey: reminder ? reminderKey(bookingId, scheduleId) : offerKey(bookingId, scheduleId) }
    : { ...classCancelledNoticeEmail(loaded.data, context.occurrence.partnerOrganization), dedupeKey: noticeKey(bookingId, scheduleId) }
  const dedupeKey = resend ? `${email.dedupeKey}:resend-${resend}` : email.dedupeKey
  const { created } = await queueEmail(payload, { kind: 'class-cancelled', to: loaded.booking.contactEmail, ...email, dedupeKey, bookingId }, req)
  if (!created) return null
  return choosing ? HISTORY.classCancelledOffer : HISTORY.classCancelledNotice
}
