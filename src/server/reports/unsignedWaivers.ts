import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Period } from '@/domain/reports/periods'
import { hasSigned } from '@/domain/waivers/waiverSigning'

import { drizzleOf } from '../transaction'

/** A class with participants still to sign the waiver their booking asks for. */
export type UnsignedWaivers = { scheduleId: number; className: string; startTime: string; unsigned: number }

type Signature = { participant: number | null; waiverVersion: number; participantName: string }
type Row = {
  schedule_id: number
  class_name: string
  start_time: string | Date
  id: number
  first_name: string
  last_name: string
  age_group: string
  waiver_version: string
  signatures: Signature[]
}

/**
 * The classes starting in `period` (not cancelled) whose confirmed bookings asked for a waiver that a participant has
 * not signed, with how many, soonest first: ONE statement reads the participants and their signatures, and whether a
 * signature covers its participant is the waiver rule's (hasSigned).
 */
export async function unsignedWaivers(payload: Payload, period: Period): Promise<UnsignedWaivers[]> {
  const db = await drizzleOf(payload)
  const { rows } = await db.execute<Row>(sql`
    select s.id as schedule_id, coalesce(c.name, s.title, 'Class') as class_name, s.start_time,
           p.id, p.first_name, p.last_name, p.age_group, b.waiver_version,
           coalesce((select json_agg(json_build_object('participant', w.participant_id, 'waiverVersion', w.waiver_version, 'participantName', w.participant_name))
                     from waiver_signatures w where w.participant_id = p.id), '[]'::json) as signatures
    from schedules s
    left join classes c on c.id = s.class_id
    join bookings b on b.schedule_id = s.id and b.status = 'confirmed' and b.waiver_version is not null
    join participants p on p.booking_id = b.id
    where s.start_time >= ${period.from.toISOString()} and s.start_time < ${period.to.toISOString()} and coalesce(s.is_cancelled, false) = false
    order by s.start_time, s.id`)
  const classes = new Map<number, UnsignedWaivers>()
  for (const row of rows) {
    const participant = { id: Number(row.id), firstName: row.first_name, lastName: row.last_name, ageGroup: row.age_group }
    const signatures = row.signatures.map((s) => ({ ...s, participant: s.participant == null ? null : Number(s.participant), waiverVersion: Number(s.waiverVersion) }))
    if (hasSigned(participant, Number(row.waiver_version), signatures)) continue
    const scheduleId = Number(row.schedule_id)
    const entry = classes.get(scheduleId) ?? { scheduleId, className: row.class_name, startTime: new Date(row.start_time).toISOString(), unsigned: 0 }
    entry.unsigned++
    classes.set(scheduleId, entry)
  }
  return [...classes.values()]
}
