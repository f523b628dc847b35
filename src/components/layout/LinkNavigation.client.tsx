'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** Where Next's router should take a click, or null when the browser should follow the link itself. */
function routerTargetOf(event: MouseEvent): { href: string; scroll: boolean } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest('a[data-router-link]') : null
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  const url = new URL(link.href)
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search
  if (url.origin !== window.location.origin || (samePage && url.hash)) return null
  return { href: url.pathname + url.search + url.hash, scroll: link.dataset.routerLink !== 'keep-scroll' }
}

/**
 * Follows the site's links (components/layout/Link.tsx) with Next's router: one listener for the whole page instead
 * of a client component per link. A click the page already handled (an unsaved-changes guard), a new-tab or download
 * link, a modified click and an anchor on the same page stay the browser's. Before hydration the links load pages.
 */
export function LinkNavigation() {
  const router = useRouter()
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const target = routerTargetOf(event)
      if (!target) return
      event.preventDefault()
      router.push(target.href, { scroll: target.scroll })
    }
    document.addEventListener('click', follow)
    return () => document.removeEventListener('click', follow)
  }, [router])
  return null
}
