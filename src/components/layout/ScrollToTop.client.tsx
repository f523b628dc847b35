'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Every route change starts at the top of the page (hash links to an anchor keep their target). */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    // Marks the page as interactive (used by the end-to-end tests to know the client code has taken over).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0)
  }, [pathname])
  return null
}
