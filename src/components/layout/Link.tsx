import type { AnchorHTMLAttributes } from 'react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  /** false: the page keeps its scroll position (the schedule's city tabs). */
  scroll?: boolean
}

/**
 * A link of the site: a plain `<a>`, which LinkNavigation.client.tsx has Next's router follow without a page load.
 * Not next/link: its client component (several hooks per link, and its code on every page) hydrated each of a page's
 * 20-30 links only to do that, and its prefetch brought nothing a tap would not fetch itself (the pages are rendered
 * per request from the cache, so a prefetch held only the route tree).
 */
export function Link({ scroll = true, ...props }: Props) {
  return <a data-router-link={scroll ? '' : 'keep-scroll'} {...props} />
}
