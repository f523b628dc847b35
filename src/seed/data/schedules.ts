import { fromZonedTime } from 'date-fns-tz'
import type { RequiredDataFromCollectionSlug } from 'payload'

import { BUSINESS_TIME_ZONE, pacificDate } from '@/domain/time/pacific'

import type { ClassKey } from './classes'

/** Keys that bookings use to find "their" schedule. */
export type ScheduleKey = 'past' | 'nearlyFull' | 'full' | 'fullAdult' | 'community' | 'imported'

export type ScheduleSeed = {
  key?: ScheduleKey
  classKey: ClassKey
  data: Omit<RequiredDataFromCollectionSlug<'schedules'>, 'class'>
}

const DAY_MS = 24 * 60 * 60 * 1000

/** `YYYY-MM-DD` plus n calendar days (computed at UTC noon, so no zone can shift the day). */
const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

const weekday = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay()

/** Pacific wall-clock time on a date, as a UTC ISO string. */
const at = (date: string, time: string): string => fromZonedTime(`${date}T${time}:00`, BUSINESS_TIME_ZONE).toISOString()

const SATURDAY = 6

const WC_RECREATION_URL = 'https://www.walnut-creek.example/recreation/mother-daughter-self-defense'
const DVC_URL = 'https://communityed.dvc.example/courses/mother-daughter-self-defense'

/**
 * About 30 occurrences over the eight weeks after `now`, plus one three days ago (for the attendance screen).
 * Week w counts from the first Saturday strictly after today in Pacific time, so every "upcoming" one is in the future.
 */
export function demoSchedules(now: Date): ScheduleSeed[] {
  const today = pacificDate(now)
  let firstSaturday = addDays(today, 1)
  while (weekday(firstSaturday) !== SATURDAY) firstSaturday = addDays(firstSaturday, 1)
  // Day offsets from that week's Saturday.
  const day = (week: number, offsetFromSaturday: number) => addDays(firstSaturday, week * 7 + offsetFromSaturday)
  const SAT = 0
  const SUN = 1
  const TUE = 3
  const WED = 4
  const THU = 5

  // Registration of a later class opens two weeks from today at 9:00 AM Pacific: a time an owner would choose.
  const opensInTwoWeeks = at(addDays(today, 14), '09:00')

  const schedules: ScheduleSeed[] = []
  const add = (classKey: ClassKey, date: string, start: string, end: string, extra: Partial<ScheduleSeed['data']> = {}, key?: ScheduleKey) =>
    schedules.push({ key, classKey, data: { startTime: at(date, start), endTime: at(date, end), availableSpots: 10, isCancelled: false, ...extra } })

  // Three days ago: attendance has been taken for part of the roster.
  add('adultWalnutCreek', addDays(today, -3), '10:00', '13:00', {}, 'past')

  // Adult & teen, Walnut Creek: Saturdays 10:00-13:00, every week.
  for (let week = 0; week < 8; week++) {
    const extra: Partial<ScheduleSeed['data']> =
      week === 0
        ? { arrivalInstructions: 'Use the side entrance on Locust St and leave your shoes in the cubbies; please arrive 15 minutes early.' }
        : week === 3
          ? { isCancelled: true, specialNotes: 'Cancelled: the studio is closed for floor repairs. Everyone booked has been moved to the next class.' }
          : {}
    add('adultWalnutCreek', day(week, SAT), '10:00', '13:00', extra, week === 1 ? 'nearlyFull' : undefined)
  }

  // Adult & teen, Concord: every other Tuesday evening, 18:00-21:00.
  for (const week of [0, 2, 4, 6]) {
    const extra: Partial<ScheduleSeed['data']> =
      week === 2
        ? { specialNotes: 'Free parking in the garage on Willow Pass Rd after 6 pm.' }
        : week === 4
          ? { isCancelled: true }
          : week === 6
            ? // Registration opens in two weeks: the card shows 'Coming Soon'.
              { registrationOpens: opensInTwoWeeks }
            : {}
    // Week 2 is full, with someone on its waitlist: the card shows 'Join Waitlist'.
    add('adultConcord', day(week, TUE), '18:00', '21:00', extra, week === 2 ? 'fullAdult' : undefined)
  }

  // Mother & daughter, Pleasant Hill (booked on our site): every other Sunday, 13:00-16:00.
  for (const week of [0, 2, 4, 6]) {
    const extra: Partial<ScheduleSeed['data']> =
      week === 4 ? { specialNotes: 'Moms: wear shoes you can move in; daughters may bring a friend to watch the last 20 minutes.' } : {}
    add('motherDaughterPleasantHill', day(week, SUN), '13:00', '16:00', extra, week === 0 ? 'full' : undefined)
  }

  // Mother & daughter, Walnut Creek Recreation (external): Saturday afternoons, 14:00-17:00.
  for (const week of [1, 3, 5]) {
    add('motherDaughterWalnutCreekCity', day(week, SAT), '14:00', '17:00', {
      bookingUrl: WC_RECREATION_URL,
      ...(week === 5 ? { isCancelled: true, specialNotes: 'Cancelled by the city for low enrollment.' } : {}),
    })
  }

  // Mother & daughter, Diablo Valley College (external): Thursday evenings, 18:00-20:00.
  for (const week of [1, 3, 5, 7]) {
    add('motherDaughterDvc', day(week, THU), '18:00', '20:00', { bookingUrl: DVC_URL }, week === 1 ? 'imported' : undefined)
  }

  // Community mother & daughter, San Mateo: Sunday mornings, 10:00-12:00.
  for (const week of [1, 3, 5, 7]) {
    const extra: Partial<ScheduleSeed['data']> =
      week === 7
        ? // Registration for the last one opens two weeks from now.
          { registrationOpens: opensInTwoWeeks, specialNotes: 'Registration opens two weeks ahead for troop families first.' }
        : {}
    add('communitySanMateo', day(week, SUN), '10:00', '12:00', extra, week === 1 ? 'community' : undefined)
  }

  // Community mother & daughter, Lafayette (contact us): Wednesday evenings, 18:00-20:00.
  for (const week of [2, 6]) {
    add('communityLafayette', day(week, WED), '18:00', '20:00')
  }

  return schedules
}
