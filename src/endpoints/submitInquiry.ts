import type { Endpoint, Payload } from 'payload'

import { AppError } from '@/lib/errors'
import { clientAddress } from '@/server/http/clientAddress'
import { type InquiryOptions, submitInquiry } from '@/server/inquiries'

import { outageResponse } from './outage'
import { retryAfterHeaders } from './respond'

const STATUS: Record<string, number> = { INVALID_INPUT: 400, INVALID_CAPTCHA: 400, RATE_LIMITED: 429 }

/** Runs the inquiry use case and maps its outcome to HTTP: 201 stored, 400 refused, 429 limited (nothing stored). */
export async function respondToInquiry(payload: Payload, readBody: () => Promise<unknown>, options: InquiryOptions = {}): Promise<Response> {
  let body: unknown
  try {
    body = await readBody()
  } catch {
    return Response.json({ error: 'INVALID_INPUT', message: 'The request body must be JSON.' }, { status: 400 })
  }
  try {
    const submission = await submitInquiry(payload, body, options)
    return Response.json({ ok: true, id: submission.id }, { status: 201 })
  } catch (error) {
    if (error instanceof AppError && STATUS[error.code]) {
      const issues = error.code === 'INVALID_INPUT' ? error.details.issues : undefined
      return Response.json({ error: error.code, message: error.message, issues }, { status: STATUS[error.code], headers: retryAfterHeaders(error) })
    }
    const outage = outageResponse(payload, error, { endpoint: 'form-submissions/submit' })
    if (outage) return outage
    payload.logger.error({ err: error }, 'storing an inquiry failed')
    return Response.json({ error: 'SERVER_ERROR', message: 'There was an error submitting your form. Please try again.' }, { status: 500 })
  }
}

/**
 * POST /api/form-submissions/submit — the public inquiry forms. A collection endpoint, so the owner's REST and CMS use
 * of /api/form-submissions stays as it was (and anonymous direct creates stay forbidden by the collection's access).
 */
export const submitInquiryEndpoint: Endpoint = {
  path: '/submit',
  method: 'post',
  handler: (req) =>
    respondToInquiry(req.payload, () => (req.json ? req.json() : Promise.reject(new Error('no body'))), { address: clientAddress(req.headers) }),
}
