import type { Payload } from 'payload'

import type { FormSubmission } from '@/payload-types'

/**
 * Tells the business about a new inquiry. The business email belongs to the emails issue (issue 6): until it lands,
 * this only logs that an inquiry arrived (no personal data in the log). The stored form-submission is the record.
 */
export async function notifyBusinessOfInquiry(payload: Payload, submission: FormSubmission): Promise<void> {
  payload.logger.info({ submissionId: submission.id, formType: submission.formType }, 'inquiry stored; business email not sent yet (issue 6)')
}
