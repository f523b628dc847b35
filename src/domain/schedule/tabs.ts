import type { ClassType } from './classTypes'

export const SCHEDULE_TABS = ['adult-teen', 'mother-daughter'] as const
export type ScheduleTab = (typeof SCHEDULE_TABS)[number]
export const DEFAULT_TAB: ScheduleTab = 'adult-teen'

export const TAB_LABELS: Record<ScheduleTab, string> = {
  'adult-teen': 'Adult & Teen Classes (Ages 15+)',
  'mother-daughter': 'Mother & Daughter Classes (Ages 12-15)',
}

const EMPTY_MESSAGES: Record<ScheduleTab, string> = {
  'adult-teen': 'No upcoming Adults & Teens classes scheduled',
  'mother-daughter': 'No upcoming Mother & Daughter Classes scheduled',
}

/**
 * The public tab a class type is listed under. Community mother-daughter classes are private group registrations
 * (booked through /book-community-md) and appear on neither public tab.
 */
export const tabForClassType = (type: ClassType): ScheduleTab | null => {
  switch (type) {
    case 'public-adult-teen':
      return 'adult-teen'
    case 'public-mother-daughter':
      return 'mother-daughter'
    default:
      return null
  }
}

/** The tab named by a search parameter; anything unknown is the default tab. */
export const parseTab = (value: unknown): ScheduleTab =>
  typeof value === 'string' && (SCHEDULE_TABS as readonly string[]).includes(value) ? (value as ScheduleTab) : DEFAULT_TAB

/** 'No upcoming ... scheduled.' or, with a city chosen, '... scheduled in {city}.' */
export const emptyMessage = (tab: ScheduleTab, city: string | null): string =>
  city ? `${EMPTY_MESSAGES[tab]} in ${city}.` : `${EMPTY_MESSAGES[tab]}.`
