import { randomBytes } from 'node:crypto'

import { type NextRequest, NextResponse } from 'next/server'

import { cmsSignInRedirect, SESSION_COOKIE } from '@/domain/instructor/loginNext'
import { CACHED_PREFIX, pageRoute } from '@/server/http/cachedPages'
import { MANAGE_LOOKUP_COUNTED_HEADER, MANAGE_LOOKUP_REFUSED_HEADER, manageTokenOfPath } from '@/server/http/manageLookup'
import { responseKindOf, securityHeaders } from '@/server/http/securityHeaders'
import { env } from '@/lib/env'
import { clientAddress } from '@/server/http/clientAddress'

const https = new URL(env.SERVER_URL).protocol === 'https:'
const development = env.NODE_ENV === 'development'
const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
/** Next's draft-mode cookie: the owner's preview, rendered per request with drafts, never cached anywhere. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'
const PREVIEW_CACHE_CONTROL = 'private, no-store'
/** The data, files and assets (/api, /_next/static) carry no script: one set of protections, made once, without a nonce. */
const RESOURCE_HEADERS = securityHeaders('resource', { nonce: '', https, development })

/**
 * Browser protections on every response, from this one place, the address of the cached public pages, and the
 * redirect of signed-out /cms visitors to the one staff sign-in (/admin/login) before anything renders.
 * A page rendered per request gets a fresh nonce: Next reads it from the request's Content-Security-Policy header and
 * puts it on the scripts it renders. A cached page is the same HTML for everyone, so it gets no nonce.
 */
export async function proxy(request: NextRequest) {
  const kind = responseKindOf(request.nextUrl.pathname)
  if (kind === 'resource') {
    // The request goes on as it came: nothing downstream reads a nonce, and no lookup header is read there.
    const response = NextResponse.next()
    applyHeaders(response, RESOURCE_HEADERS)
    return response
  }
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
  const signIn = kind === 'cms' ? cmsSignInRedirect(request.nextUrl.pathname, request.nextUrl.search, request.cookies.has(SESSION_COOKIE)) : null
  if (signIn) {
    const response = NextResponse.redirect(new URL(signIn, request.url), 303)
    applyHeaders(response, headers)
    return response
  }
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy'])
  const refusal = await countManageLookup(request, requestHeaders)
  const response = NextResponse.next({ request: { headers: requestHeaders }, status: refusal ? 429 : undefined })
  applyHeaders(response, headers)
  if (refusal) response.headers.set('Retry-After', String(refusal.retryAfterSeconds))
  return response
}

/**
 * The manage page's lookup limit, counted here so that a refusal answers 429 (the page shows the words it is handed).
 * Loaded only for that page: no other request touches the database here.
 */
async function countManageLookup(request: NextRequest, requestHeaders: Headers) {
  requestHeaders.delete(MANAGE_LOOKUP_COUNTED_HEADER)
  requestHeaders.delete(MANAGE_LOOKUP_REFUSED_HEADER)
  const token = manageTokenOfPath(request.nextUrl.pathname)
  if (!token) return null
  const { manageLookupGate } = await import('@/server/manage/manageLookupGate')
  const gate = await manageLookupGate(token, clientAddress(request.headers))
  if (gate.kind === 'counted') requestHeaders.set(MANAGE_LOOKUP_COUNTED_HEADER, '1')
  if (gate.kind !== 'refused') return null
  requestHeaders.set(MANAGE_LOOKUP_REFUSED_HEADER, gate.message)
  return gate
}

function applyHeaders(response: NextResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
}
