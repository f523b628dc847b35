import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { describe, expect, it } from 'vitest'

import { PROMO_BANNER_SCRIPT } from '@/domain/site/promoBanner'
import { HYDRATION_START_SCRIPT } from './hydrationStart'
import { MONACO, contentSecurityPolicy, type PolicyContext, responseKindOf, securityHeaders } from './securityHeaders'

const built = (overrides: Partial<PolicyContext> = {}): PolicyContext => ({ nonce: 'abc123', https: false, development: false, ...overrides })
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d === name || d.startsWith(`${name} `))

describe('responseKindOf', () => {
  it('tells Payload’s admin, data and assets, and site pages apart', () => {
    expect(responseKindOf('/cms')).toBe('cms')
    expect(responseKindOf('/cms/collections/faqs/1')).toBe('cms')
    expect(responseKindOf('/cmsx')).toBe('site')
    expect(responseKindOf('/api/globals/site-settings')).toBe('resource')
    expect(responseKindOf('/_next/static/chunks/app.js')).toBe('resource')
    expect(responseKindOf('/_next/image')).toBe('resource')
    expect(responseKindOf('/')).toBe('site')
    expect(responseKindOf('/admin/login')).toBe('site')
    expect(responseKindOf('/apiary')).toBe('site')
  })
})

describe('contentSecurityPolicy', () => {
  it('lets site pages run only nonced scripts, the hydration start’s and promo banner’s scripts by their hashes, and what they load; inline styles only as attributes', () => {
    const csp = contentSecurityPolicy('site', built())
    const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`
    expect(directive(csp, 'script-src')).toBe(
      `script-src 'self' 'nonce-abc123' ${hashOf(HYDRATION_START_SCRIPT)} ${hashOf(PROMO_BANNER_SCRIPT)} 'strict-dynamic' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/`,
    )
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'nonce-abc123'")
    expect(directive(csp, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'")
    expect(directive(csp, 'frame-src')).toBe('frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/')
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive(csp, 'form-action')).toBe("form-action 'self'")
    expect(directive(csp, 'object-src')).toBe("object-src 'none'")
  })

  it('allows inline styles in Payload’s admin only, never inline scripts', () => {
    const csp = contentSecurityPolicy('cms', built())
    expect(directive(csp, 'style-src')).toContain("'unsafe-inline'")
    expect(directive(csp, 'style-src')).not.toContain('nonce')
    expect(directive(csp, 'script-src')).toContain("'nonce-abc123' 'strict-dynamic'")
    expect(directive(csp, 'script-src')).not.toContain('unsafe')
    expect(directive(csp, 'frame-src')).toBeUndefined()
    expect(directive(contentSecurityPolicy('site', built()), 'style-src')).not.toContain('unsafe')
  })

  it('gives a cached page, the same HTML for everyone, no nonce: inline scripts, but only from here and Google', () => {
    const csp = contentSecurityPolicy('cached-page', built({ nonce: '' }))
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/")
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'")
    expect(csp).not.toContain('nonce')
    for (const name of ['frame-ancestors', 'object-src', 'base-uri', 'form-action', 'connect-src']) {
      expect(directive(csp, name)).toBe(directive(contentSecurityPolicy('site', built()), name))
    }
  })

  it('allows the Monaco editor from where the installed loader fetches it', async () => {
    const loaderConfig = await readFile('node_modules/@monaco-editor/loader/lib/es/config/index.js', 'utf8')
    expect(`${/vs: '([^']+)'/.exec(loaderConfig)![1]}/`).toBe(MONACO)
  })

  it('lets /cms frame a cached page only in preview (live preview), and nothing else', () => {
    const preview = securityHeaders('cached-page', built({ nonce: '', preview: true }))
    expect(directive(preview['Content-Security-Policy'], 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(preview['X-Frame-Options']).toBe('SAMEORIGIN')
    const visitor = securityHeaders('cached-page', built({ nonce: '' }))
    expect(directive(visitor['Content-Security-Policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(visitor['X-Frame-Options']).toBe('DENY')
    for (const kind of ['site', 'cms', 'resource'] as const) {
      const headers = securityHeaders(kind, built({ preview: true }))
      expect(directive(headers['Content-Security-Policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'")
      expect(headers['X-Frame-Options']).toBe('DENY')
    }
  })

  it('gives data and assets nothing to run and nothing to frame them', () => {
    expect(contentSecurityPolicy('resource', built({ https: true }))).toBe("default-src 'none'; frame-ancestors 'none'")
  })

  it('allows eval and inline styles under `next dev` only (React development build, Next style injection)', () => {
    const dev = contentSecurityPolicy('site', built({ development: true }))
    expect(directive(dev, 'script-src')).toContain("'unsafe-eval'")
    expect(directive(dev, 'style-src')).toBe("style-src 'self' 'unsafe-inline'")
    expect(contentSecurityPolicy('site', built())).not.toContain('unsafe-eval')
  })

  it('upgrades insecure requests only on an https site', () => {
    expect(directive(contentSecurityPolicy('site', built({ https: true })), 'upgrade-insecure-requests')).toBeDefined()
    expect(directive(contentSecurityPolicy('site', built()), 'upgrade-insecure-requests')).toBeUndefined()
  })
})

describe('securityHeaders', () => {
  it('sends HSTS only when the site is served over https', () => {
    expect(securityHeaders('site', built({ https: true }))['Strict-Transport-Security']).toBe('max-age=63072000')
    expect(securityHeaders('site', built())).not.toHaveProperty('Strict-Transport-Security')
  })

  it('forbids framing, sniffing, full referrers and unused browser features on every kind of response', () => {
    for (const kind of ['site', 'cms', 'resource'] as const) {
      const headers = securityHeaders(kind, built())
      expect(headers).toMatchObject({
        'X-Frame-Options': 'DENY',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      })
      expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)/)
      expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)/)
    }
  })
})
