import { RESCHEDULE_FEES_NOT_REFUNDED } from '../payments/paidTotal'
import { PUBLIC_POLICY as P, type PublicTier } from './cancellation'

/** Each public tier in the words of the policy page: when it applies and what the customer may do. */
export const PUBLIC_TIER_WORDS: Record<PublicTier, { when: string; what: string }> = {
  'full-refund-or-move': {
    when: `${P.fullRefundDays} or more days before class`,
    what: `A full refund, or move to another class for free. Each additional reschedule after the first costs $${P.extraRescheduleFeeDollars}. ${RESCHEDULE_FEES_NOT_REFUNDED}`,
  },
  'class-credit': {
    when: `${P.creditFromDays} to ${P.fullRefundDays - 1} days before class`,
    what: `A class credit, valid for ${P.creditValidMonths} months.`,
  },
  'no-refund': {
    when: `Less than ${P.creditFromDays} days (${P.noRefundHours} hours) before class`,
    what: 'No refund or reschedule. You may send someone in your place (see substitutions).',
  },
}

export const PUBLIC_TIERS = Object.keys(PUBLIC_TIER_WORDS) as PublicTier[]

/** The policy page's words on partner-hosted classes. */
export const HOSTED_CLASS_WORDS =
  "Classes hosted and registered by a city or another partner (for example a recreation department or a college) follow that host's own refund and cancellation rules. Please contact the host directly."

/**
 * The policy page's substitutions, as the manage page lets customers make them: any participant's name, by the
 * customer, on the booking's manage page until the class starts, within the class's age rules (checkSubstitution).
 */
export const SUBSTITUTION_WORDS = `Can't make it? You may send someone in your place at any time until the class starts, including within ${P.noRefundHours} hours of class. Change the participant's name yourself with the "Manage your booking" link in your confirmation email; the class roster shows the new name at once. Substitutes must meet the class's age rules: 15 or older for adult & teen classes; for mother & daughter classes, daughters aged 12-15.`
