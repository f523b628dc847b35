import type { Payload, PayloadHandler, PayloadRequest } from 'payload'

import { AppError, ERROR_STATUS, retryAfterHeaders } from '@/lib/errors'

import { outageResponse } from './outage'

/** How an endpoint words a refusal in its JSON body. */
export type RefusalBody = (refusal: AppError) => Record<string, unknown>

/** The body of most endpoints: `{ error: message, code, ...details }`. */
const messageAndCode: RefusalBody = (refusal) => ({ error: refusal.message, code: refusal.code, ...refusal.details })

type Edge = {
  /** The message of a 500: what failed, in the visitor's words. */
  fallback?: string
  body?: RefusalBody
  /** What the log of an unexpected error names (path, user, ...). */
  context?: Record<string, unknown>
}

/**
 * An error as an HTTP answer: an AppError gets its code's status (ERROR_STATUS) and Retry-After when it has one; a
 * database outage is 503 with Retry-After; anything else is logged and answered with a 500 that tells nothing of it.
 */
function errorResponse(payload: Payload, error: unknown, { fallback = 'Something went wrong on our side. Please try again.', body = messageAndCode, context = {} }: Edge): Response {
  if (error instanceof AppError) return Response.json(body(error), { status: ERROR_STATUS[error.code], headers: retryAfterHeaders(error) })
  const outage = outageResponse(payload, error, context)
  if (outage) return outage
  payload.logger.error({ err: error, ...context }, 'unexpected error')
  return Response.json(body(new AppError('INTERNAL', fallback)), { status: ERROR_STATUS.INTERNAL })
}

/** The answer `run` gives, or the answer to what it threw. */
export async function answer(payload: Payload, run: () => Promise<Response>, edge: Edge = {}): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    return errorResponse(payload, error, edge)
  }
}

/** A custom endpoint's handler behind the one edge: whatever `handler` throws is answered as errorResponse says. */
export const endpoint =
  (handler: (req: PayloadRequest) => Promise<Response>, edge: Omit<Edge, 'context'> = {}): PayloadHandler =>
  (req) =>
    answer(req.payload, () => handler(req), { ...edge, context: { path: req.pathname, user: req.user?.id } })
