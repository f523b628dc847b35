import type { Payload } from 'payload'

import { type Inquiry, inquirySchema } from '@/domain/inquiry/inquiry'
import { INQUIRIES_PER_ADDRESS, INQUIRIES_PER_EMAIL } from '@/domain/limits/publicLimits'
import { AppError } from '@/lib/errors'
import type { FormSubmission } from '@/payload-types'
import { type CaptchaConfig, verifyCaptcha } from '@/server/captcha'
import { emailKey } from '@/server/limits/keys'
import { consumeLimit } from '@/server/limits/limiter'
import { notifyBusinessOfInquiry } from '@/server/notifyBusinessOfInquiry'

/** `address`: the sender's network address when known (clientAddress), for the per-address limit. */
export type InquiryOptions = { captcha?: CaptchaConfig; address?: string | null }

/**
 * An inquiry from a public form: validated, limited per address and per sender email, its captcha verified (fails
 * closed), stored once, the business notified. Throws INVALID_INPUT, RATE_LIMITED or INVALID_CAPTCHA before anything
 * is stored.
 */
export async function submitInquiry(payload: Payload, body: unknown, options: InquiryOptions = {}): Promise<FormSubmission> {
  const parsed = inquirySchema.safeParse(body)
  if (!parsed.success) {
    throw new AppError('INVALID_INPUT', 'Please check the highlighted fields.', {
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    })
  }
  const inquiry: Inquiry = parsed.data
  if (options.address) await consumeLimit(payload, INQUIRIES_PER_ADDRESS, options.address)
  await consumeLimit(payload, INQUIRIES_PER_EMAIL, emailKey(inquiry.email))
  await verifyCaptcha(inquiry.recaptchaToken, { remoteIp: options.address ?? undefined, config: options.captcha })

  const organizationFields =
    inquiry.formType === 'Private Training' ? {} : { organization: inquiry.organization, title: inquiry.title }
  const submission = await payload.create({
    collection: 'form-submissions',
    data: {
      formType: inquiry.formType,
      firstName: inquiry.firstName,
      lastName: inquiry.lastName,
      email: inquiry.email,
      phone: inquiry.phone,
      city: inquiry.city,
      state: inquiry.state,
      webRequestDetails: inquiry.webRequestDetails,
      newsletter: inquiry.newsletter,
      ...organizationFields,
    },
    // Visitors may not create form-submissions directly; this use case stands in for them after the captcha check.
    overrideAccess: true,
  })
  try {
    await notifyBusinessOfInquiry(payload, submission)
  } catch (error) {
    // The inquiry is stored (the owner sees it in /cms); a failed notification must not make the visitor resend.
    payload.logger.error({ err: error, submissionId: submission.id }, 'business notification of an inquiry failed')
  }
  return submission
}
