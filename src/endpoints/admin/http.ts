import type { PayloadHandler, PayloadRequest } from 'payload'
import { z } from 'zod'

import { AppError } from '@/lib/errors'

import { outageResponse } from '../outage'
import { retryAfterHeaders } from '../respond'

/** Every error code of the instructor endpoints and its HTTP status; the message is already the user-facing text. */
const STATUS: Record<string, number> = {
  INVALID_INPUT: 400,
  INVALID_CAPTCHA: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
}

export const json = (body: unknown, init: ResponseInit = {}): Response => Response.json(body, init)

/**
 * Wraps a handler: AppError → its status and `{ error }`; a database outage → 503 with Retry-After; anything else is
 * logged and answered with a 500.
 */
export const handle =
  (name: string, fn: (req: PayloadRequest) => Promise<Response>): PayloadHandler =>
  async (req) => {
    try {
      return await fn(req)
    } catch (error) {
      if (error instanceof AppError) {
        return json({ error: error.message, code: error.code, ...error.details }, { status: STATUS[error.code] ?? 400, headers: retryAfterHeaders(error) })
      }
      const outage = outageResponse(req.payload, error, { endpoint: name, user: req.user?.id })
      if (outage) return outage
      req.payload.logger.error({ err: error, endpoint: name, user: req.user?.id }, `${name} failed`)
      return json({ error: 'Something went wrong on our side. Please try again.' }, { status: 500 })
    }
  }

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid request'

/** Parses a JSON body with a schema; unreadable or invalid input is INVALID_INPUT (400) with the schema's message and field. */
export async function parseBody<S extends z.ZodType>(req: PayloadRequest, schema: S, { maxBytes = 64 * 1024, tooLarge = 'The request is too large.' } = {}): Promise<z.output<S>> {
  const length = Number(req.headers.get('content-length') ?? 0)
  if (length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge)
  let body: unknown
  try {
    const text = req.text ? await req.text() : ''
    if (text.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLarge)
    body = text ? JSON.parse(text) : {}
  } catch (error) {
    if (error instanceof AppError) throw error
    throw new AppError('INVALID_INPUT', 'The request body must be JSON.')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.')
    throw new AppError('INVALID_INPUT', firstMessage(parsed.error), field ? { field } : {})
  }
  return parsed.data
}

/** Parses query parameters with a schema (INVALID_INPUT on failure). */
export function parseQuery<S extends z.ZodType>(req: PayloadRequest, schema: S): z.output<S> {
  const url = new URL(req.url ?? 'http://localhost')
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams))
  if (!parsed.success) throw new AppError('INVALID_INPUT', firstMessage(parsed.error))
  return parsed.data
}
