import { addMonths } from 'date-fns'

import { formatCents } from '../bookings/pricing'
import { PUBLIC_POLICY } from '../policies/cancellation'
import { formatClassDate } from '../time/format'

/** 'pending': a gift certificate bought but not paid yet (it holds no money and no code works). */
export const CREDIT_STATUSES = ['active', 'used', 'void', 'expired', 'pending'] as const
export type CreditStatus = (typeof CREDIT_STATUSES)[number]

/** A class credit (a cancellation's value or a goodwill credit, 12 months) or a gift certificate bought with money (never expires). */
export const CREDIT_KINDS = ['class-credit', 'gift-certificate'] as const
export type CreditKind = (typeof CREDIT_KINDS)[number]

/** How a credit of each kind is named to its holder. */
export const creditNoun = (kind: CreditKind | null | undefined): string => (kind === 'gift-certificate' ? 'gift certificate' : 'class credit')

/** `expiresAt` null: it never expires (a gift certificate). */
export type CreditState = { status: CreditStatus; remainingCents: number; expiresAt: string | Date | null }

/** A credit is valid for PUBLIC_POLICY.creditValidMonths from the moment it is issued. */
export const creditExpiresAt = (issuedAt: Date): Date => addMonths(issuedAt, PUBLIC_POLICY.creditValidMonths)

/** On a cancellation with a refund, the part a class credit (or gift certificate) paid goes back onto it: said beside the card's refund. */
export const creditBackSentence = (creditCents: number, kind?: CreditKind | null): string | null =>
  creditCents > 0
    ? `The ${formatCents(creditCents)} paid with your ${creditNoun(kind)} is back on that ${kind === 'gift-certificate' ? 'gift certificate' : 'credit'}, for your next booking.`
    : null

/** The value of a cancelled booking as a credit: what was paid for it, in money and in an earlier credit. */
export const creditValueOf = (booking: { totalCents: number; creditCents?: number | null }): number =>
  Math.max(0, booking.totalCents) + Math.max(0, booking.creditCents ?? 0)

export const CREDIT_MESSAGES = {
  notFound: 'We could not find this class credit code. Please check it and try again.',
  void: 'This class credit is no longer valid. Please contact us if you think this is a mistake.',
  used: 'This class credit has already been used in full.',
  expired: (on: string) => `This class credit expired on ${on}.`,
} as const

/** Why a credit cannot pay for a booking at `now`, in the customer's words; null when it can. */
export function creditRefusal(credit: CreditState | null, now: Date): string | null {
  if (!credit) return CREDIT_MESSAGES.notFound
  if (credit.status === 'pending') return CREDIT_MESSAGES.notFound
  if (credit.status === 'void') return CREDIT_MESSAGES.void
  if (credit.expiresAt && (credit.status === 'expired' || new Date(credit.expiresAt).getTime() <= now.getTime())) {
    return CREDIT_MESSAGES.expired(formatClassDate(new Date(credit.expiresAt)))
  }
  if (credit.status === 'used' || credit.remainingCents <= 0) return CREDIT_MESSAGES.used
  return null
}

export type CreditApplied = {
  /** Taken from the credit for this booking. */
  appliedCents: number
  /** Still to pay (by card, or nothing). */
  dueCents: number
  /** Left on the credit afterwards. */
  remainingCents: number
  status: CreditStatus
}

/** A credit with `remainingCents` paying towards a total: as much as it covers, never more than the total. */
export function applyCredit(totalCents: number, remainingCents: number): CreditApplied {
  const total = Math.max(0, Math.round(totalCents))
  const remaining = Math.max(0, Math.round(remainingCents))
  const appliedCents = Math.min(total, remaining)
  const left = remaining - appliedCents
  return { appliedCents, dueCents: total - appliedCents, remainingCents: left, status: left === 0 ? 'used' : 'active' }
}

/**
 * A booking's unpaid hold gave back `appliedCents`: the credit's new remaining (never above its amount) and status.
 * A void or expired credit keeps its status; a used one is active again.
 */
export function giveBackCredit(credit: { status: CreditStatus; amountCents: number; remainingCents: number }, appliedCents: number) {
  const remainingCents = Math.min(credit.amountCents, Math.max(0, credit.remainingCents) + Math.max(0, appliedCents))
  const status: CreditStatus = credit.status === 'used' && remainingCents > 0 ? 'active' : credit.status
  return { remainingCents, status }
}
