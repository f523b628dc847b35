'use client'

import { useState } from 'react'

import { initialOf } from '@/domain/testimonials/platforms'

/** A profile image; when missing or broken, a circle with the name's first letter. */
export function Avatar({ name, src }: { name: string; src?: string | null }) {
  const [broken, setBroken] = useState(false)
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
    <img className="avatar" src={src} alt="" width={44} height={44} loading="lazy" onError={() => setBroken(true)} />
  )
}
