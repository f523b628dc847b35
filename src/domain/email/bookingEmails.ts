import { formatCents } from '../bookings/pricing'
import { promoRowOf } from '../promos/promoCode'
import { placeOf } from '../schedule/place'
import { googleMapsUrl } from '../schedule/prep'
import { formatClassDate, formatTimeRange } from '../time/format'
import { buttonHtml, detailsHtml, detailsText, type DetailRow, type EmailContent, layoutHtml, linkParagraphHtml, paragraphHtml } from './layout'
import type { CreditKind } from '../credits/classCredit'

export type BookingEmailData = {
  bookingNumber: string
  contactFirstName: string
  className: string
  /** ISO instant, or null for a date-only class. */
  startTime: string | null
  endTime: string | null
  /** YYYY-MM-DD, Pacific. */
  date: string
  location: string | null
  venueName: string | null
  city: string | null
  /** As the customer reads them (participantName). */
  participants: string[]
  /** What was charged (card); a class credit's part is `creditCents`. */
  totalCents: number
  creditCents: number
  /** Given back to the card by part refunds that kept the booking; a later refund returns only the rest. */
  refundedCents?: number
  /** The promo code and what it took off the list price, when one was used. */
  promo?: { code: string; discountCents: number } | null
  /** What paid `creditCents`: a class credit (when absent) or a gift certificate. */
  creditKind?: CreditKind | null
  prepUrl: string
  policiesUrl: string
  /** The booking's private manage link; null when it has none. */
  manageUrl: string | null
  /** Paid through the demo checkout: no card was charged, so no refund goes back to one. */
  demoCheckout?: boolean
  /** Where the participants sign the waiver; null (or absent) when the booking is not asked to. */
  waiverUrl?: string | null
  business: { name: string; phone: string; email: string }
}

/** 'Saturday, June 13, 2026, 10:00 AM – 1:00 PM (Pacific time)', or the day alone for a date-only class. */
export const when = (b: Pick<BookingEmailData, 'startTime' | 'endTime' | 'date'>): string => {
  const day = formatClassDate(b.startTime ?? b.date)
  if (!b.startTime) return day
  return `${day}, ${formatTimeRange(b.startTime, b.endTime)} (Pacific time)`
}

/** Class, when, where (with a map link), participants and booking number: the rows every booking email shows. */
export function classRows(b: BookingEmailData): DetailRow[] {
  const place = placeOf(b)
  return [
    ['Class', b.className],
    ['When', when(b)],
    ...(place.mapQuery ? [['Where', place.text, googleMapsUrl(place.mapQuery)] as DetailRow] : []),
    ['Participants', b.participants.join(', ')],
    ['Booking number', b.bookingNumber],
  ]
}

export const MANAGE_LABEL = 'Manage your booking (cancel, move or change participants, as our policies allow)'

/** The manage link as a text line and an HTML paragraph; empty when the booking has none. */
export const manageLink = (b: Pick<BookingEmailData, 'manageUrl'>): { text: string[]; html: string } =>
  b.manageUrl ? { text: [`${MANAGE_LABEL}: ${b.manageUrl}`, ''], html: linkParagraphHtml(MANAGE_LABEL, b.manageUrl) } : { text: [], html: '' }

export const WAIVER_SENTENCE = 'Before class, each participant signs our liability waiver online (a parent or guardian signs for anyone under 16).'

/** The waiver link as text lines and HTML; empty when the booking is not asked to sign. */
export const waiverLink = (b: Pick<BookingEmailData, 'waiverUrl'>): { text: string[]; html: string } =>
  b.waiverUrl
    ? { text: [`${WAIVER_SENTENCE}\n${b.waiverUrl}`, ''], html: paragraphHtml(WAIVER_SENTENCE) + buttonHtml('Sign the waiver', b.waiverUrl) }
    : { text: [], html: '' }

export const footer = (b: Pick<BookingEmailData, 'business'>) => `${b.business.name} · ${b.business.phone} · ${b.business.email}`

/** What the booking cost: the promo code's discount and the class credit or gift certificate applied (when used), then what was left to pay. */
export const paymentRows = (b: Pick<BookingEmailData, 'totalCents' | 'creditCents' | 'promo' | 'creditKind'>): DetailRow[] => [
  ...promoRows(b.promo),
  ...(b.creditCents > 0 ? [[b.creditKind === 'gift-certificate' ? 'Gift certificate applied' : 'Class credit applied', formatCents(b.creditCents)] as DetailRow] : []),
  ['Total', formatCents(b.totalCents)],
]

const promoRows = (promo: BookingEmailData['promo']): DetailRow[] => {
  const row = promo ? promoRowOf({ promoCode: { code: promo.code }, discountCents: promo.discountCents }) : null
  return row ? [[row.label, row.value]] : []
}

/** The confirmation sent once when a booking is confirmed, online or by import. */
export function confirmationEmail(b: BookingEmailData): EmailContent {
  const subject = `Booking confirmed: ${b.className} on ${formatClassDate(b.startTime ?? b.date)}`
  const rows: DetailRow[] = [...classRows(b), ...paymentRows(b)]
  const intro = `Hi ${b.contactFirstName}, thank you for booking. Your spot is confirmed.`
  const prep = 'Please read the class preparation page before class: what to bring, what to wear and where to go.'
  const policies = 'Cancellation and rescheduling policies'
  const text = [
    intro,
    '',
    detailsText(rows),
    '',
    `${prep}\n${b.prepUrl}`,
    '',
    `${policies}: ${b.policiesUrl}`,
    '',
    ...waiverLink(b).text,
    ...manageLink(b).text,
    'A calendar file (.ics) is attached.',
    '',
    footer(b),
  ].join('\n')
  const html = layoutHtml(
    'Your class is booked',
    [
      paragraphHtml(intro),
      detailsHtml(rows),
      paragraphHtml(prep),
      buttonHtml('Class preparation', b.prepUrl),
      linkParagraphHtml(policies, b.policiesUrl),
      waiverLink(b).html,
      manageLink(b).html,
      paragraphHtml('A calendar file (.ics) is attached.'),
    ].join(''),
    footer(b),
  )
  return { subject, text, html }
}

/** The reminder sent one day before class. */
export function reminderEmail(b: BookingEmailData): EmailContent {
  const subject = `Reminder: ${b.className} tomorrow`
  const rows = classRows(b)
  const intro = `Hi ${b.contactFirstName}, this is a reminder that your class is tomorrow.`
  const prep = 'Before you come, please read the class preparation page: arrival, what to bring and what to wear.'
  const text = [intro, '', detailsText(rows), '', `${prep}\n${b.prepUrl}`, '', ...manageLink(b).text, footer(b)].join('\n')
  const html = layoutHtml(
    'See you tomorrow',
    [paragraphHtml(intro), detailsHtml(rows), paragraphHtml(prep), buttonHtml('Class preparation', b.prepUrl), manageLink(b).html].join(''),
    footer(b),
  )
  return { subject, text, html }
}
