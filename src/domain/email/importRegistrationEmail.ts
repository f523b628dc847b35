import { formatClassDate } from '../time/format'
import { type BookingEmailData, classRows, footer, waiverLink } from './bookingEmails'
import { buttonHtml, detailsHtml, detailsText, type EmailContent, layoutHtml, paragraphHtml } from './layout'

/**
 * The email of an imported booking: a registration made through a partner or organizer, not a sale here, so it
 * names who registered them and has no total and no public refund policy.
 */
export function importRegistrationEmail(b: BookingEmailData, organizer: string): EmailContent {
  const day = formatClassDate(b.startTime ?? b.date)
  const subject = `You are registered: ${b.className} on ${day}`
  const rows = classRows(b)
  const intro = `Hi ${b.contactFirstName}, you are registered for ${b.className} on ${day} through ${organizer}.`
  const prep = 'Please read the class preparation page before class: what to bring, what to wear and where to go.'
  const calendar = 'A calendar file (.ics) is attached.'
  const text = [intro, '', detailsText(rows), '', `${prep}\n${b.prepUrl}`, '', ...waiverLink(b).text, calendar, '', footer(b)].join('\n')
  const html = layoutHtml(
    'You are registered',
    [paragraphHtml(intro), detailsHtml(rows), paragraphHtml(prep), buttonHtml('Class preparation', b.prepUrl), waiverLink(b).html, paragraphHtml(calendar)].join(''),
    footer(b),
  )
  return { subject, text, html }
}
