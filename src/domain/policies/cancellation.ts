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

export type PublicTier = 'full-refund-or-move' | 'class-credit' | 'no-refund'

/** Which public-class tier a cancellation falls in: 14+ days, 3-13 days, or under 72 hours before the start. */
export const publicCancellationTier = (start: Date, now: Date): PublicTier => {
  const hours = hoursBefore(start, now)
  if (hours >= PUBLIC_POLICY.fullRefundDays * 24) return 'full-refund-or-move'
  if (hours >= PUBLIC_POLICY.noRefundHours) return 'class-credit'
  return 'no-refund'
}

export type PrivateTier = 'full-refund-or-move' | 'deposit-forfeit' | 'no-refund'

/** Private classes: 28+ days, 14-27 days, under 14 days (336 hours) before the start time. */
export const privateCancellationTier = (start: Date, now: Date): PrivateTier => {
  const hours = hoursBefore(start, now)
  if (hours >= PRIVATE_POLICY.fullRefundDays * 24) return 'full-refund-or-move'
  if (hours >= PRIVATE_POLICY.cutoffHours) return 'deposit-forfeit'
  return 'no-refund'
}
