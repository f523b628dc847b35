import { formatCents } from '../bookings/pricing'
import { type Receipt, receiptLine, stillDueSentence } from '../privateSessions/receipt'
import { buttonHtml, type EmailContent, layoutHtml, paragraphHtml } from './layout'

/** To the organizer: the receipt of a payment, its PDF attached. */
export function privateReceiptEmail(r: Receipt, { link, business }: { link: string; business: { name: string; phone: string; email: string } }): EmailContent {
  const title = `Your receipt ${r.number}`
  const lines = [
    `Hi ${r.billedTo}, thank you for your payment of ${formatCents(r.amountCents)}.`,
    receiptLine(r),
    ...(stillDueSentence(r) ? [stillDueSentence(r)!] : []),
    `The receipt is attached as a PDF; your private link keeps all your receipts.`,
  ]
  const footer = `${business.name} · ${business.phone} · ${business.email}`
  return {
    subject: `${title} – ${business.name}`,
    text: [...lines, '', `Your session: ${link}`, '', footer].join('\n'),
    html: layoutHtml(title, lines.map(paragraphHtml).join('') + buttonHtml('See your session', link), footer),
  }
}
