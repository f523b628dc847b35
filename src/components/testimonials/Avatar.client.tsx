'use client'

import { useEffect, useRef, useState } from 'react'

import { initialOf } from '@/domain/testimonials/platforms'

/** A profile image; when missing or broken, a circle with the name's first letter. */
export function Avatar({ name, src }: { name: string; src?: string | null }) {
  const [broken, setBroken] = useState(false)
  const image = useRef<HTMLImageElement>(null)

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened: check it once.
    const img = image.current
    if (img && img.complete && img.naturalWidth === 0) setBroken(true)
  }, [src])

  if (!src || broken) {
    return (
      <span className="avatar avatar--initial" aria-hidden="true" data-testid="avatar-initial">
        {initialOf(name)}
      </span>
    )
  }
  return (
    // Profile images come from any review platform's host, so next/image's allow-list cannot know them.
    // eslint-disable-next-line @next/next/no-img-element
    <img ref={image} className="avatar" src={src} alt="" width={44} height={44} onError={() => setBroken(true)} />
  )
}
