import type { Payload } from 'payload'
import { z } from 'zod'

import type { Occurrence } from '@/domain/schedule/occurrence'

import { toOccurrence } from './schedule/occurrences'
import { getSiteSettings } from './siteContent'

const scheduleIdParam = z.string().regex(/^\d{1,12}$/).transform(Number)

export type ClassPrep = {
  occurrence: Occurrence
  phone: string
  defaultInstructor: { name: string | null; phone: string | null }
}

/** The prep page's class, read as a visitor (cancelled schedules and inactive classes are not found); null when none. */
export async function loadClassPrep(payload: Payload, rawScheduleId: string): Promise<ClassPrep | null> {
  const parsed = scheduleIdParam.safeParse(rawScheduleId)
  if (!parsed.success) return null
  const [{ docs }, settings] = await Promise.all([
    payload.find({ collection: 'schedules', where: { id: { equals: parsed.data } }, depth: 1, limit: 1, pagination: false, overrideAccess: false }),
    getSiteSettings(),
  ])
  const occurrence = docs[0] ? toOccurrence(docs[0]) : null
  if (!occurrence || occurrence.isCancelled || !occurrence.isActive) return null
  return {
    occurrence,
    phone: settings.phone ?? '',
    defaultInstructor: { name: settings.defaultInstructor?.name ?? null, phone: settings.defaultInstructor?.phone ?? null },
  }
}
