import type { Payload } from 'payload'

import { classStart } from '@/domain/bookings/classStart'
import { minimumParticipantsEmail } from '@/domain/email/minimumParticipantsEmail'
import { effectiveMinimum, isMinimumCheckDue, isUnderMinimum, minimumCheckWindow } from '@/domain/schedule/minimumParticipants'
import { env } from '@/lib/env'

import { businessContact } from './email/businessContact'
import { queueEmail } from './email/outbox'
import { classesWithMinimum } from '@/server/db/schedules'
import { drizzleOf } from '@/server/transaction'

export type MinimumCheck = { checked: number; notified: number[] }

/**
 * The minimum-participants check (hourly job): every class that is not cancelled, has a minimum (its schedule's, else
 * its class's) and starts within the check window, with fewer confirmed seats than that minimum, gets one email to
 * the business with the count and a link to the class in /cms. Nothing is cancelled here. The dedupe key names the
 * class and its start, so a class is reported once (again only if it moves to another time).
 */
export async function checkMinimumParticipants(payload: Payload, now: Date = new Date()): Promise<MinimumCheck> {
  const { from, to } = minimumCheckWindow(now)
  const candidates = await classesWithMinimum(await drizzleOf(payload), from, to)

  const notified: number[] = []
  let business: Awaited<ReturnType<typeof businessContact>> | null = null
  for (const row of candidates) {
    const start = classStart({ startTime: row.start_time, date: row.date })
    const minimum = effectiveMinimum(row.schedule_minimum, row.class_minimum)
    const confirmedSeats = Number(row.confirmed_seats)
    if (!start || !isMinimumCheckDue(start, now) || !isUnderMinimum(confirmedSeats, minimum)) continue
    business ??= await businessContact(payload)
    const { created } = await queueEmail(payload, {
      kind: 'minimum-participants',
      to: business.email,
      ...minimumParticipantsEmail({
        className: row.class_name,
        start,
        end: row.end_time ? new Date(row.end_time) : null,
        confirmedSeats,
        minimum: minimum!,
        cmsUrl: `${env.SERVER_URL}/cms/collections/schedules/${row.id}`,
        businessName: business.name,
      }),
      dedupeKey: `minimum-participants:${row.id}:${start.toISOString()}`,
    })
    if (created) notified.push(Number(row.id))
  }
  if (notified.length) payload.logger.info({ msg: 'classes below their minimum: owner emailed', scheduleIds: notified })
  return { checked: candidates.length, notified }
}
