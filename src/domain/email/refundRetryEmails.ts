import { formatCents } from '../bookings/pricing'
import type { RefundPurpose } from '../payments/refundRetry'
import { type BookingEmailData, footer, when } from './bookingEmails'
import { buttonHtml, detailsHtml, detailsText, type EmailContent, layoutHtml, paragraphHtml } from './layout'

const WHAT: Record<RefundPurpose, string> = {
  booking: 'the payment of booking',
  'booking-part': 'part of the payment (booking kept) of booking',
  'move-fee': 'the reschedule fee of booking',
}

/** To the business, once per refund: Stripe refused a refund; it is retried automatically and can be retried in /cms. */
export function refundFailedNoticeEmail(
  b: BookingEmailData,
  { purpose, amountCents, reason, contactEmail, bookingUrl }: { purpose: RefundPurpose; amountCents: number | null; reason: string; contactEmail: string; bookingUrl: string },
): EmailContent {
  const amount = amountCents == null ? 'the full amount' : formatCents(amountCents)
  const paragraphs = [
    `Stripe refused the refund of ${WHAT[purpose]} ${b.bookingNumber} (${amount}, ${contactEmail}). Stripe said: ${reason}`,
    'The customer has been told the refund could not be completed yet and that you will follow up. The site asks Stripe again on its own, waiting longer each time (with the same idempotency key, so it is never refunded twice); you can also press "Retry refund now" on the booking, or refund it in the Stripe dashboard.',
  ]
  const rows: [string, string][] = [
    ['Booking', b.bookingNumber],
    ['Class', `${b.className}, ${when(b)}`],
    ['Refund', amount],
  ]
  const text = [...paragraphs.flatMap((p) => [p, '']), detailsText(rows), '', `Open the booking in the CMS: ${bookingUrl}`, '', footer(b)].join('\n')
  const html = layoutHtml('A refund could not be made', [...paragraphs.map(paragraphHtml), detailsHtml(rows), buttonHtml('Open the booking in the CMS', bookingUrl)].join(''), footer(b))
  return { subject: `Refund failed: booking ${b.bookingNumber} (${amount})`, text, html }
}

/**
 * To the customer, once per refund, when a refund kept to be asked again has gone through: one Stripe first refused,
 * or (`refusedBefore` false) one due since a cancellation whose first ask never happened.
 */
export function refundCompletedEmail(
  b: BookingEmailData,
  { purpose, amountCents, refusedBefore = true }: { purpose: RefundPurpose; amountCents: number | null; refusedBefore?: boolean },
): EmailContent {
  const amount = amountCents == null ? 'your payment' : formatCents(amountCents)
  const what =
    purpose === 'booking'
      ? `your payment of ${amount} for booking ${b.bookingNumber}`
      : purpose === 'booking-part'
        ? `${amount} of your payment for booking ${b.bookingNumber}`
        : `the reschedule fee of ${amount} for booking ${b.bookingNumber}`
  const paragraphs = [
    `Hi ${b.contactFirstName}, ${refusedBefore ? 'the refund we could not complete earlier has now gone through' : 'your refund has gone through'}: ${what} is refunded to the card you paid with.`,
    'Your bank shows it within 5-10 business days. Thank you for your patience.',
  ]
  const text = [...paragraphs.flatMap((p) => [p, '']), footer(b)].join('\n')
  return { subject: `Your refund is on its way: booking ${b.bookingNumber}`, text, html: layoutHtml('Your refund is on its way', paragraphs.map(paragraphHtml).join(''), footer(b)) }
}
