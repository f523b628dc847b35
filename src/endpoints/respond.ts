import type { PayloadRequest } from 'payload'

import { AppError } from '@/lib/errors'

import { outageResponse } from './outage'

/** Each service error code, once: its HTTP status. The message is already the spec's user-facing text. */
const STATUS: Record<string, number> = {
  VALIDATION: 400,
  INVALID_JSON: 400,
  INVALID_CAPTCHA: 400,
  WRONG_CLASS_TYPE: 400,
  NOT_BOOKABLE_ONLINE: 400,
  CLASS_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  BOOKING_NOT_FOUND: 404,
  MANAGE_LINK_INVALID: 404,
  CLASS_CANCELLED: 409,
  CLASS_FULL: 409,
  REGISTRATION_CLOSED: 409,
  REGISTRATION_NOT_OPEN: 409,
  SESSION_MISMATCH: 409,
  PAYMENT_PENDING: 409,
  PAYMENT_REFUNDING: 409,
  PAYMENT_REFUNDED: 409,
  PAYMENT_NOT_COMPLETED: 409,
  BOOKING_CANCELLED: 409,
  ACTION_NOT_ALLOWED: 409,
  MOVE_REFUSED: 409,
  BOOKING_NOT_CANCELLABLE: 409,
  CREDIT_NOT_OFFERED: 409,
  CREDIT_REFUSED: 400,
  PAYMENT_UNAVAILABLE: 502,
  RATE_LIMITED: 429,
  TOO_MANY_HOLDS: 429,
}

/** A refusal for too many requests says when to try again (RFC 9110 Retry-After, in seconds). */
export const retryAfterHeaders = (error: AppError): HeadersInit | undefined =>
  typeof error.details.retryAfterSeconds === 'number' ? { 'Retry-After': String(error.details.retryAfterSeconds) } : undefined

/** The request body as JSON; a body that is not JSON is the caller's mistake (400), never a 500. */
export async function readJson(req: PayloadRequest): Promise<unknown> {
  try {
    return await req.json!()
  } catch {
    throw new AppError('INVALID_JSON', 'The request body must be JSON.')
  }
}

/**
 * An error as an HTTP answer: `{ error, code, ...details }`; a database outage is 503 with Retry-After; unknown errors
 * are logged and answered with 500.
 */
export function errorResponse(req: PayloadRequest, error: unknown, fallback = 'There was an error processing your booking.'): Response {
  if (error instanceof AppError && STATUS[error.code]) {
    return Response.json({ error: error.message, code: error.code, ...error.details }, { status: STATUS[error.code], headers: retryAfterHeaders(error) })
  }
  const outage = outageResponse(req.payload, error, { path: req.pathname })
  if (outage) return outage
  req.payload.logger.error({ msg: 'unexpected error', path: req.pathname, err: error })
  return Response.json({ error: fallback, code: 'INTERNAL' }, { status: 500 })
}
