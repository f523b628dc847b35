import { formatCents } from '../bookings/pricing'
import { DEMO_NOTHING_CHARGED } from '../payments/demoPayment'
import { type BookingEmailData, classRows, footer, manageLink } from './bookingEmails'
import { detailsHtml, detailsText, type EmailContent, layoutHtml, ownerReasonParagraphs, paragraphHtml } from './layout'

/** Where the part refund stands when the customer is told: Stripe took it (done or on its way), or refused it for now. */
export type PartRefundState = 'refunded' | 'pending' | 'failed'

const REFUND_LINES: Record<PartRefundState, (amount: string, total: string) => string> = {
  refunded: (amount, total) => `We have refunded ${amount} of your payment of ${total} to the card you paid with. Your bank shows it within 5-10 business days.`,
  pending: (amount, total) => `We are refunding ${amount} of your payment of ${total} to the card you paid with. Your bank shows it within 5-10 business days.`,
  failed: (amount, total) =>
    `We are refunding ${amount} of your payment of ${total} to the card you paid with. The payment service did not accept it at the first try; we are trying again and will email you once it is on its way.`,
}

/** To the customer: the studio gave back part of the payment, with the owner's reason; the booking stays as it is. */
export function partRefundKeptEmail(b: BookingEmailData, { amountCents, refund, reason }: { amountCents: number; refund: PartRefundState; reason: string }): EmailContent {
  const amount = formatCents(amountCents)
  const paragraphs = [
    `Hi ${b.contactFirstName}, ${b.demoCheckout ? `we recorded a refund of ${amount} on your booking ${b.bookingNumber}.` : REFUND_LINES[refund](amount, formatCents(b.totalCents))}`,
    ...(b.demoCheckout ? [DEMO_NOTHING_CHARGED] : []),
    ...ownerReasonParagraphs(reason),
    `Your booking ${b.bookingNumber} stays as it is: your seats in the class below are still yours.`,
  ]
  const rows = classRows(b)
  const manage = manageLink(b)
  const text = [...paragraphs.flatMap((p) => [p, '']), detailsText(rows), '', ...manage.text, footer(b)].join('\n')
  const html = layoutHtml('Part of your payment is refunded', [...paragraphs.map(paragraphHtml), detailsHtml(rows), manage.html].join(''), footer(b))
  return { subject: `Refund of ${amount}: booking ${b.bookingNumber}`, text, html }
}
