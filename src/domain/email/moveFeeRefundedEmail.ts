import { formatCents } from '../bookings/pricing'
import { DEMO_NOTHING_CHARGED } from '../payments/demoPayment'
import { type BookingEmailData, classRows, footer, manageLink } from './bookingEmails'
import { detailsHtml, detailsText, type EmailContent, layoutHtml, paragraphHtml } from './layout'

const WHY = {
  started: 'it had already started',
  'not-allowed': 'your booking could no longer be moved (it is too close to the class, or it was changed meanwhile)',
  'no-room': 'it had no room left for your booking',
} as const

/**
 * To the customer who paid a reschedule fee for a move that could no longer be made: where the booking stays, and the
 * fee (`demo`: paid in the demo checkout, which charged nothing).
 */
export function moveFeeRefundedEmail(
  b: BookingEmailData,
  { target, why, feeCents, refunded, demo = false }: { target: { className: string; when: string }; why: keyof typeof WHY; feeCents: number; refunded: boolean; demo?: boolean },
): EmailContent {
  const fee = formatCents(feeCents)
  const paragraphs = [
    `Hi ${b.contactFirstName}, your payment for moving booking ${b.bookingNumber} to ${target.className} on ${target.when} arrived, but the move could not be made: ${WHY[why]}. Your booking stays in the class below.`,
    demo
      ? DEMO_NOTHING_CHARGED
      : refunded
        ? `The reschedule fee of ${fee} has been refunded to the card you paid with. Your bank shows it within 5-10 business days.`
        : `We could not complete the refund of the reschedule fee of ${fee} yet: the payment service did not accept it. The studio has been told, is trying again and will follow up with you by email.`,
  ]
  const rows = classRows(b)
  const manage = manageLink(b)
  const text = [...paragraphs.flatMap((p) => [p, '']), detailsText(rows), '', ...manage.text, footer(b)].join('\n')
  const html = layoutHtml('Your booking was not moved', [...paragraphs.map(paragraphHtml), detailsHtml(rows), manage.html].join(''), footer(b))
  const feeWords = demo ? 'nothing was charged (demo)' : `the ${fee} reschedule fee ${refunded ? 'is refunded' : 'will be refunded'}`
  return { subject: `Booking not moved: ${feeWords}`, text, html }
}
