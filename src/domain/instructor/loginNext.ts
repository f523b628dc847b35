const SITE = 'https://site.invalid'

/**
 * Where /admin/login may send someone after signing in (`?next=`): a path of this site under /cms or /admin, with its
 * query; anything else (another origin, `//host`, a backslash trick, a path that climbs out with `..`) is null.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null
  let url: URL
  try {
    url = new URL(value, SITE)
  } catch {
    return null
  }
  if (url.origin !== SITE || !/^\/(cms|admin)(\/|$)/.test(url.pathname)) return null
  return `${url.pathname}${url.search}`
}

/** The instructor login, sending the visitor on to `next` (already checked) afterwards. */
export const adminLoginPath = (next: string | null): string => (next ? `/admin/login?${new URLSearchParams({ next })}` : '/admin/login')

/** The session cookie's name: Payload's default cookie prefix (`payload`) and `-token`. */
export const SESSION_COOKIE = 'payload-token'

/** Payload's own views under /cms that a signed-out visitor may reach (leaving, password reset links). */
const OPEN_CMS_VIEWS = /^\/cms\/(logout|logout-inactivity|forgot|reset|verify)(\/|$)/

/**
 * Where the server sends a request for `pathname` (with `search`) under /cms instead of rendering it, or null: the one
 * staff sign-in is /admin/login. /cms/login goes there (then back to its `?redirect=`, else /cms); any other /cms page
 * without a session cookie goes there and back to itself. Decided before any page renders, so a form already filled
 * is never swapped by a redirect in the browser.
 */
export function cmsSignInRedirect(pathname: string, search: string, hasSessionCookie: boolean): string | null {
  if (pathname !== '/cms' && !pathname.startsWith('/cms/')) return null
  if (pathname === '/cms/login' || pathname === '/cms/login/') {
    return adminLoginPath(safeNextPath(new URLSearchParams(search).get('redirect')) ?? '/cms')
  }
  if (hasSessionCookie || OPEN_CMS_VIEWS.test(pathname)) return null
  return adminLoginPath(safeNextPath(`${pathname}${search}`) ?? '/cms')
}
