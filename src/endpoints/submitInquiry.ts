import type { Endpoint, Payload } from 'payload'

import { AppError } from '@/lib/errors'
import { clientAddress } from '@/server/http/clientAddress'
import { type InquiryOptions, submitInquiry } from '@/server/inquiries'

import { NOT_JSON, readJson } from './input'
import { answer, type RefusalBody } from './respond'

/** The inquiry forms read `{ error: code, message, issues }` (the fields at fault, for invalid input). */
const codeAndMessage: RefusalBody = (refusal) => ({ error: refusal.code, message: refusal.message, issues: refusal.details.issues })

const rethrowAsNotJson = (error: unknown): never => {
  throw error instanceof AppError ? error : new AppError('INVALID_INPUT', NOT_JSON)
}

/** Runs the inquiry use case and maps its outcome to HTTP: 201 stored, 400 refused, 429 limited (nothing stored). */
export const respondToInquiry = (payload: Payload, readBody: () => Promise<unknown>, options: InquiryOptions = {}): Promise<Response> =>
  answer(
    payload,
    async () => {
      const submission = await submitInquiry(payload, await readBody().catch(rethrowAsNotJson), options)
      return Response.json({ ok: true, id: submission.id }, { status: 201 })
    },
    { fallback: 'There was an error submitting your form. Please try again.', body: codeAndMessage, context: { endpoint: 'form-submissions/submit' } },
  )

/**
 * POST /api/form-submissions/submit — the public inquiry forms. A collection endpoint, so the owner's REST and CMS use
 * of /api/form-submissions stays as it was (and anonymous direct creates stay forbidden by the collection's access).
 */
export const submitInquiryEndpoint: Endpoint = {
  path: '/submit',
  method: 'post',
  handler: (req) => respondToInquiry(req.payload, () => readJson(req), { address: clientAddress(req.headers) }),
}
