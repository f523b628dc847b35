/** The balance of a confirmed private session, as the chargePrivateBalances job reads it. */
export type BalanceState = {
  status: string
  startTime: string | Date
  balanceCents?: number | null
  balanceDueAt?: string | Date | null
  balancePaidAt?: string | Date | null
  balanceDeclinedAt?: string | Date | null
  balanceReminderSentAt?: string | Date | null
}

/** "A reminder every 2 days" (issue 40) after the saved card was declined, until paid or the session starts. */
export const BALANCE_REMINDER_EVERY_HOURS = 48
const HOUR = 3_600_000

const time = (value: string | Date | null | undefined): number | null => (value == null ? null : new Date(value).getTime())

/** Still owed: a confirmed session (any other status is never charged) with a balance not yet paid. */
export const balanceOwed = (s: BalanceState): boolean => s.status === 'confirmed' && (s.balanceCents ?? 0) > 0 && !s.balancePaidAt

/** The saved card was declined: the organizer is to pay through the link on their page. */
export const balanceAwaitingCustomer = (s: BalanceState): boolean => balanceOwed(s) && s.balanceDeclinedAt != null

/**
 * What the job does now with this session's balance: charge the saved card (due, owed, never tried: one off-session
 * attempt per session), remind the organizer (declined, 2 days since the last email, the session not started), or
 * nothing.
 */
export function balanceStep(s: BalanceState, now: Date): 'charge' | 'remind' | null {
  const due = time(s.balanceDueAt)
  if (!balanceOwed(s) || due == null || due > now.getTime()) return null
  const declined = time(s.balanceDeclinedAt)
  if (declined == null) return 'charge'
  const lastEmail = time(s.balanceReminderSentAt) ?? declined
  const started = now.getTime() >= new Date(s.startTime).getTime()
  return !started && now.getTime() - lastEmail >= BALANCE_REMINDER_EVERY_HOURS * HOUR ? 'remind' : null
}

/** Stripe's refusal of an off-session charge, in plain words for the history and the owner ("the card was declined"). */
export function declineInWords(refusal: { code?: string | null; declineCode?: string | null; message?: string | null }): string {
  const words: Record<string, string> = {
    authentication_required: "the card's bank asks the cardholder to confirm the payment",
    insufficient_funds: 'the card has insufficient funds',
    expired_card: 'the card has expired',
    lost_card: 'the card was reported lost',
    stolen_card: 'the card was reported stolen',
    incorrect_cvc: "the card's security code is wrong",
    processing_error: 'the card could not be processed',
    card_declined: 'the card was declined',
  }
  return words[refusal.declineCode ?? ''] ?? words[refusal.code ?? ''] ?? (refusal.message ? `Stripe: ${refusal.message}` : 'the card was declined')
}
