import { randomBytes } from 'node:crypto'

import { type NextRequest, NextResponse } from 'next/server'

import { CACHED_PREFIX, pageRoute } from '@/domain/http/cachedPages'
import { responseKindOf, securityHeaders } from '@/domain/http/securityHeaders'
import { env } from '@/lib/env'

const https = new URL(env.SERVER_URL).protocol === 'https:'
const development = env.NODE_ENV === 'development'
const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
/** Next's draft-mode cookie: the owner's preview, rendered per request with drafts, never cached anywhere. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'
const PREVIEW_CACHE_CONTROL = 'private, no-store'

/**
 * Browser protections on every response, from this one place, and the address of the cached public pages.
 * A page rendered per request gets a fresh nonce: Next reads it from the request's Content-Security-Policy header and
 * puts it on the scripts it renders. A cached page is the same HTML for everyone, so it gets no nonce.
 */
export function proxy(request: NextRequest) {
  const kind = responseKindOf(request.nextUrl.pathname)
  const route = kind === 'site' ? pageRoute(request.nextUrl.pathname, request.nextUrl.searchParams) : { kind: 'rendered' as const }

  if (route.kind === 'cached' || route.kind === 'hidden') {
    // The internal address answers as an unknown one; the public address is served from the cache.
    const target = new URL(route.kind === 'cached' ? route.path : CACHED_PREFIX, request.url)
    const response = NextResponse.rewrite(target)
    // In preview /cms shows the page in a frame (live preview); the page then holds drafts, for this browser only.
    const preview = route.kind === 'cached' && request.cookies.has(DRAFT_MODE_COOKIE)
    applyHeaders(response, securityHeaders('cached-page', { nonce: '', https, development, preview }))
    // Next would let shared caches keep the page for a year; only this server learns when the CMS changes it.
    response.headers.set('Cache-Control', preview ? PREVIEW_CACHE_CONTROL : CACHED_PAGE_CACHE_CONTROL)
    return response
  }

  const nonce = randomBytes(16).toString('base64')
  const headers = securityHeaders(kind, { nonce, https, development })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy'])
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  applyHeaders(response, headers)
  return response
}

function applyHeaders(response: NextResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
}
