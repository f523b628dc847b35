import { randomBytes } from 'node:crypto'

import { type NextRequest, NextResponse } from 'next/server'

import { responseKindOf, securityHeaders } from '@/domain/http/securityHeaders'
import { env } from '@/lib/env'

const https = new URL(env.SERVER_URL).protocol === 'https:'
const development = env.NODE_ENV === 'development'

/**
 * Browser protections on every response, from this one place. Each request gets a fresh nonce: Next reads it from
 * the request's Content-Security-Policy header and puts it on the scripts it renders, so pages must render per request.
 */
export function proxy(request: NextRequest) {
  const nonce = randomBytes(16).toString('base64')
  const headers = securityHeaders(responseKindOf(request.nextUrl.pathname), { nonce, https, development })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy'])
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}
