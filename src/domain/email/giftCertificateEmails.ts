import { formatCents } from '../bookings/pricing'
import { formatClassDate } from '../time/format'
import { type BookingEmailData, footer } from './bookingEmails'
import { buttonHtml, type DetailRow, detailsHtml, detailsText, type EmailContent, layoutHtml, paragraphHtml } from './layout'

/** A gift certificate as its emails show it. */
export type GiftForEmail = {
  /** Null on the buyer's receipt: the code is made when the certificate is delivered, and only the recipient gets it. */
  code: string | null
  amountCents: number
  description: string
  buyerName: string
  recipientName: string
  message: string
  deliveryDate: string
  balanceUrl: string
  classesUrl: string
}

const HOW_TO_USE = "To use it, open any class's booking page, choose 'Have a class credit?' and enter the code. Whatever a booking does not use stays on the certificate, and it never expires."
const KEEP_IT = 'Keep this email: the code works like cash.'

const email = (title: string, paragraphs: string[], rows: DetailRow[], button: [string, string], b: Pick<BookingEmailData, 'business'>, subject: string): EmailContent => ({
  subject,
  text: [...paragraphs.slice(0, 1), '', detailsText(rows), '', ...paragraphs.slice(1).flatMap((p) => [p, '']), `${button[0]}: ${button[1]}`, '', footer(b)].join('\n'),
  html: layoutHtml(title, [paragraphHtml(paragraphs[0]), detailsHtml(rows), ...paragraphs.slice(1).map(paragraphHtml), buttonHtml(...button)].join(''), footer(b)),
})

/** To the recipient on the delivery date: the code, the message, the card attached, and the balance link. */
export function giftCertificateEmail(b: Pick<BookingEmailData, 'business'>, gift: GiftForEmail): EmailContent {
  const intro = `Hi ${gift.recipientName}, ${gift.buyerName} has given you a ${b.business.name} gift certificate of ${formatCents(gift.amountCents)}.`
  const rows: DetailRow[] = [
    ['Gift certificate code', gift.code ?? ''],
    ['Value', formatCents(gift.amountCents)],
    ['From', gift.buyerName],
    ['Check your balance', 'Your balance page', gift.balanceUrl],
  ]
  const message = gift.message ? [`${gift.buyerName} wrote: “${gift.message}”`] : []
  return email(
    'A gift certificate for you',
    [intro, ...message, HOW_TO_USE, 'A printable card is attached to this email.', KEEP_IT],
    rows,
    ['Find a class', gift.classesUrl],
    b,
    `${gift.buyerName} sent you a gift certificate (${formatCents(gift.amountCents)})`,
  )
}

/** To the buyer at payment: the receipt, and a copy of what the recipient gets (and when). */
export function giftReceiptEmail(b: Pick<BookingEmailData, 'business'>, gift: GiftForEmail, paidCents: number): EmailContent {
  const intro = `Hi ${gift.buyerName}, thank you: your gift certificate for ${gift.recipientName} is paid.`
  const rows: DetailRow[] = [
    ['Gift', gift.description],
    ['Paid', formatCents(paidCents)],
    ['Emailed to the recipient on', formatClassDate(gift.deliveryDate)],
    ...(gift.message ? [['Your message', gift.message] as DetailRow] : []),
  ]
  return email(
    'Your gift certificate receipt',
    [intro, `${gift.recipientName} receives the code and a printable card by email on ${formatClassDate(gift.deliveryDate)}. This is your copy, with the card attached; for safety, its code goes only to ${gift.recipientName}.`, HOW_TO_USE],
    rows,
    ['Check the balance', gift.balanceUrl],
    b,
    `Receipt: gift certificate for ${gift.recipientName} (${formatCents(paidCents)})`,
  )
}
