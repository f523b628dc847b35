/** A class length of 120 minutes when the end time is missing (spec §9). */
export const DEFAULT_CLASS_MINUTES = 120

export type CalendarClass = { title: string; start: Date; end?: Date | null; location?: string | null; details?: string }

export const classEnd = ({ start, end }: CalendarClass): Date => end ?? new Date(start.getTime() + DEFAULT_CLASS_MINUTES * 60_000)

/** 20261122T180000Z */
const googleStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** A Google Calendar "add event" link for the class. */
export function googleCalendarUrl(event: CalendarClass): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleStamp(event.start)}/${googleStamp(classEnd(event))}`,
  })
  if (event.location) params.set('location', event.location)
  if (event.details) params.set('details', event.details)
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}

type UtcArray = [number, number, number, number, number]
const utcArray = (d: Date): UtcArray => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()]

/** The attributes the `ics` package's createEvent takes, in UTC. */
export function icsAttributes(event: CalendarClass, uid: string) {
  return {
    uid,
    title: event.title,
    start: utcArray(event.start),
    startInputType: 'utc' as const,
    startOutputType: 'utc' as const,
    end: utcArray(classEnd(event)),
    endInputType: 'utc' as const,
    endOutputType: 'utc' as const,
    ...(event.location ? { location: event.location } : {}),
    ...(event.details ? { description: event.details } : {}),
  }
}

/** A class known only by its date: an all-day event on that (Pacific) day, rather than a made-up start time. */
export function allDayIcsAttributes(event: Omit<CalendarClass, 'start' | 'end'> & { date: string }, uid: string) {
  const [year, month, day] = event.date.split('-').map(Number)
  const next = new Date(Date.UTC(year, month - 1, day + 1))
  return {
    uid,
    title: event.title,
    start: [year, month, day] as [number, number, number],
    end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()] as [number, number, number],
    ...(event.location ? { location: event.location } : {}),
    ...(event.details ? { description: event.details } : {}),
  }
}
