'use client'

import dynamic from 'next/dynamic'

/**
 * A page of the site, or the public or instructor frame itself, failed (typically: the database is unreachable, and
 * the public frame reads site settings). Every page loads its error boundary with it, so the error page (a header,
 * footer and message of its own) is a chunk of its own, fetched only when a page fails; a failure rendered on the
 * server arrives as HTML with that chunk preloaded.
 * Pages with their own error.tsx (public-classes, testimonials, class-prep) keep theirs.
 */
const SiteError = dynamic(() => import('@/components/errors/SiteErrorPage.client'))

export default SiteError
