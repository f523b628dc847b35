import type { CollectionBeforeChangeHook } from 'payload'

import { conflictSentence, DEFAULT_TRAVEL_BUFFER_MINUTES, firstConflict } from '@/domain/privateSessions/instructorConflict'
import { AppError } from '@/lib/errors'
import { relationId } from '@/lib/relationId'
import type { PrivateSession } from '@/payload-types'
import { lockNames } from '@/server/db/advisoryLocks'
import { instructorBusyTimes } from '@/server/db/instructorCalendar'
import { txOfRequest } from '@/server/transaction'

/**
 * Item 6 of issue 40: no instructor is booked twice. A proposal or session that would come within the travel buffer of
 * the instructor's public class, confirmed session or open proposal is refused with the conflict named. Checked under
 * an advisory lock per instructor, held until the write commits, so of two proposals racing for one evening one wins.
 */
export const refuseInstructorConflict: CollectionBeforeChangeHook<PrivateSession> = async ({ data, originalDoc, operation, req }) => {
  const next = { ...originalDoc, ...data }
  if (next.status === 'withdrawn' || !next.startTime || !next.endTime || next.instructor == null) return data
  // A payment or a note on a session already checked is never refused: only a new time or instructor is.
  if (operation === 'update' && !movesTime(data, originalDoc)) return data
  const instructorId = relationId(next.instructor)
  const tx = await txOfRequest(req.payload, req)
  if (!tx || instructorId == null) throw new Error('The instructor check needs a transaction and an instructor')
  await lockNames(tx.db, [`instructor-calendar:${instructorId}`])

  const settings = await req.payload.findGlobal({ slug: 'site-settings', req, overrideAccess: true }) // system read: a setting
  const buffer = settings.travelBufferMinutes ?? DEFAULT_TRAVEL_BUFFER_MINUTES
  const start = new Date(next.startTime)
  const end = new Date(next.endTime)
  if (end <= start) throw new AppError('INVALID_INPUT', 'The end must be after the start.')
  const margin = buffer * 60_000
  const busy = await instructorBusyTimes(tx.db, {
    instructorId,
    from: new Date(start.getTime() - margin),
    to: new Date(end.getTime() + margin),
    now: new Date(),
    exceptId: originalDoc?.id,
  })
  const conflict = firstConflict({ start, end }, busy, buffer)
  if (!conflict) return data
  const instructor = await req.payload.findByID({ collection: 'users', id: instructorId, req, depth: 0, overrideAccess: true }) // system read: a name
  throw new AppError('INSTRUCTOR_BUSY', conflictSentence(instructor.name || instructor.email, conflict), { instructorId })
}

const sameInstant = (a: unknown, b: unknown) => a == null || (b != null && new Date(String(a)).getTime() === new Date(String(b)).getTime())

function movesTime(data: Partial<PrivateSession>, before: PrivateSession | undefined): boolean {
  if (!before) return true
  const instructorChanged = data.instructor != null && relationId(data.instructor) !== relationId(before.instructor)
  const reopened = data.status != null && data.status !== 'withdrawn' && before.status === 'withdrawn'
  return instructorChanged || reopened || !sameInstant(data.startTime, before.startTime) || !sameInstant(data.endTime, before.endTime)
}
