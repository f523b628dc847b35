import { formatClassTime, formatShortDate } from '@/domain/time/format'

/** The travel buffer between two sessions of one instructor when the site settings give none (issue 40). */
export const DEFAULT_TRAVEL_BUFFER_MINUTES = 60

/** Something already on an instructor's calendar: an open proposal, a confirmed session or a public class. */
export type BusyTime = { title: string; start: Date; end: Date }

/**
 * The first busy time that a new session from `start` to `end` comes within `bufferMinutes` of, else null. Touching
 * the buffer exactly (the gap equals it) is allowed; one minute less is a conflict.
 */
export function firstConflict(session: { start: Date; end: Date }, busy: BusyTime[], bufferMinutes: number): BusyTime | null {
  const buffer = bufferMinutes * 60_000
  const sorted = [...busy].sort((a, b) => a.start.getTime() - b.start.getTime())
  return (
    sorted.find((other) => session.start.getTime() < other.end.getTime() + buffer && other.start.getTime() < session.end.getTime() + buffer) ??
    null
  )
}

/** "Dana already teaches Adult & Teen Self-Defense on Sat, Dec 12, 10:00 AM-12:00 PM" */
export const conflictSentence = (instructorName: string, conflict: BusyTime): string =>
  `${instructorName} already teaches ${conflict.title} on ${formatShortDate(conflict.start)}, ${formatClassTime(conflict.start)}-${formatClassTime(conflict.end)}`
