import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/lib/relationId'
import type { PrivateSession } from '@/payload-types'
import { refuseIfInstructorBusy } from '@/server/privateSessions/instructorFree'
import { txOfRequest } from '@/server/transaction'

/** Item 6 of issue 40: no instructor is booked twice (refuseIfInstructorBusy), checked on every new time or instructor. */
export const refuseInstructorConflict: CollectionBeforeChangeHook<PrivateSession> = async ({ data, originalDoc, operation, req }) => {
  const next = { ...originalDoc, ...data }
  const status = next.status ?? 'proposal-sent'
  // A withdrawn proposal or a cancelled session holds no time.
  if ((status !== 'proposal-sent' && status !== 'confirmed') || !next.startTime || !next.endTime || next.instructor == null) return data
  // A payment or a note on a session already checked is never refused: only a new time or instructor is.
  if (operation === 'update' && !movesTime(data, originalDoc)) return data
  const instructorId = relationId(next.instructor)
  const tx = await txOfRequest(req.payload, req)
  if (!tx || instructorId == null) throw new Error('The instructor check needs a transaction and an instructor')
  await refuseIfInstructorBusy(req.payload, tx, { instructorId, start: new Date(next.startTime), end: new Date(next.endTime), exceptId: originalDoc?.id })
  return data
}

const sameInstant = (a: unknown, b: unknown) => a == null || (b != null && new Date(String(a)).getTime() === new Date(String(b)).getTime())

function movesTime(data: Partial<PrivateSession>, before: PrivateSession | undefined): boolean {
  if (!before) return true
  const instructorChanged = data.instructor != null && relationId(data.instructor) !== relationId(before.instructor)
  const reopened = data.status != null && data.status !== 'withdrawn' && before.status === 'withdrawn'
  return instructorChanged || reopened || !sameInstant(data.startTime, before.startTime) || !sameInstant(data.endTime, before.endTime)
}
