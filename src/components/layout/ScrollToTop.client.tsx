'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Every route change starts at the top of the page (hash links to an anchor keep their target). */
export function ScrollToTop() {
  const pathname = usePathname()
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0)
  }, [pathname])
  return null
}
