import type { BookingKind } from '../bookings/bookingKind'
import { formatCents } from '../bookings/pricing'
import { count } from '../text/count'
import { formatClassDate, formatClassTime } from '../time/format'

/**
 * Promo codes: the owner's discounts, made in /cms. A booking carries at most one; its use is counted while the booking
 * holds its seats (held and not lapsed, or confirmed), so a lapsed or released hold gives the use back by itself.
 */

/** The class kinds a code may apply to; 'private' is a private session's deposit (its total, before the deposit is taken). */
export const PROMO_CLASS_KINDS = ['public', 'mother-daughter', 'private'] as const
export type PromoClassKind = (typeof PROMO_CLASS_KINDS)[number]
export const PROMO_CLASS_KIND_LABELS: Record<PromoClassKind, string> = {
  public: 'Adult & teen',
  'mother-daughter': 'Mother-daughter (public and community)',
  private: 'Private sessions (off the total, before the deposit)',
}

export const PROMO_DISCOUNT_TYPES = ['percent', 'amount'] as const
export type PromoDiscountType = (typeof PROMO_DISCOUNT_TYPES)[number]

/** What a code is used on: a booking of one of the public forms, or a private session's deposit. */
export type PromoTarget = BookingKind | 'private'

/** Which of a code's class kinds a booking is: community mother-daughter classes count as mother-daughter. */
export const promoKindOf = (kind: PromoTarget): PromoClassKind => (kind === 'private' ? 'private' : kind === 'adult' ? 'public' : 'mother-daughter')

/** As the owner types it and the customer may type it: trimmed, upper case. Codes compare case-insensitively. */
export const normalisePromoCode = (input: string): string => input.trim().toUpperCase()

export type PromoRules = {
  code: string
  active: boolean
  discountType: PromoDiscountType
  /** 1-100 when discountType is 'percent'. */
  percentOff?: number | null
  /** In cents, off the booking's total, when discountType is 'amount'. */
  amountOffCents?: number | null
  classKinds: readonly string[]
  validFrom?: Date | string | null
  validUntil?: Date | string | null
  totalUses?: number | null
  usesPerEmail?: number | null
  minimumParticipants?: number | null
}

/** What the code's row says about its uses right now, counted under its row lock. */
export type PromoUsage = { usesSoFar: number; usesByThisEmail: number }

export const PROMO_MESSAGES = {
  unknown: "We don't know that promo code. Please check it and try again.",
  notYet: (from: Date) => `This promo code can be used from ${formatClassDate(from)} at ${formatClassTime(from)} (Pacific time).`,
  expired: 'This promo code has expired.',
  usedUp: 'This promo code has been used as many times as it allows.',
  usedByEmail: 'This promo code has already been used with this email address.',
  notForClass: "This promo code doesn't apply to this class.",
  needsParticipants: (n: number) => `This promo code needs at least ${count(n, 'participant')} on the booking.`,
} as const

/** Why a code cannot be used on this booking, in the customer's words, or null when it can. */
export function promoRefusal(
  promo: PromoRules | null,
  booking: { kind: PromoTarget; participantCount: number },
  usage: PromoUsage,
  now: Date,
): string | null {
  if (!promo || !promo.active) return PROMO_MESSAGES.unknown
  const from = promo.validFrom ? new Date(promo.validFrom) : null
  const until = promo.validUntil ? new Date(promo.validUntil) : null
  if (from && now < from) return PROMO_MESSAGES.notYet(from)
  // 'Valid until 5:00 PM': usable up to, not at, that minute.
  if (until && now >= until) return PROMO_MESSAGES.expired
  if (!promo.classKinds.includes(promoKindOf(booking.kind))) return PROMO_MESSAGES.notForClass
  if (promo.minimumParticipants && booking.participantCount < promo.minimumParticipants) {
    return PROMO_MESSAGES.needsParticipants(promo.minimumParticipants)
  }
  if (promo.totalUses != null && usage.usesSoFar >= promo.totalUses) return PROMO_MESSAGES.usedUp
  if (promo.usesPerEmail != null && usage.usesByThisEmail >= promo.usesPerEmail) return PROMO_MESSAGES.usedByEmail
  return null
}

/** The discount in cents on a booking's list price: a percent (rounded to the cent) or an amount, never more than the price. */
export function promoDiscountCents(promo: Pick<PromoRules, 'discountType' | 'percentOff' | 'amountOffCents'>, listCents: number): number {
  const off = promo.discountType === 'percent' ? Math.round((listCents * Math.min(100, Math.max(0, promo.percentOff ?? 0))) / 100) : Math.max(0, promo.amountOffCents ?? 0)
  return Math.min(listCents, off)
}

/** What a code is, under its discount on the booking form's summary: 'SPRING20: 20% off', 'TEN: $10.00 off'. */
export function describePromo(promo: { code: string; discountType: PromoDiscountType; percentOff?: number | null; amountOffCents?: number | null }): string {
  return `${promo.code}: ${promo.discountType === 'percent' ? `${promo.percentOff}%` : formatCents(promo.amountOffCents ?? 0)} off`
}

/** A booking's promo code as its customer reads it (summary, checkout, confirmation, emails, manage page); null without one. */
export function promoRowOf(booking: { promoCode?: number | { code: string } | null; discountCents?: number | null }): { label: string; value: string } | null {
  const discount = booking.discountCents ?? 0
  if (discount <= 0) return null
  const code = typeof booking.promoCode === 'object' && booking.promoCode ? ` ${booking.promoCode.code}` : ''
  return { label: `Promo code${code}`, value: `-${formatCents(discount)}` }
}
