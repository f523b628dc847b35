import { Link } from '@/components/layout/Link'

import { WAIVER_SENTENCE } from '@/domain/email/bookingEmails'

/** The confirmation's word on the waiver: who signs, and where (the booking's own page, also linked from the email). */
export function WaiverNotice({ manageUrl }: { manageUrl: string | null }) {
  return (
    <p data-testid="waiver-notice">
      {WAIVER_SENTENCE}{' '}
      {manageUrl ? (
        <>
          <Link href={`${manageUrl}/waiver`}>Sign the waiver now</Link>, or later from the link in your confirmation email.
        </>
      ) : (
        'The link to sign is in your confirmation email.'
      )}
    </p>
  )
}
