import { Link } from '@/components/layout/Link'
import type { AdminViewServerProps } from 'payload'

import { INSTRUCTOR_AREA_LINKS } from '@/domain/instructor/backOfficeLinks'

/**
 * Replaces Payload's 'Unauthorized' at /cms/unauthorized: an instructor signed in here is told where their work is
 * (the instructor area) instead of meeting a dead end with only 'Log out'.
 */
export function CmsUnauthorized({ initPageResult }: AdminViewServerProps) {
  const signedIn = Boolean(initPageResult.req.user)
  return (
    <div className="unauthorized" style={{ display: 'grid', gap: '1rem', maxWidth: '34rem' }}>
      <h1>The CMS is for the studio owner</h1>
      <p>
        {signedIn
          ? 'Your account is an instructor account. Attendance, schedules, imports and class prep links are in the instructor area.'
          : 'Sign in with the owner account to use the CMS.'}
      </p>
      <ul style={{ display: 'grid', gap: '0.5rem', paddingLeft: '1.25rem' }}>
        {INSTRUCTOR_AREA_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/cms/logout">Log out</Link>
      </p>
    </div>
  )
}
