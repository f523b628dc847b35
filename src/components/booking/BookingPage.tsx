import { Link } from '@/components/layout/Link'

import form from '@/components/forms/form.module.css'
import { contactMailto } from '@/domain/schedule/cardAction'
import { type UnavailableAction, unavailableMessage } from '@/domain/bookings/unavailable'
import type { BookingOffer, ClassSummary } from '@/server/bookingOffer'
import { captchaSiteKey } from '@/server/captcha'

import { BookingForm } from './BookingForm.client'
import { ReleasePendingCheckout } from './ReleasePendingCheckout.client'
import styles from './booking.module.css'

export function NoClassSelected() {
  return (
    <main id="main" className={form.center}>
      <h1>No Class Selected</h1>
      <p>Please choose a class from our schedule first.</p>
      <p>
        <Link href="/public-classes">View upcoming classes</Link>
      </p>
    </main>
  )
}

type UnavailableProps = { offer: BookingOffer & { action: UnavailableAction }; heading: string; email: string }

/** Instead of a form that cannot succeed: why, and the way that does work (the partner's page, or an email). */
export function BookingUnavailable({ offer: { summary, action, partnerOrganization }, heading, email }: UnavailableProps) {
  const when = [summary.date, summary.time].filter(Boolean).join(', ')
  return (
    <main id="main" className={form.center}>
      <h1>{heading}</h1>
      {heading !== summary.className && <p>{summary.className}</p>}
      {when && <p>{when}</p>}
      <p role={action.kind === 'register-external' || action.kind === 'contact' ? undefined : 'status'}>
        {unavailableMessage(action, partnerOrganization)}
      </p>
      {action.kind === 'register-external' && (
        <p>
          <a href={action.href} target="_blank" rel="noopener noreferrer" className={styles.linkButton}>
            Register <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        </p>
      )}
      {action.kind === 'contact' && (
        <p>
          <a href={contactMailto(email, summary.className, when)} className={styles.linkButton}>
            Contact Us
          </a>
        </p>
      )}
      <p>
        <Link href="/public-classes">Back to Classes</Link>
      </p>
      {action.kind === 'full' && <ReleasePendingCheckout scheduleId={summary.scheduleId} />}
    </main>
  )
}

/** Heading, note and the booking form for a bookable class. */
export function BookingPage({
  summary,
  heading,
  note,
  checkoutCancelled,
  waitlist = false,
}: {
  summary: ClassSummary
  heading: string
  note: string
  checkoutCancelled: boolean
  waitlist?: boolean
}) {
  return (
    <main id="main" className={styles.page}>
      <h1>{heading}</h1>
      <p>{note}</p>
      {/* A new form once the page turns from waitlist to booking (this tab's own checkout released), so it refills. */}
      <BookingForm key={waitlist ? 'waitlist' : 'book'} summary={summary} siteKey={captchaSiteKey()} checkoutCancelled={checkoutCancelled} waitlist={waitlist} />
      {waitlist && <ReleasePendingCheckout scheduleId={summary.scheduleId} />}
    </main>
  )
}
