import { parseCity } from '@/domain/schedule/cityFilter'
import { parseTab } from '@/domain/schedule/tabs'

/**
 * Public pages that are the same for every visitor are rendered once and served from Next's cache (ISR). Next only
 * renders a page at run time and then caches it when it sits under a dynamic segment whose params are not known at
 * build (`generateStaticParams` returning []), and the build has no database to render them from. So those pages live
 * under `/cached/[edition]/…` and the proxy rewrites the public address to it; the address in the browser never changes.
 */
export const CACHED_PREFIX = '/cached'
export const CACHED_EDITION = 'live'

const CACHED_PATHS = new Set([
  '/',
  '/about',
  '/cbo',
  '/contact',
  '/faq',
  '/privacy-policy',
  '/private-class-policies',
  '/private-class-prep',
  '/private-classes',
  '/public-class-policies',
  '/testimonials',
  '/workplace-safety',
])

export type PageRoute =
  /** Served from the cache: rewrite to `path`. */
  | { kind: 'cached'; path: string }
  /** The internal address itself, asked for from outside: answered as not found, so no stray cache entry is made. */
  | { kind: 'hidden' }
  /** Rendered per request. */
  | { kind: 'rendered' }

/**
 * How a page address is served. `/public-classes` is cached per tab; a city filter (`?city=`) renders per request,
 * because any visitor can type any city and each would otherwise become a cache entry.
 */
export function pageRoute(pathname: string, search: URLSearchParams): PageRoute {
  if (pathname === CACHED_PREFIX || pathname.startsWith(`${CACHED_PREFIX}/`)) return { kind: 'hidden' }
  const base = `${CACHED_PREFIX}/${CACHED_EDITION}`
  if (pathname === '/public-classes') {
    if (parseCity(search.get('city'))) return { kind: 'rendered' }
    return { kind: 'cached', path: `${base}/public-classes/${parseTab(search.get('tab') ?? undefined)}` }
  }
  if (CACHED_PATHS.has(pathname)) return { kind: 'cached', path: pathname === '/' ? base : `${base}${pathname}` }
  return { kind: 'rendered' }
}
