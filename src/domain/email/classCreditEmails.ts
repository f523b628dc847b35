import { formatCents } from '../bookings/pricing'
import { type CreditKind, creditNoun } from '../credits/classCredit'
import { formatClassDate } from '../time/format'
import { type BookingEmailData, footer, when } from './bookingEmails'
import { buttonHtml, type DetailRow, detailsHtml, detailsText, type EmailContent, layoutHtml, ownerReasonParagraphs, paragraphHtml } from './layout'

export type IssuedCredit = { code: string; amountCents: number; expiresAt: Date | string }

const creditRows = (credit: IssuedCredit): DetailRow[] => [
  ['Credit code', credit.code],
  ['Amount', formatCents(credit.amountCents)],
  ['Valid until', formatClassDate(new Date(credit.expiresAt))],
]
const HOW_TO_USE = "To use it, open any class's booking page, choose 'Have a class credit?' and enter the code. Whatever a booking does not use stays on the credit."
const KEEP_IT = 'Keep this email: the code works like cash.'

/** To the customer who cancelled 3-13 days before class: the booking is cancelled and here is the credit's code. */
export function classCreditEmail(b: BookingEmailData, credit: IssuedCredit, classesUrl: string, reason?: string): EmailContent {
  const intro = `Hi ${b.contactFirstName}, your booking ${b.bookingNumber} for ${b.className} on ${when(b)} is cancelled, and its value is now a class credit.`
  const rows = creditRows(credit)
  const after = [...ownerReasonParagraphs(reason), HOW_TO_USE, KEEP_IT]
  const text = [intro, '', detailsText(rows), '', ...after.flatMap((p) => [p, '']), `Find a class: ${classesUrl}`, '', footer(b)].join('\n')
  const html = layoutHtml(
    'Your class credit',
    [paragraphHtml(intro), detailsHtml(rows), ...after.map(paragraphHtml), buttonHtml('Find a class', classesUrl)].join(''),
    footer(b),
  )
  return { subject: `Your class credit ${credit.code} (${formatCents(credit.amountCents)})`, text, html }
}

/** To a customer the owner gave a credit by hand in /cms (a goodwill credit): the code and how to use it. */
export function goodwillCreditEmail(business: Pick<BookingEmailData, 'business'>, credit: IssuedCredit, classesUrl: string, reason?: string): EmailContent {
  const intro = `Hello, ${business.business.name} has given you a class credit of ${formatCents(credit.amountCents)} toward any class.`
  const rows = creditRows(credit)
  const after = [...ownerReasonParagraphs(reason), HOW_TO_USE, KEEP_IT]
  const text = [intro, '', detailsText(rows), '', ...after.flatMap((p) => [p, '']), `Find a class: ${classesUrl}`, '', footer(business)].join('\n')
  const html = layoutHtml(
    'A class credit for you',
    [paragraphHtml(intro), detailsHtml(rows), ...after.map(paragraphHtml), buttonHtml('Find a class', classesUrl)].join(''),
    footer(business),
  )
  return { subject: `A class credit for you: ${credit.code} (${formatCents(credit.amountCents)})`, text, html }
}

/** To a credit's holder who lost its code (the owner's 'Email a new code'): the new code, which replaces the old one. */
export function newCreditCodeEmail(
  business: Pick<BookingEmailData, 'business'>,
  credit: { code: string; kind: CreditKind | null | undefined; remainingCents: number; expiresAt: Date | string | null },
  classesUrl: string,
): EmailContent {
  const noun = creditNoun(credit.kind)
  const intro = `Hello, here is a new code for your ${business.business.name} ${noun}. It replaces the code we sent before, which no longer works.`
  const rows: DetailRow[] = [
    ['Code', credit.code],
    ['Balance', formatCents(credit.remainingCents)],
    ...(credit.expiresAt ? [['Valid until', formatClassDate(new Date(credit.expiresAt))] as DetailRow] : []),
  ]
  const after = [HOW_TO_USE.replace('on the credit', `on the ${noun}`), KEEP_IT]
  const text = [intro, '', detailsText(rows), '', ...after.flatMap((p) => [p, '']), `Find a class: ${classesUrl}`, '', footer(business)].join('\n')
  const html = layoutHtml(`A new code for your ${noun}`, [paragraphHtml(intro), detailsHtml(rows), ...after.map(paragraphHtml), buttonHtml('Find a class', classesUrl)].join(''), footer(business))
  return { subject: `A new code for your ${noun} (${formatCents(credit.remainingCents)})`, text, html }
}
