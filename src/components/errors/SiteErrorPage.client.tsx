'use client'

import { useEffect } from 'react'

import { ErrorMessage } from '@/components/errors/ErrorMessage'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { FALLBACK_BUSINESS_NAME } from '@/domain/site/brand'

/**
 * The site's error page (src/app/(site)/error.tsx): it replaces the public or instructor frame, so it brings the
 * header and footer itself, with the fallback business name. `retry` fetches the page from the server again.
 */
export default function SiteErrorPage({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
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
