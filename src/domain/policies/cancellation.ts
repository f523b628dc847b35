import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'

import { BUSINESS_TIME_ZONE } from '../time/pacific'

/** Figures of the cancellation and rescheduling policies (booking-and-admin §9). */
export const PUBLIC_POLICY = {
  fullRefundDays: 14,
  extraRescheduleFeeDollars: 20,
  creditFromDays: 3,
  creditValidMonths: 12,
  noRefundHours: 72,
  minimumParticipantsNoticeHours: 48,
} as const

export const PRIVATE_POLICY = {
  depositPercent: 50,
  balanceDueDays: 14,
  fullRefundDays: 28,
  depositForfeitDays: 14,
  rebookingFeeDollars: 50,
  cutoffHours: 336,
  arriveEarlyMinutes: 10,
  lateJoinMinutes: 15,
} as const

const HOUR = 3_600_000
const hoursBefore = (start: Date, now: Date) => (start.getTime() - now.getTime()) / HOUR

/**
 * The same Pacific clock time `days` calendar days before `start`: '14 days before a 10:00 AM class' is 10:00 AM two
 * weeks earlier, also when a daylight-saving change lies between (then 335 or 337 hours, not 336).
 */
export function pacificDaysBefore(start: Date, days: number): Date {
  const [date, time] = formatInTimeZone(start, BUSINESS_TIME_ZONE, "yyyy-MM-dd'T'HH:mm:ss.SSS").split('T')
  const earlier = new Date(Date.parse(`${date}T00:00:00Z`) - days * 24 * HOUR).toISOString().slice(0, 10)
  return fromZonedTime(`${earlier}T${time}`, BUSINESS_TIME_ZONE)
}

export type PublicTier = 'full-refund-or-move' | 'class-credit' | 'no-refund'

/**
 * Which public-class tier applies at `now`: 14 or more days before the start (Pacific calendar days, same clock time),
 * 3 to 13 days, or less than 72 hours (elapsed hours, as the policy states them).
 */
export const publicCancellationTier = (start: Date, now: Date): PublicTier => {
  if (now.getTime() <= pacificDaysBefore(start, PUBLIC_POLICY.fullRefundDays).getTime()) return 'full-refund-or-move'
  if (hoursBefore(start, now) >= PUBLIC_POLICY.noRefundHours) return 'class-credit'
  return 'no-refund'
}
