import { formatCents } from '../bookings/pricing'

/**
 * Why a refund is owed: the booking's own payment, a part of it the owner gave back while keeping the booking, or a
 * reschedule fee whose move could not be made.
 */
export type RefundPurpose = 'booking' | 'booking-part' | 'move-fee'

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

/**
 * The key of one part refund that keeps the booking: one per refund the owner asks for (`requestId`, made when the owner
 * opens the action), so two refunds of $25 are two refunds, and the same request sent again is the same refund.
 */
export const partRefundKey = (bookingId: number, paymentIntentId: string, requestId: string): string => `refund-part-${bookingId}-${paymentIntentId}-${requestId}`

/** The refunds of the booking's payment (whole or part), as against a reschedule fee's. */
export const refundsBookingPayment = (purpose: RefundPurpose): boolean => purpose === 'booking' || purpose === 'booking-part'

/** A refund kept on a booking to be asked of Stripe (again): due since the booking was cancelled, or refused by Stripe. */
export type KeptRefund = { purpose: RefundPurpose; paymentIntentId: string; idempotencyKey: string; amountCents?: number | null; attempts: number }

/** What a refund kept as due, before Stripe was first asked, says where the owner reads what Stripe said. */
export const NOT_ASKED_YET = 'Not asked of Stripe yet: due since the booking was cancelled; the site asks on its own.'

/**
 * A refund as it becomes due, kept on its booking in the transaction that makes it owed (attempts 0: not asked yet),
 * with its one idempotency key. Asked at once after that commit; if that never happens, the retry job asks it when
 * `nextRetryAt` comes, with this same key.
 */
export function refundDue(order: { purpose: RefundPurpose; bookingId: number; paymentIntentId: string; amountCents: number; partCents?: number }, now: Date): KeptRefund & { lastError: string; nextRetryAt: string } {
  return {
    purpose: order.purpose,
    paymentIntentId: order.paymentIntentId,
    idempotencyKey: refundIdempotencyKey(order.purpose, order.bookingId, order.paymentIntentId, order.partCents),
    amountCents: order.amountCents,
    attempts: 0,
    lastError: NOT_ASKED_YET,
    nextRetryAt: nextRefundRetryAt(0, now).toISOString(),
  }
}

/**
 * Why no refund of a booking's payment may be made now: another refund of it is kept to be asked again (due, or
 * refused by Stripe), and the two together could return more than was paid. Asking that same refund again (the same
 * part, so the same key) is allowed; `requested` null is a refund of another kind. Null when the refund may be asked.
 */
export function refundWaitingRefusal(
  bookingId: number,
  kept: readonly KeptRefund[] | null | undefined,
  requested: { partCents?: number; idempotencyKey?: string } | null,
): string | null {
  const waiting = kept?.find((r) => refundsBookingPayment(r.purpose))
  if (!waiting) return null
  const key = requested?.idempotencyKey ?? (requested && refundIdempotencyKey('booking', bookingId, waiting.paymentIntentId, requested.partCents))
  if (key && waiting.idempotencyKey === key) return null
  const amount = waiting.amountCents ? `A refund of ${formatCents(waiting.amountCents)}` : 'A refund'
  return `${amount} on this booking has not gone through at the payment service yet; it is asked again automatically. No other refund can be made on this booking until that one has gone through.`
}
