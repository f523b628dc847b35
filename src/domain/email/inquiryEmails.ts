import type { InquiryFields } from '../inquiry/inquiry'
import { detailsHtml, detailsText, type DetailRow, type EmailContent, layoutHtml, paragraphHtml } from './layout'

export type InquiryEmailData = InquiryFields & { formType: string; business: { name: string; phone: string; email: string } }

const rows = (i: InquiryEmailData): DetailRow[] => [
  ['Form', i.formType],
  ['Name', `${i.firstName} ${i.lastName}`],
  ['Email', i.email, `mailto:${i.email}`],
  ['Phone', i.phone, `tel:${i.phone.replace(/[^\d+]/g, '')}`],
  ['City', `${i.city}, ${i.state}`],
  ...(i.organization ? [['Organization', i.organization] as DetailRow] : []),
  ...(i.title ? [['Title', i.title] as DetailRow] : []),
  ['Newsletter', i.newsletter ? 'Yes' : 'No'],
  ['How can we help?', i.webRequestDetails],
]

/** To the business: the whole inquiry, with the sender as Reply-To. */
export function inquiryNoticeEmail(i: InquiryEmailData): EmailContent {
  const subject = `New inquiry (${i.formType}): ${i.firstName} ${i.lastName}`
  const intro = 'A new inquiry arrived from the website. Reply to this email to answer the sender.'
  return {
    subject,
    text: [intro, '', detailsText(rows(i))].join('\n'),
    html: layoutHtml('New inquiry', paragraphHtml(intro) + detailsHtml(rows(i)), i.business.name),
  }
}

/** To the sender: we have it, and we reply within 1-2 business days. */
export function inquiryAcknowledgementEmail(i: InquiryEmailData): EmailContent {
  const subject = `We received your inquiry – ${i.business.name}`
  const lines = [
    `Hi ${i.firstName}, thank you for reaching out to ${i.business.name}.`,
    'We have received your inquiry and will get back to you within 1-2 business days.',
    `If it is urgent, call us at ${i.business.phone}.`,
  ]
  const footer = `${i.business.name} · ${i.business.phone} · ${i.business.email}`
  return {
    subject,
    text: [...lines, '', footer].join('\n'),
    html: layoutHtml('Thank you for your inquiry', lines.map(paragraphHtml).join(''), footer),
  }
}
