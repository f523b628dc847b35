import { formatClassDate } from '../time/format'
import { type BookingEmailData, classRows, footer } from './bookingEmails'
import { buttonHtml, detailsHtml, detailsText, type EmailContent, layoutHtml, paragraphHtml } from './layout'

/** Sent once, 48 hours before class, to a booking whose participants have not all signed the waiver. */
export function waiverReminderEmail(b: BookingEmailData & { waiverUrl: string }, unsigned: readonly string[]): EmailContent {
  const subject = `Please sign the waiver before ${b.className} on ${formatClassDate(b.startTime ?? b.date)}`
  const intro = `Hi ${b.contactFirstName}, your class is coming up. The liability waiver is still to be signed for: ${unsigned.join(', ')}.`
  const how = 'Each participant signs for themself; a parent or legal guardian signs for anyone under 16. It takes a minute online:'
  const rows = classRows(b)
  const text = [intro, '', how, b.waiverUrl, '', detailsText(rows), '', footer(b)].join('\n')
  const html = layoutHtml('Please sign the waiver', [paragraphHtml(intro), paragraphHtml(how), buttonHtml('Sign the waiver', b.waiverUrl), detailsHtml(rows)].join(''), footer(b))
  return { subject, text, html }
}
