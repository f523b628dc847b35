/** Why a refund is owed: the booking's own payment, or a reschedule fee whose move could not be made. */
export type RefundPurpose = 'booking' | 'move-fee'

const MINUTE = 60_000
/** Waits before the 1st, 2nd, ... retry of a refund Stripe refused; the last one repeats (daily). */
export const REFUND_RETRY_DELAYS_MS = [5 * MINUTE, 30 * MINUTE, 2 * 60 * MINUTE, 8 * 60 * MINUTE, 24 * 60 * MINUTE] as const

/** When a refund refused `attempts` times is asked again: later after each refusal, then once a day. */
export function nextRefundRetryAt(attempts: number, now: Date): Date {
  const index = Math.min(Math.max(attempts, 1), REFUND_RETRY_DELAYS_MS.length) - 1
  return new Date(now.getTime() + REFUND_RETRY_DELAYS_MS[index])
}

/**
 * The one idempotency key of a refund: one per payment and purpose (and amount, for the owner's part refund), so every
 * ask (the first, the job's retries, the owner's button, a redelivered event) is the same request at Stripe and a
 * payment is never refunded twice.
 */
export const refundIdempotencyKey = (purpose: RefundPurpose, bookingId: number, paymentIntentId: string, partCents?: number | null): string =>
  purpose === 'booking' ? `refund-${bookingId}-${paymentIntentId}${partCents ? `-${partCents}` : ''}` : `move-fee-refund-${bookingId}-${paymentIntentId}`
