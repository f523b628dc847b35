import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Link } from '@/components/layout/Link'
import styles from '@/components/prep/prep.module.css'
import { PrivateNotToBringAndWear } from '@/components/prep/PrivateNotToBringAndWear'
import { whatToBring } from '@/components/prep/whatToBring'
import { organizerPath } from '@/domain/privateSessions/privatePaths'
import { PRIVATE_PROGRAM_LABELS } from '@/domain/privateSessions/privateSession'
import { appleMapsUrl, DEFAULT_ARRIVAL, googleMapsUrl, phoneTarget } from '@/domain/schedule/prep'
import { formatClassDate, formatTimeRange } from '@/domain/time/format'
import type { User } from '@/payload-types'
import { loadPrivatePage } from '@/server/privateSessions/privatePages'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Prepare for your session', robots: { index: false, follow: false }, referrer: 'no-referrer' }

/**
 * A confirmed private session's own prep page: where we meet (with map links), when (Pacific), arrive 15 minutes early,
 * what to bring, not to bring and wear (the generic private prep's words, plus the session's own notes), who has
 * signed the waiver, and how to reach the instructor. Printable like the class prep page.
 */
export default async function PrivateSessionPrepRoute({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const data = await loadPrivatePage('prep', token)
  if (!data) notFound()
  const { session, participants, settings } = data
  const instructor = typeof session.instructor === 'object' ? ((session.instructor as User).name ?? null) : null
  const phone = settings.defaultInstructor?.phone || settings.phone
  // The site knows one instructor's phone: the instructor is named beside it only when it is theirs.
  const caller = instructor && instructor === settings.defaultInstructor?.name ? instructor : 'us'
  const start = new Date(session.startTime)
  const unsigned = participants.filter((p) => !p.signed)

  return (
    <main id="main" className={styles.page}>
      <header className={`${styles.hero} ${styles.heroAdult}`}>
        <p className={styles.kicker}>{PRIVATE_PROGRAM_LABELS[session.program]}</p>
        <h1>Get Ready for Your Session</h1>
      </header>

      <section aria-labelledby="when" className={styles.section}>
        <h2 id="when">Date and time</h2>
        <dl className={styles.facts}>
          <div>
            <dt>Date</dt>
            <dd>{formatClassDate(start)}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{formatTimeRange(start, session.endTime)} (Pacific time)</dd>
          </div>
          <div>
            <dt>Arrival</dt>
            <dd data-testid="prep-arrival">{DEFAULT_ARRIVAL}; late arrivals within 15 minutes can join.</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="where" className={styles.section}>
        <h2 id="where">Where we meet</h2>
        <dl className={styles.facts}>
          <div>
            <dt>Address</dt>
            <dd data-testid="prep-address">{session.meetingAddress}</dd>
          </div>
        </dl>
        <p className={styles.links}>
          <a href={appleMapsUrl(session.meetingAddress)} target="_blank" rel="noopener noreferrer">
            Open in Apple Maps
          </a>
          <a href={googleMapsUrl(session.meetingAddress)} target="_blank" rel="noopener noreferrer">
            Open in Google Maps
          </a>
        </p>
        <ul>
          <li>An open area of about 15 × 15 feet, cleared of furniture and anything breakable.</li>
          <li>A soft floor (carpet, mats or grass) is best; we bring the pads and training equipment.</li>
        </ul>
        {session.siteNotes && (
          <p className={styles.note}>
            <strong>Site notes:</strong> {session.siteNotes}
          </p>
        )}
      </section>

      {whatToBring('private')}
      {session.whatToBring && <p className={styles.note}>{session.whatToBring}</p>}

      <PrivateNotToBringAndWear />

      <section aria-labelledby="waiver" className={styles.section}>
        <h2 id="waiver">Waiver</h2>
        <p data-testid="prep-waiver">
          {participants.length === 0
            ? 'No participants are on the list yet: add them on your session page, and each signs the waiver.'
            : unsigned.length === 0
              ? `All ${participants.length} participants have signed the waiver.`
              : `Still to sign: ${unsigned.map((p) => p.name).join(', ')}.`}{' '}
          {unsigned.length > 0 && <Link href={organizerPath(token, 'waiver')}>Sign the waiver</Link>}
        </p>
      </section>

      {phone && (
        <section aria-labelledby="contact" className={styles.section}>
          <h2 id="contact">Questions?</h2>
          <p>Call or text {caller}:</p>
          <p className={styles.links}>
            <a href={`tel:${phoneTarget(phone)}`}>Call {phone}</a>
            <a href={`sms:${phoneTarget(phone)}`}>Text {phone}</a>
          </p>
        </section>
      )}
      <p>
        <Link href={organizerPath(token)}>Back to your session</Link>
      </p>
    </main>
  )
}
