import type { ClassType } from '../schedule/classTypes'

export const BOOKING_KINDS = ['adult', 'mother-daughter', 'community-mother-daughter'] as const
export type BookingKind = (typeof BOOKING_KINDS)[number]

const KIND_OF: Record<ClassType, BookingKind> = {
  'public-adult-teen': 'adult',
  'public-mother-daughter': 'mother-daughter',
  'community-mother-daughter': 'community-mother-daughter',
}

/** Which booking form and rules a class type uses. */
export const bookingKindOf = (classType: ClassType): BookingKind => KIND_OF[classType]

/** The public booking page of a kind; community classes are booked on the organizer page by schedule id. */
export const bookingPath = (kind: BookingKind, scheduleId: number | string): string =>
  kind === 'adult'
    ? `/book-adult-class/${scheduleId}`
    : kind === 'mother-daughter'
      ? `/book-mother-daughter-class/${scheduleId}`
      : `/book-community-md/${scheduleId}`
