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
