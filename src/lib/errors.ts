/** Every code a service may refuse with, once, and its HTTP status. The message is already the spec's user-facing text. */
export const ERROR_STATUS = {
  INVALID_INPUT: 400,
  INVALID_CAPTCHA: 400,
  WRONG_CLASS_TYPE: 400,
  NOT_BOOKABLE_ONLINE: 400,
  CREDIT_REFUSED: 400,
  PROMO_REFUSED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  INVALID_CREDENTIALS: 401,
  NOT_FOUND: 404,
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
  MOVE_FEE_CHANGED: 409,
  BOOKING_NOT_CANCELLABLE: 409,
  CREDIT_NOT_OFFERED: 409,
  INSTRUCTOR_BUSY: 409,
  PROPOSAL_CLOSED: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  TOO_MANY_HOLDS: 429,
  INTERNAL: 500,
  PAYMENT_UNAVAILABLE: 502,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

/** A failure the user can act on. The endpoints' edge (src/endpoints/respond.ts) answers it with its code's status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'AppError'
  }
}

/** A refusal for too many requests says when to try again (RFC 9110 Retry-After, in seconds). */
export const retryAfterHeaders = (error: AppError): HeadersInit | undefined =>
  typeof error.details.retryAfterSeconds === 'number' ? { 'Retry-After': String(error.details.retryAfterSeconds) } : undefined
