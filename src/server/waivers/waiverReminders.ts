import type { Payload } from 'payload'

import { classStart } from '@/domain/bookings/classStart'
import { HISTORY } from '@/domain/manage/historyActions'
import { waiverReminderEmail } from '@/domain/email/waiverReminderEmail'
import { fullName, isWaiverReminderDue, WAIVER_REMINDER_HOURS } from '@/domain/waivers/waiverSigning'

import { recordBookingEvent } from '../bookings/bookingHistory'
import { loadBookingForEmail } from '../email/bookingEmailData'
import { queueEmail } from '../email/outbox'
import { signatureFor, signaturesOf } from './waiverSignatures'
import { waiverReminderCandidates } from '@/server/db/bookings'
import { drizzleOf } from '@/server/transaction'

export const waiverReminderKey = (bookingId: number) => `waiver-reminder:${bookingId}`

/**
 * The waiver reminder (hourly job): each confirmed booking asked to sign, in a class that is not cancelled and starts
 * within 48 hours, with a participant who has not signed, gets one email through the outbox (dedupe key per booking,
 * so never a second) naming who is still to sign, and a history entry.
 */
export async function sendWaiverReminders(payload: Payload, now: Date = new Date()): Promise<{ reminded: number[] }> {
  const until = new Date(now.getTime() + WAIVER_REMINDER_HOURS * 3600_000)
  const candidates = await waiverReminderCandidates(await drizzleOf(payload), now, until)

  const reminded: number[] = []
  for (const row of candidates) {
    const start = classStart({ startTime: row.start_time, date: row.date })
    if (!start || !isWaiverReminderDue(start, now)) continue
    const bookingId = Number(row.id)
    const loaded = await loadBookingForEmail(payload, bookingId)
    const version = loaded?.booking.waiverVersion
    if (!loaded?.data.waiverUrl || version == null) continue
    const [participants, signatures] = await Promise.all([
      payload.find({ collection: 'participants', where: { booking: { equals: bookingId } }, sort: 'id', pagination: false, depth: 0, overrideAccess: true }), // system read: the job
      signaturesOf(payload, [bookingId], { system: true }),
    ])
    const unsigned = participants.docs.filter((p) => !signatureFor(p, version, signatures)).map(fullName)
    if (unsigned.length === 0) continue
    const { created } = await queueEmail(payload, {
      kind: 'waiver-reminder',
      to: loaded.booking.contactEmail,
      bookingId,
      dedupeKey: waiverReminderKey(bookingId),
      ...waiverReminderEmail({ ...loaded.data, waiverUrl: loaded.data.waiverUrl }, unsigned),
    })
    if (!created) continue
    await recordBookingEvent(payload, bookingId, { action: HISTORY.waiverReminderSent, actor: 'system (waiver reminder job)', after: { unsigned } })
    reminded.push(bookingId)
  }
  if (reminded.length) payload.logger.info({ msg: 'waiver reminders queued', bookingIds: reminded })
  return { reminded }
}
