import type { AfterErrorHook, Payload } from 'payload'

import { isDatabaseOutage, OUTAGE_RETRY_AFTER_SECONDS } from '@/server/http/databaseOutage'

/** The body of every `/api` answer while the database cannot be reached. */
export const OUTAGE_BODY = {
  error: 'The service is temporarily unavailable. Please try again in a moment.',
  code: 'SERVICE_UNAVAILABLE',
} as const

export const OUTAGE_HEADERS = { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) }

/** 503 with Retry-After when `error` is a database outage (logged once, without answering its details); else null. */
export function outageResponse(payload: Payload, error: unknown, context: Record<string, unknown> = {}): Response | null {
  if (!isDatabaseOutage(error)) return null
  payload.logger.error({ err: error, ...context }, 'database unavailable; answered 503')
  return Response.json(OUTAGE_BODY, { status: 503, headers: OUTAGE_HEADERS })
}

/**
 * Payload's own REST routes (collections, globals, auth) catch their errors and answer through `afterError` hooks:
 * a database outage becomes the same 503 `{ error, code }` with Retry-After (Payload adds `req.responseHeaders`).
 * Payload has already logged the error.
 */
export const answerDatabaseOutage: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseOutage(error)) return
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', OUTAGE_HEADERS['Retry-After'])
  return { response: { ...OUTAGE_BODY }, status: 503 }
}

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/** Payload's answer when it could not initialise (its database connection is made then): a 500 without details. */
const INIT_FAILED = 'There was an error initializing Payload'

/**
 * Wraps one of Payload's REST route handlers (src/app/(payload)/api): outages that reach the handler itself, and
 * Payload's "could not initialise" 500 (the postgres adapter connects during initialisation, so a database that is
 * down when the server's first request arrives lands here), answer 503 with Retry-After. Outages during a request
 * are answered by `answerDatabaseOutage` inside Payload.
 */
export const withOutageAnswer =
  <Context>(handler: RouteHandler<Context>): RouteHandler<Context> =>
  async (request, context) => {
    let response: Response
    try {
      response = await handler(request, context)
    } catch (error) {
      if (!isDatabaseOutage(error)) throw error
      console.error('database unavailable; answered 503', error)
      return Response.json(OUTAGE_BODY, { status: 503, headers: OUTAGE_HEADERS })
    }
    if (response.status === 500 && response.headers.get('content-type')?.includes('json')) {
      const body = (await response.clone().json().catch(() => null)) as { message?: unknown } | null
      if (body?.message === INIT_FAILED) return Response.json(OUTAGE_BODY, { status: 503, headers: OUTAGE_HEADERS })
    }
    return response
  }
