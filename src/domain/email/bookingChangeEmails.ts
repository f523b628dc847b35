import { formatCents } from '../bookings/pricing'
import { creditBackSentence } from '../credits/classCredit'
import type { CustomerRefund } from '../payments/customerRefund'
import { DEMO_NOTHING_CHARGED } from '../payments/demoPayment'
import { RESCHEDULE_FEES_NOT_REFUNDED } from '../payments/paidTotal'
import { formatClassDate } from '../time/format'
import { type BookingEmailData, classRows, footer, manageLink, when } from './bookingEmails'
import { buttonHtml, type DetailRow, detailsHtml, detailsText, type EmailContent, layoutHtml, ownerReasonParagraphs, paragraphHtml } from './layout'

const email = (
  subject: string,
  title: string,
  paragraphs: string[],
  rows: DetailRow[],
  b: BookingEmailData,
  button?: [string, string],
  manage: ReturnType<typeof manageLink> = { text: [], html: '' },
): EmailContent => {
  const [intro, ...rest] = paragraphs
  const text = [intro, '', detailsText(rows), '', ...rest.flatMap((p) => [p, '']), ...(button ? [`${button[0]}: ${button[1]}`, ''] : []), ...manage.text, footer(b)].join('\n')
  const html = layoutHtml(
    title,
    [paragraphHtml(intro), detailsHtml(rows), ...rest.map(paragraphHtml), ...(button ? [buttonHtml(...button)] : []), manage.html].join(''),
    footer(b),
  )
  return { subject, text, html }
}

/**
 * Sent when a booking moves to another class (the studio moved it, or the customer did): where and when it is now,
 * with the updated calendar file when one is attached. A move the customer chose is not questioned; one they paid a
 * reschedule fee for is also the fee's receipt.
 */
export function bookingMovedEmail(
  b: BookingEmailData,
  previous: { className: string; when: string },
  { chosenByCustomer, withCalendar, feePaidCents }: { chosenByCustomer: boolean; withCalendar: boolean; feePaidCents?: number },
): EmailContent {
  const fee = feePaidCents ? formatCents(feePaidCents) : null
  return email(
    `Your booking moved: ${b.className} on ${formatClassDate(b.startTime ?? b.date)}`,
    'Your booking has moved',
    [
      `Hi ${b.contactFirstName}, your booking ${b.bookingNumber} has moved from ${previous.className} (${previous.when}) to the class below. Your participants, ${fee ? 'class payment' : 'payment'} and booking number stay the same.`,
      ...(fee ? [`Receipt: we received your reschedule fee of ${fee} for this move, paid by card. ${RESCHEDULE_FEES_NOT_REFUNDED}`] : []),
      ...(withCalendar ? ['The attached calendar file (class.ics) has the new date and time; it replaces the one we sent before.'] : []),
      ...(chosenByCustomer ? [] : ['If the new date does not work for you, reply to this email or call us.']),
    ],
    fee ? [...classRows(b), ['Reschedule fee paid', fee]] : classRows(b),
    b,
    ['Class preparation', b.prepUrl],
    manageLink(b),
  )
}

const CUSTOMER_REFUND_LINES: Record<CustomerRefund, (total: string) => string> = {
  refunded: (total) => `Your payment of ${total} has been refunded in full to the card you paid with. Your bank shows it within 5-10 business days.`,
  pending: (total) => `Your payment of ${total} is being refunded in full to the card you paid with. Your bank shows it within 5-10 business days.`,
  'not-needed': () => 'Nothing was charged to a card, so there is nothing to refund there.',
  failed: (total) => `We could not complete the refund of your payment of ${total} yet: the payment service did not accept it. The studio has been told, is trying again and will follow up with you by email.`,
}

/** To the customer who cancelled on the manage page (14+ days before class): cancelled, where the refund stands, and the reschedule fees it does not return. */
/** 'The other $25.00 was refunded to your card earlier.' after a part refund that kept the booking; else nothing. */
const earlierRefundSentence = (refundedCents: number | undefined): string => (refundedCents ? `The other ${formatCents(refundedCents)} was refunded to your card earlier.` : '')

/** What the customer's cancellation returns to the card: all of it, or the rest after a part refund. */
const customerRefundLine = (b: BookingEmailData, refund: CustomerRefund): string =>
  b.refundedCents && refund !== 'not-needed'
    ? `${studioRefundLine(refund, b.totalCents - b.refundedCents, b.totalCents)} ${earlierRefundSentence(b.refundedCents)}`
    : CUSTOMER_REFUND_LINES[refund](formatCents(b.totalCents))

export function bookingCancelledEmail(b: BookingEmailData, refund: CustomerRefund, fees: { total: string; refund: string } | null = null): EmailContent {
  return email(
    `Booking cancelled: ${b.className} on ${formatClassDate(b.startTime ?? b.date)}`,
    'Your booking is cancelled',
    [
      `Hi ${b.contactFirstName}, your booking ${b.bookingNumber} for the class below is cancelled, as you asked.`,
      [
        ...(b.demoCheckout ? [DEMO_NOTHING_CHARGED] : [fees && `You paid ${fees.total}.`, customerRefundLine(b, refund), fees?.refund]),
        creditBackSentence(b.creditCents, b.creditKind),
      ]
        .filter(Boolean)
        .join(' '),
      'We would love to see you at another class: reply to this email and we will help you find one.',
    ],
    classRows(b),
    b,
  )
}

/** What the studio's cancellation returns to the card: all of the payment, or the part the owner chose. */
function studioRefundLine(refund: CustomerRefund, refundCents: number, totalCents: number): string {
  const what = refundCents >= totalCents ? `Your payment of ${formatCents(totalCents)}` : `${formatCents(refundCents)} of your payment of ${formatCents(totalCents)}`
  if (refund === 'refunded') return `${what} has been refunded to the card you paid with. Your bank shows it within 5-10 business days.`
  if (refund === 'pending') return `${what} is being refunded to the card you paid with. Your bank shows it within 5-10 business days.`
  if (refund === 'failed') return `We are refunding ${refundCents >= totalCents ? 'your payment' : formatCents(refundCents)} to the card you paid with and will email you once it is on its way.`
  return 'Nothing was charged to a card, so there is nothing to refund there.'
}

/** To the customer whose booking the studio cancelled from /cms, with a refund of all or part of the payment. */
export function bookingCancelledByStudioEmail(b: BookingEmailData, refund: CustomerRefund, refundCents: number, reason?: string): EmailContent {
  return email(
    `Booking cancelled: ${b.className} on ${formatClassDate(b.startTime ?? b.date)}`,
    'Your booking is cancelled',
    [
      `Hi ${b.contactFirstName}, we have cancelled your booking ${b.bookingNumber} for the class below.`,
      [b.demoCheckout ? DEMO_NOTHING_CHARGED : studioRefundLine(refund, refundCents, b.totalCents), refund === 'not-needed' ? '' : earlierRefundSentence(b.refundedCents), creditBackSentence(b.creditCents, b.creditKind)].filter(Boolean).join(' '),
      ...ownerReasonParagraphs(reason),
      'Questions? Reply to this email and we will help.',
    ],
    classRows(b),
    b,
  )
}

/** To the customer whose payment arrived after the last seats were taken: no seats, and the money goes back. */
export function classFilledRefundEmail(b: BookingEmailData, refund: RefundState = 'pending'): EmailContent {
  return email(
    `We could not reserve your seats: ${b.className}`,
    'The class filled up while you were paying',
    [
      `Hi ${b.contactFirstName}, we are sorry: the last seats of this class were taken while you were paying, so we could not reserve them for you.`,
      b.demoCheckout
        ? DEMO_NOTHING_CHARGED
        : refund === 'refused' || refund === 'not-started'
          ? CUSTOMER_REFUND_LINES.failed(formatCents(b.totalCents))
          : `We are refunding your payment of ${formatCents(b.totalCents)} in full. Your bank shows it within 5-10 business days.`,
      'We would love to see you at another class: reply to this email and we will help you find one.',
    ],
    classRows(b).filter(([label]) => label !== 'Booking number').concat([['Reference', b.bookingNumber]]),
    b,
  )
}

export type RefundState = 'refunded' | 'pending' | 'refused' | 'not-started'

const REFUND_LINES: Record<RefundState, string> = {
  refunded: 'The payment has been refunded in full.',
  pending: 'A full refund has been requested from Stripe and is pending.',
  refused: 'Stripe refused the refund: the site asks again on its own (see the booking in the CMS, and the separate "Refund failed" email); you can also retry it from the booking.',
  'not-started': 'The refund could not be started automatically: please refund this payment in the Stripe dashboard.',
}

/** To the business, at once: a payment arrived for seats that were no longer free. */
export function needsReviewNoticeEmail(b: BookingEmailData, { contactEmail, refund, reviewUrl }: { contactEmail: string; refund: RefundState; reviewUrl: string }): EmailContent {
  return email(
    `Needs review: paid booking ${b.bookingNumber} without seats (${b.className})`,
    'A payment arrived for a full class',
    [
      `Booking ${b.bookingNumber} (${contactEmail}) was paid after its hold lapsed, and the class had filled meanwhile, so it was not confirmed and is marked needs-review. ${REFUND_LINES[refund]}`,
      `The customer has been told by email. Class: ${when(b)}.`,
    ],
    [...classRows(b), ['Paid', formatCents(b.totalCents)]],
    b,
    ['Open the booking in the CMS', reviewUrl],
  )
}
