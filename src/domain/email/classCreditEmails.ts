import { formatCents } from '../bookings/pricing'
import { formatClassDate } from '../time/format'
import { type BookingEmailData, footer, when } from './bookingEmails'
import { buttonHtml, type DetailRow, detailsHtml, detailsText, type EmailContent, layoutHtml, paragraphHtml } from './layout'

export type IssuedCredit = { code: string; amountCents: number; expiresAt: Date | string }

/** To the customer who cancelled 3-13 days before class: the booking is cancelled and here is the credit's code. */
export function classCreditEmail(b: BookingEmailData, credit: IssuedCredit, classesUrl: string): EmailContent {
  const intro = `Hi ${b.contactFirstName}, your booking ${b.bookingNumber} for ${b.className} on ${when(b)} is cancelled, and its value is now a class credit.`
  const rows: DetailRow[] = [
    ['Credit code', credit.code],
    ['Amount', formatCents(credit.amountCents)],
    ['Valid until', formatClassDate(new Date(credit.expiresAt))],
  ]
  const use = "To use it, open any class's booking page, choose 'Have a class credit?' and enter the code. Whatever a booking does not use stays on the credit."
  const keep = 'Keep this email: the code works like cash.'
  const text = [intro, '', detailsText(rows), '', use, '', keep, '', `Find a class: ${classesUrl}`, '', footer(b)].join('\n')
  const html = layoutHtml(
    'Your class credit',
    [paragraphHtml(intro), detailsHtml(rows), paragraphHtml(use), paragraphHtml(keep), buttonHtml('Find a class', classesUrl)].join(''),
    footer(b),
  )
  return { subject: `Your class credit ${credit.code} (${formatCents(credit.amountCents)})`, text, html }
}
