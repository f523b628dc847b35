import { CLASS_CANCELLED_WORDS } from '../manage/manageWords'
import { formatClassDate } from '../time/format'
import { type BookingEmailData, classRows, footer } from './bookingEmails'
import { buttonHtml, detailsHtml, detailsText, type EmailContent, layoutHtml, paragraphHtml } from './layout'

const CHOOSE_LABEL = 'Choose a refund or a new class'

/**
 * To each confirmed booking of a class the studio cancelled, and once more as a reminder while the customer has not
 * chosen: the policy's refund or priority rescheduling, chosen on the booking's manage page.
 */
export function classCancelledEmail(b: BookingEmailData & { manageUrl: string }, { reminder }: { reminder: boolean }): EmailContent {
  const day = formatClassDate(b.startTime ?? b.date)
  const subject = reminder ? `Reminder: please choose a refund or a new class (${b.className}, ${day})` : `Class cancelled: ${b.className} on ${day}`
  const intro = reminder
    ? `Hi ${b.contactFirstName}, a few days ago we cancelled the class below and have not yet heard which you prefer for your booking ${b.bookingNumber}.`
    : `Hi ${b.contactFirstName}, we are sorry: we had to cancel the class below, which your booking ${b.bookingNumber} is for.`
  const rows = classRows(b)
  const text = [intro, '', detailsText(rows), '', CLASS_CANCELLED_WORDS, '', `${CHOOSE_LABEL}: ${b.manageUrl}`, '', footer(b)].join('\n')
  const html = layoutHtml(
    reminder ? 'Please choose: refund or new class' : 'Your class is cancelled',
    [paragraphHtml(intro), detailsHtml(rows), paragraphHtml(CLASS_CANCELLED_WORDS), buttonHtml(CHOOSE_LABEL, b.manageUrl)].join(''),
    footer(b),
  )
  return { subject, text, html }
}

/**
 * To a confirmed booking of a cancelled class whose host's rules apply (imported from a partner's list, or a class a
 * city or organizer hosts): the class is off. We took no payment for it, so no refund or move is ours to offer.
 */
export function classCancelledNoticeEmail(b: BookingEmailData, host: string | null): EmailContent {
  const subject = `Class cancelled: ${b.className} on ${formatClassDate(b.startTime ?? b.date)}`
  const intro = `Hi ${b.contactFirstName}, we are sorry: we had to cancel the class below, which you are registered for (${b.bookingNumber}).`
  const next = `You registered through ${host ?? 'our partner organization'}, whose rules apply to your registration: please contact them with any questions about it.`
  const rows = classRows(b)
  const text = [intro, '', detailsText(rows), '', next, '', footer(b)].join('\n')
  const html = layoutHtml('Your class is cancelled', [paragraphHtml(intro), detailsHtml(rows), paragraphHtml(next)].join(''), footer(b))
  return { subject, text, html }
}
