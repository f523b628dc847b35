import type { CollectionBeforeChangeHook } from 'payload'

import { pacificDate } from '@/domain/time/pacific'
import { fieldRefusal } from '@/lib/payloadErrors'
import { relationId } from '@/lib/relationId'

/** Keeps the date-only field and the admin title in step with the start time and the class. */
export const fillDateAndTitle: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const startTime = data.startTime ?? originalDoc?.startTime
  const date: string | undefined = startTime ? pacificDate(new Date(startTime)) : (data.date ?? originalDoc?.date)
  if (!date) {
    throw fieldRefusal('schedules', 'startTime', 'Give a start time or a date', { id: originalDoc?.id, req })
  }

  const classRef = data.class ?? originalDoc?.class
  const classId = relationId(classRef)
  // The title names the class even when the class is inactive, so this read is a system read.
  const klass = classId
    ? await req.payload.findByID({ collection: 'classes', id: classId, depth: 0, req, overrideAccess: true, select: { name: true } })
    : null

  return { ...data, date, title: `${klass?.name ?? 'Class'} — ${date}` }
}
