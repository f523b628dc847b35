'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { isPromoBannerVisible, PROMO_DISMISSED_KEY } from '@/domain/site/promoBanner'

type Props = { text: string | null; shortText: string | null; link: string; expiresAt: string | null }

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(PROMO_DISMISSED_KEY) === 'true'
  } catch {
    return false
  }
}

/** Decided in the browser: the visitor's clock and session flag say whether it shows. */
export function PromoBanner({ text, shortText, link, expiresAt }: Props) {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    // The session flag and the clock exist only in the browser, so the decision is made after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVisible(isPromoBannerVisible({ text, expiresAt, dismissed: readDismissed(), now: new Date() }))
  }, [text, expiresAt])

  if (!visible || !text) return null

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(PROMO_DISMISSED_KEY, 'true')
    } catch {
      // Storage can be unavailable (private mode): the banner still closes for this page view.
    }
    setVisible(false)
  }

  return (
    <aside className="promo-banner" aria-label="Special offer">
      <div className="container promo-banner__inner">
        <p className="promo-banner__text">
          <span className="desktop-only">{text}</span>
          <span className="mobile-only">{shortText || text}</span>{' '}
          <Link href={link}>Book now</Link>
        </p>
        <button type="button" className="promo-banner__close" aria-label="Dismiss offer" onClick={dismiss}>
          ×
        </button>
      </div>
    </aside>
  )
}
