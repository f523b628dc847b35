'use client'

import { type ComponentProps, lazy, Suspense } from 'react'

/**
 * A page of the site, or the public or instructor frame itself, failed (typically: the database is unreachable, and
 * the public frame reads site settings). Every page loads its error boundary with it, so the error page (a header,
 * footer and message of its own) is a chunk of its own, fetched only when a page fails. React's own lazy, not
 * next/dynamic: that one brought 2 KiB of loader to every page for this one import.
 * Pages with their own error.tsx (public-classes, testimonials, class-prep) keep theirs.
 */
const SiteErrorPage = lazy(() => import('@/components/errors/SiteErrorPage.client'))

export default function SiteError(props: ComponentProps<typeof SiteErrorPage>) {
  return (
    <Suspense fallback={null}>
      <SiteErrorPage {...props} />
    </Suspense>
  )
}
