import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { z } from 'zod'

import { seatCount } from '../schedule/seats'
import { BUSINESS_TIME_ZONE, isDateOnly } from '../time/pacific'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const text = (label: string, max: number) => z.string().trim().max(max, `${label} is too long (${max} characters at most)`)

/** The fields staff may edit on /admin/schedules/{id}/edit; times are Pacific wall-clock 'HH:mm' on `date`. */
export const scheduleEditFields = z.object({
  date: z.string().refine(isDateOnly, 'Enter the date'),
  startTime: z.string().regex(TIME, 'Enter the start time'),
  endTime: z.string().regex(TIME, 'Enter the end time'),
  availableSpots: z
    .number({ error: 'Enter the available spots' })
    .int('Available spots must be a whole number')
    .min(0, 'Available spots cannot be negative')
    .max(1000, 'Available spots must be 1000 or fewer'),
  isCancelled: z.boolean(),
  specialNotes: text('Special notes', 2000),
  location: text('Location', 200),
  venueName: text('Venue name', 200),
  city: text('City', 100),
})
export type ScheduleEditValues = z.infer<typeof scheduleEditFields>

export const END_BEFORE_START = 'End time must be after the start time.'

/** Classes end on the day they start, so 'HH:mm' strings compare as times. */
export const endsAfterStart = (v: { startTime: string; endTime: string }): boolean =>
  !TIME.test(v.startTime) || !TIME.test(v.endTime) || v.endTime > v.startTime

export const scheduleEditSchema = scheduleEditFields.refine(endsAfterStart, { path: ['endTime'], message: END_BEFORE_START })

type StoredSchedule = {
  date?: string | null
  startTime?: string | null
  endTime?: string | null
  availableSpots: number
  isCancelled?: boolean | null
  specialNotes?: string | null
  location?: string | null
  venueName?: string | null
  city?: string | null
}

const pacificTime = (iso: string | null | undefined): string => (iso ? formatInTimeZone(new Date(iso), BUSINESS_TIME_ZONE, 'HH:mm') : '')

/** A stored schedule as the edit form shows it (Pacific time). A date-only class has empty times. */
export const scheduleFormValues = (s: StoredSchedule): ScheduleEditValues => ({
  date: s.date ?? (s.startTime ? formatInTimeZone(new Date(s.startTime), BUSINESS_TIME_ZONE, 'yyyy-MM-dd') : ''),
  startTime: pacificTime(s.startTime),
  endTime: pacificTime(s.endTime),
  availableSpots: s.availableSpots,
  isCancelled: Boolean(s.isCancelled),
  specialNotes: s.specialNotes ?? '',
  location: s.location ?? '',
  venueName: s.venueName ?? '',
  city: s.city ?? '',
})

const instant = (date: string, time: string): string => fromZonedTime(`${date}T${time}:00`, BUSINESS_TIME_ZONE).toISOString()
const orNull = (value: string): string | null => value || null

/** What is stored: instants in UTC from the Pacific date and times; an emptied override falls back to the class. */
export const scheduleEditData = (v: ScheduleEditValues) => ({
  date: v.date,
  startTime: instant(v.date, v.startTime),
  endTime: instant(v.date, v.endTime),
  availableSpots: v.availableSpots,
  isCancelled: v.isCancelled,
  specialNotes: orNull(v.specialNotes),
  location: orNull(v.location),
  venueName: orNull(v.venueName),
  city: orNull(v.city),
})

/**
 * Spots may not be lowered below the seats already taken; a class already over capacity (an overbooked import) may
 * keep its spots or get more. Null when the new number is allowed.
 */
export const spotsProblem = ({ spots, currentSpots, seatsTaken }: { spots: number; currentSpots: number; seatsTaken: number }): string | null =>
  spots < seatsTaken && spots < currentSpots ? `Available spots cannot be below the ${seatCount(seatsTaken)} already taken.` : null

/** Whether the form differs from what was last saved. */
export const scheduleEditChanged = (a: ScheduleEditValues, b: ScheduleEditValues): boolean =>
  (Object.keys(a) as (keyof ScheduleEditValues)[]).some((k) => a[k] !== b[k])
