'use client'

import { Link } from '@/components/layout/Link'
import { useSyncExternalStore } from 'react'

import { isPromoBannerVisible, PROMO_DISMISSED_KEY } from '@/domain/site/promoBanner'

type Props = { text: string; shortText: string | null; link: string; expiresAt: string | null }

const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(PROMO_DISMISSED_KEY) === 'true'
  } catch {
    return false
  }
}

let dismissedThisView = false

/**
 * Rendered on the server whenever there is a text, so its space is in the HTML from the start; PROMO_BANNER_SCRIPT
 * (first in the page's body) hides it before the first paint when this session dismissed it or it has expired by the
 * visitor's clock. In the browser the same rule decides from then on.
 */
export function PromoBanner({ text, shortText, link, expiresAt }: Props) {
  const visible = useSyncExternalStore(
    subscribe,
    () => !dismissedThisView && isPromoBannerVisible({ text, expiresAt, dismissed: readDismissed, now: new Date() }),
    () => true,
  )

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(PROMO_DISMISSED_KEY, 'true')
    } catch {
      // Storage can be unavailable (private mode): the banner still closes for this page view.
    }
    dismissedThisView = true
    listeners.forEach((listener) => listener())
  }

  return (
    <aside
      className="promo-banner"
      aria-label="Special offer"
      hidden={!visible}
    >
      <div className="container promo-banner__inner">
        <p className="promo-banner__text">
          <span className="desktop-only">{text}</span>
          <span className="mobile-only">{shortText || text}</span> <Link href={link}>Book now</Link>
        </p>
        <button type="button" className="promo-banner__close" aria-label="Dismiss offer" onClick={dismiss}>
          ×
        </button>
      </div>
    </aside>
  )
}
