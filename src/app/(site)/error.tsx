'use client'

import { useEffect } from 'react'

import { ErrorMessage } from '@/components/errors/ErrorMessage'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { FALLBACK_BUSINESS_NAME } from '@/domain/site/brand'

/**
 * A page of the site, or the public or instructor frame itself, failed (typically: the database is unreachable, and
 * the public frame reads site settings). The boundary replaces that frame, so this page brings the header and footer
 * itself, with the fallback business name. `retry` fetches the page from the server again.
 * Pages with their own error.tsx (public-classes, testimonials, class-prep) keep theirs.
 */
export default function SiteError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error('Page failed to load', error.digest ?? error)
  }, [error])

  return (
    <>
      <SiteHeader businessName={FALLBACK_BUSINESS_NAME} />
      <ErrorMessage
        title="Something Went Wrong"
        action={
          <button type="button" className="button" onClick={() => retry()}>
            Try Again
          </button>
        }
      >
        We couldn&apos;t load this page just now. Please try again in a moment.
      </ErrorMessage>
      <SiteFooter settings={{ businessName: FALLBACK_BUSINESS_NAME }} year={new Date().getFullYear()} />
    </>
  )
}
