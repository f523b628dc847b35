import { DEMO_NOTHING_CHARGED } from '../payments/demoPayment'
import { formatClassDate } from '../time/format'
import type { BookingStatus } from './bookingStatus'
import { formatCents } from './pricing'

/** What became of a booking whose checkout /stripe-success is verifying, when it is not (or no longer) confirmed. */
export type BookingAftermath = {
  status: Exclude<BookingStatus, 'confirmed'>
  /** The class credit the booking was cancelled for (ISO expiry). */
  credit: { amountCents: number; expiresAt: string } | null
  /** The customer was told the class filled up while they paid (the payment is refunded in full). */
  classFilled: boolean
  /** A refund of the payment was asked of Stripe and is not confirmed yet. */
  refundRequested: boolean
  /** Paid through the demo checkout: nothing was charged, so nothing goes back to a card. */
  demo: boolean
}

export type NotConfirmed = {
  code: 'PAYMENT_PENDING' | 'PAYMENT_REFUNDING' | 'PAYMENT_REFUNDED' | 'PAYMENT_NOT_COMPLETED' | 'BOOKING_CANCELLED'
  title: string
  message: string
}

const SEATS_TAKEN = 'Someone else took the last seats while you were paying, so we could not reserve them for you.'
const FILLED = 'The class filled up while you were paying'
const BANK_DELAY = 'your bank shows it within 5-10 business days'

/** What /stripe-success says of a booking that is not confirmed: what actually happened to it, in the visitor's words. */
export function notConfirmed(b: BookingAftermath): NotConfirmed {
  switch (b.status) {
    case 'held':
      return { code: 'PAYMENT_PENDING', title: 'Your payment is still being processed', message: 'Your payment is still being processed.' }
    case 'expired':
      return {
        code: 'PAYMENT_NOT_COMPLETED',
        title: 'No payment was taken',
        message: 'This checkout ended without a payment, so nothing was charged. You are welcome to book again.',
      }
    case 'needs-review':
      if (b.demo) return { code: 'PAYMENT_REFUNDING', title: FILLED, message: `${SEATS_TAKEN} ${DEMO_NOTHING_CHARGED}` }
      return { code: 'PAYMENT_REFUNDING', title: FILLED, message: `${SEATS_TAKEN} Your payment is being refunded in full; we have emailed you the details.` }
    case 'refunded':
      if (b.demo) {
        return b.classFilled
          ? { code: 'PAYMENT_REFUNDED', title: FILLED, message: `${SEATS_TAKEN} ${DEMO_NOTHING_CHARGED}` }
          : { code: 'BOOKING_CANCELLED', title: 'This booking was cancelled', message: `This booking was cancelled. ${DEMO_NOTHING_CHARGED}` }
      }
      return b.classFilled
        ? { code: 'PAYMENT_REFUNDED', title: FILLED, message: `${SEATS_TAKEN} Your payment has been refunded in full; ${BANK_DELAY}.` }
        : { code: 'BOOKING_CANCELLED', title: 'This booking was cancelled and refunded', message: `This booking was cancelled and your payment refunded to your card; ${BANK_DELAY}.` }
    case 'cancelled':
      if (b.credit) {
        return {
          code: 'BOOKING_CANCELLED',
          title: 'This booking was cancelled for a class credit',
          message: `This booking was cancelled and its value is now a class credit of ${formatCents(b.credit.amountCents)}, valid until ${formatClassDate(b.credit.expiresAt)}. We emailed you its code: enter it when you book your next class.`,
        }
      }
      if (b.refundRequested) {
        return { code: 'BOOKING_CANCELLED', title: 'This booking was cancelled', message: `This booking was cancelled and your refund is on its way to your card; ${BANK_DELAY}.` }
      }
      return { code: 'BOOKING_CANCELLED', title: 'This booking was cancelled', message: 'This booking was cancelled. For any question about your payment, please contact us.' }
  }
}
