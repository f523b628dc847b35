'use client'

import { useEffect } from 'react'

import { FALLBACK_BUSINESS_NAME } from '@/domain/site/brand'

/**
 * The last resort: a root layout itself failed. It replaces the whole document, so it brings its own <html> and
 * <body>, reads nothing from the database and uses plain markup (the site's stylesheet belongs to the layout that
 * failed).
 */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error('The site failed to load', error.digest ?? error)
  }, [error])

  return (
    <html lang="en">
      <body>
        <title>{`Something Went Wrong | ${FALLBACK_BUSINESS_NAME}`}</title>
        <main id="main" role="alert">
          <p>{FALLBACK_BUSINESS_NAME}</p>
          <h1>Something Went Wrong</h1>
          <p>We couldn&apos;t load the site just now. Please try again in a moment.</p>
          <p>
            <button type="button" onClick={() => retry()}>
              Try Again
            </button>{' '}
            {/* A full page load on purpose: the client router's state is what just failed. */}
            <a href="/">Back to the home page</a>
          </p>
        </main>
      </body>
    </html>
  )
}
