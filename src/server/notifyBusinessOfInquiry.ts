import type { Payload } from 'payload'

import { type InquiryEmailData, inquiryAcknowledgementEmail, inquiryNoticeEmail } from '@/domain/email/inquiryEmails'
import type { FormSubmission } from '@/payload-types'
import { businessContact } from '@/server/email/businessContact'
import { queueEmail } from '@/server/email/outbox'

/** The business gets the inquiry (Reply-To the sender); the sender gets an acknowledgement. Once each per submission. */
export async function notifyBusinessOfInquiry(payload: Payload, submission: FormSubmission): Promise<void> {
  const business = await businessContact(payload)
  const inquiry: InquiryEmailData = {
    formType: submission.formType,
    firstName: submission.firstName,
    lastName: submission.lastName,
    email: submission.email,
    phone: submission.phone,
    city: submission.city,
    state: submission.state,
    organization: submission.organization ?? '',
    title: submission.title ?? '',
    webRequestDetails: submission.webRequestDetails,
    newsletter: submission.newsletter === true,
    business,
  }
  await queueEmail(payload, {
    kind: 'inquiry-notice',
    to: business.email,
    replyTo: submission.email,
    ...inquiryNoticeEmail(inquiry),
    dedupeKey: `inquiry-notice:${submission.id}`,
  })
  await queueEmail(payload, {
    kind: 'inquiry-acknowledgement',
    to: submission.email,
    ...inquiryAcknowledgementEmail(inquiry),
    dedupeKey: `inquiry-acknowledgement:${submission.id}`,
  })
}
