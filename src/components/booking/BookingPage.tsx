import Link from 'next/link'

import { captchaSiteKey } from '@/server/captcha'

import { BookingForm } from './BookingForm.client'
import type { ClassSummary } from './loadBookableClass'
import styles from './booking.module.css'

export function NoClassSelected() {
  return (
    <main id="main" className={styles.center}>
      <h1>No Class Selected</h1>
      <p>Please choose a class from our schedule first.</p>
      <p>
        <Link href="/public-classes">View upcoming classes</Link>
      </p>
    </main>
  )
}

export function RegistrationUnavailable({ summary }: { summary: ClassSummary }) {
  return (
    <main id="main" className={styles.center}>
      <h1>{summary.className}</h1>
      <p role="status">
        {summary.registration === 'closed'
          ? 'Registration for this class has closed.'
          : 'Registration for this class has not opened yet.'}
      </p>
      {summary.opensAt && <p>Registration opens {summary.opensAt}.</p>}
      <p>
        <Link href="/public-classes">Back to Classes</Link>
      </p>
    </main>
  )
}

/** Heading, note and the booking form for a bookable class. */
export function BookingPage({ summary, heading, note }: { summary: ClassSummary; heading: string; note: string }) {
  if (summary.registration !== 'open') return <RegistrationUnavailable summary={summary} />
  return (
    <main id="main" className={styles.page}>
      <h1>{heading}</h1>
      <p>{note}</p>
      <BookingForm summary={summary} siteKey={captchaSiteKey()} />
    </main>
  )
}
