import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import styles from '@/components/prep/prep.module.css'
import { ClassEventJsonLd } from '@/components/seo/ClassEventJsonLd'
import { classPageMetadata } from '@/components/seo/classPageMetadata'
import { occurrenceEnd } from '@/domain/schedule/occurrence'
import { placeOf } from '@/domain/schedule/place'
import {
  appleMapsUrl,
  arrivalInstructions,
  googleMapsUrl,
  instructorName,
  isYogaVenue,
  phoneTarget,
  prepCity,
  prepHero,
} from '@/domain/schedule/prep'
import { formatClassDate, formatTimeRange } from '@/domain/time/format'
import { getPayloadClient } from '@/server/payloadClient'
import { loadClassPrep } from '@/server/classPrep'

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<{ scheduleId: string }> }): Promise<Metadata> {
  const { scheduleId } = await params
  return classPageMetadata({ scheduleId, path: `/class-prep/${scheduleId}`, action: 'Get Ready for', fallbackTitle: 'Prepare for Your Class' })
}

export default async function ClassPrepPage({ params }: { params: Promise<{ scheduleId: string }> }) {
  const { scheduleId } = await params
  const prep = await loadClassPrep(await getPayloadClient(), scheduleId)
  if (!prep) notFound()

  const { occurrence: o } = prep
  const instructor = instructorName(o.instructor, prep.defaultInstructor.name)
  const phone = prep.defaultInstructor.phone || prep.phone
  const end = occurrenceEnd(o)
  const hero = prepHero(o.type)
  const place = placeOf(o)

  return (
    <main id="main" className={styles.page}>
      <header className={`${styles.hero} ${hero === 'mother-daughter' ? styles.heroMotherDaughter : styles.heroAdult}`} data-hero={hero}>
        <p className={styles.kicker}>{hero === 'mother-daughter' ? 'Mother & Daughter Class' : 'Adult & Teen Class'}</p>
        <h1>Get Ready for {o.className}</h1>
      </header>

      <section aria-labelledby="welcome" className={styles.section}>
        <h2 id="welcome">A note from your instructor</h2>
        <p>
          Hi{instructor ? `, I'm ${instructor}` : ''}! I&apos;m looking forward to training with you. If you have any injuries, recent
          surgeries or medical conditions, please let me know before class so I can adapt the techniques for you.
        </p>
      </section>

      <section aria-labelledby="waiver" className={styles.section}>
        <h2 id="waiver">Waiver</h2>
        {o.waiverUrl ? (
          <p>
            Everyone in class needs a signed waiver. Please{' '}
            <a href={o.waiverUrl} target="_blank" rel="noopener noreferrer">
              sign the electronic waiver
            </a>{' '}
            before you arrive.
          </p>
        ) : (
          <p>
            Everyone in class needs a signed waiver. Your booking confirmation email has the link to sign it online, on your
            booking&apos;s private page: each participant signs before class (a parent or guardian for anyone under 16), and
            gets a copy by email. Can&apos;t find the email? Please check your spam folder.
          </p>
        )}
      </section>

      <section aria-labelledby="when" className={styles.section}>
        <h2 id="when">Date and time</h2>
        <dl className={styles.facts}>
          <div>
            <dt>Date</dt>
            <dd>{formatClassDate(o.startTime ?? o.date)}</dd>
          </div>
          {o.startTime && (
            <div>
              <dt>Time</dt>
              <dd>{formatTimeRange(o.startTime, end)}</dd>
            </div>
          )}
          <div>
            <dt>Arrival</dt>
            <dd>{arrivalInstructions(o.arrivalInstructions)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="where" className={styles.section}>
        <h2 id="where">Where</h2>
        <dl className={styles.facts}>
          {place.venueName && (
            <div>
              <dt>Venue</dt>
              <dd>{place.venueName}</dd>
            </div>
          )}
          <div>
            <dt>City</dt>
            <dd>{prepCity(place.city)}</dd>
          </div>
          {place.address && (
            <div>
              <dt>Address</dt>
              <dd>{place.address}</dd>
            </div>
          )}
        </dl>
        {place.address && place.mapQuery && (
          <p className={styles.links}>
            <a href={appleMapsUrl(place.mapQuery)} target="_blank" rel="noopener noreferrer">
              Open in Apple Maps
            </a>
            <a href={googleMapsUrl(place.mapQuery)} target="_blank" rel="noopener noreferrer">
              Open in Google Maps
            </a>
          </p>
        )}
        {o.specialNotes && (
          <p className={styles.note}>
            <strong>Special notes:</strong> {o.specialNotes}
          </p>
        )}
        {isYogaVenue(place.venueName) && (
          <p className={styles.note}>This class meets in a yoga studio: no outside food or drink, except water.</p>
        )}
      </section>

      <section aria-labelledby="bring" className={styles.section}>
        <h2 id="bring">What to bring</h2>
        <ul>
          <li>A water bottle</li>
          <li>A note pad, if you like to take notes (optional)</li>
          <li>Your sense of humor</li>
        </ul>
      </section>

      <section aria-labelledby="not-bring" className={styles.section}>
        <h2 id="not-bring">What not to bring</h2>
        <ul>
          <li>
            Jewelry: rings, bracelets, watches, necklaces and earrings can catch, scratch or injure you or your partner during
            drills. Please leave them at home, or take them off before class.
          </li>
        </ul>
      </section>

      <section aria-labelledby="wear" className={styles.section}>
        <h2 id="wear">What to wear</h2>
        <p>
          Comfortable exercise clothing that covers your knees, such as leggings or sweatpants: we practice on the mats and on our
          knees. No shorts, please.
        </p>
      </section>

      <section aria-labelledby="camera" className={styles.section}>
        <h2 id="camera">Cameras and filming</h2>
        <p>
          We may take photos or short videos during class for training and to share our work. If you would rather not appear
          on camera, just tell your instructor at the start of class.
        </p>
      </section>

      {phone && (
        <section aria-labelledby="questions" className={styles.section}>
          <h2 id="questions">Questions?</h2>
          <p>Call or text your instructor{instructor ? `, ${instructor}` : ''}:</p>
          <p className={styles.links}>
            <a href={`tel:${phoneTarget(phone)}`}>Call {phone}</a>
            <a href={`sms:${phoneTarget(phone)}`}>Text {phone}</a>
          </p>
        </section>
      )}
      <ClassEventJsonLd scheduleId={scheduleId} />
    </main>
  )
}
