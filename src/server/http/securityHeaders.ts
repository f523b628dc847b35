import { createHash } from 'node:crypto'

import { PROMO_BANNER_SCRIPT } from '@/domain/site/promoBanner'
import { HYDRATION_START_SCRIPT } from './hydrationStart'

/**
 * The site's own inline scripts, the same on every page, allowed by their hashes on pages with a nonce: the root
 * layout's hydration start and the promo banner's.
 */
const INLINE_SCRIPT_HASHES = [HYDRATION_START_SCRIPT, PROMO_BANNER_SCRIPT].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
)

/**
 * What a response is, as far as the browser protections go: each kind gets its own Content-Security-Policy.
 * 'cached-page' is a public page served from the cache (src/server/http/cachedPages.ts): the same HTML for everyone.
 */
export type ResponseKind = 'site' | 'cached-page' | 'cms' | 'resource'

/** The kind of a request path: Payload's admin (/cms), data and files (/api, Next's assets), or a page of the site. */
export function responseKindOf(pathname: string): ResponseKind {
  if (pathname === '/cms' || pathname.startsWith('/cms/')) return 'cms'
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/_next/static/') || pathname.startsWith('/_next/image')) {
    return 'resource'
  }
  return 'site'
}

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
/** Where Payload's code field (the outbox's HTML in /cms) loads the Monaco editor from: @monaco-editor/loader's default. */
export const MONACO = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/min/vs/'

const directives = (entries: Record<string, string[]>) =>
  Object.entries(entries)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/**
 * Where a response goes: its nonce (none for a cached page), whether the site is served over https, whether this is
 * `next dev`, and whether it is a page in the owner's preview (draft mode), which /cms shows in a frame (live preview).
 */
export type PolicyContext = { nonce: string; https: boolean; development: boolean; preview?: boolean }

/** Only a page in preview may be framed, and only by this site (/cms's live preview); nothing else, by anyone. */
const frameAncestors = (kind: ResponseKind, preview: boolean | undefined) => (preview && kind === 'cached-page' ? "'self'" : "'none'")

/**
 * The Content-Security-Policy of one response. Pages allow only scripts carrying this response's nonce and what
 * those load ('strict-dynamic': Next's chunks, Google's reCAPTCHA); the host sources after it are the fallback of
 * browsers without CSP level 3. Nothing may frame any response but a page in preview, framed by /cms.
 */
export function contentSecurityPolicy(kind: ResponseKind, { nonce, https, development, preview }: PolicyContext): string {
  if (kind === 'resource') return directives({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })
  // A cached page is one HTML for every visitor, so it cannot carry a per-response nonce: its inline scripts (Next's
  // payload, which changes with the content) are allowed as inline, and scripts still load only from here and Google.
  // It shows no personal data and holds no session; every page that does is rendered per request with a nonce.
  const cached = kind === 'cached-page'
  // `next dev` evaluates code (React's server error stacks) and injects styles without a nonce; a build does neither.
  const scripts = cached
    ? ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])]
    : ["'self'", `'nonce-${nonce}'`, ...(kind === 'site' ? INLINE_SCRIPT_HASHES : []), "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])]
  const ownStyles = development || cached ? "'unsafe-inline'" : `'nonce-${nonce}'`
  const common = {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors(kind, preview)],
    'connect-src': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  }
  if (kind === 'cms') {
    return directives({
      ...common,
      'script-src': [...scripts, MONACO],
      // Payload's admin sets styles at run time in <style> elements and attributes that carry no nonce.
      'style-src': ["'self'", "'unsafe-inline'", MONACO],
      'img-src': ["'self'", 'data:', 'blob:', 'https://www.gravatar.com'],
      'font-src': ["'self'", MONACO],
    })
  }
  return directives({
    ...common,
    'script-src': [...scripts, ...RECAPTCHA_SCRIPTS],
    'style-src': ["'self'", ownStyles],
    // Style attributes cannot carry a nonce: a few components write one, and Google's reCAPTCHA widget inserts
    // markup with them. They run no script; what they load is still bound by img-src and font-src.
    'style-src-attr': ["'unsafe-inline'"],
    'frame-src': RECAPTCHA_FRAMES,
    // Testimonial photos are addresses on any review platform's host, typed into the CMS.
    'img-src': ["'self'", 'https:'],
    'font-src': ["'self'"],
  })
}

/** Browser features the site never uses, refused to it and to every frame it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/** The protections every response carries; HSTS only when the site is served over https (SERVER_URL). */
export function securityHeaders(kind: ResponseKind, context: PolicyContext): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(kind, context),
    'X-Frame-Options': frameAncestors(kind, context.preview) === "'self'" ? 'SAMEORIGIN' : 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(context.https ? { 'Strict-Transport-Security': 'max-age=63072000' } : {}),
  }
}
