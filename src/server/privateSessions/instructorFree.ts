import type { Payload, PayloadRequest } from 'payload'

import { conflictSentence, DEFAULT_TRAVEL_BUFFER_MINUTES, firstConflict } from '@/domain/privateSessions/instructorConflict'
import { AppError } from '@/lib/errors'

import { lockNames } from '../db/advisoryLocks'
import { instructorBusyTimes } from '../db/instructorCalendar'
import type { OpenTx } from '../transaction'
import { clockNow } from '../clock/clock'

/**
 * Item 6 of issue 40: refuses, with the conflict named, a time within the travel buffer of the instructor's public
 * class, confirmed session or open proposal. Takes the instructor's advisory lock, held until `tx` commits, so of two
 * writes racing for one evening one wins. `exceptId` is the session being checked itself.
 */
export async function refuseIfInstructorBusy(
  payload: Payload,
  tx: OpenTx,
  { instructorId, start, end, exceptId }: { instructorId: number; start: Date; end: Date; exceptId?: number | null },
): Promise<void> {
  await lockNames(tx.db, [`instructor-calendar:${instructorId}`])
  const req = tx.req as PayloadRequest
  const settings = await payload.findGlobal({ slug: 'site-settings', req, overrideAccess: true }) // system read: a setting
  const buffer = settings.travelBufferMinutes ?? DEFAULT_TRAVEL_BUFFER_MINUTES
  if (end <= start) throw new AppError('INVALID_INPUT', 'The end must be after the start.')
  const margin = buffer * 60_000
  const busy = await instructorBusyTimes(tx.db, { instructorId, from: new Date(start.getTime() - margin), to: new Date(end.getTime() + margin), now: clockNow(), exceptId })
  const conflict = firstConflict({ start, end }, busy, buffer)
  if (!conflict) return
  const instructor = await payload.findByID({ collection: 'users', id: instructorId, req, depth: 0, overrideAccess: true }) // system read: a name
  throw new AppError('INSTRUCTOR_BUSY', conflictSentence(instructor.name || instructor.email, conflict), { instructorId })
}
