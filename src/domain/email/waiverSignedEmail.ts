import { type BookingEmailData, classRows, footer } from './bookingEmails'
import { buttonHtml, detailsHtml, detailsText, type EmailContent, layoutHtml, paragraphHtml } from './layout'

type Signed = { participantName: string; signerName: string; version: number }

/** The signer's copy: sent once per signature to the booking's contact, the signed waiver attached as a PDF. */
export function waiverSignedEmail(b: BookingEmailData & { waiverUrl: string }, signed: Signed): EmailContent {
  const subject = `Signed waiver: ${signed.participantName}, ${b.className}`
  const intro = `Hi ${b.contactFirstName}, the liability waiver (version ${signed.version}) for ${signed.participantName} is signed, by ${signed.signerName}. Your copy is attached as a PDF.`
  const later = "You can download it again at any time from your booking's private page:"
  const rows = classRows(b)
  const text = [intro, '', later, b.waiverUrl, '', detailsText(rows), '', footer(b)].join('\n')
  const html = layoutHtml('Your signed waiver', [paragraphHtml(intro), paragraphHtml(later), buttonHtml('See the signed waiver', b.waiverUrl), detailsHtml(rows)].join(''), footer(b))
  return { subject, text, html }
}
