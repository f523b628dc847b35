import type { Metadata } from 'next'

import styles from '@/components/prep/prep.module.css'
import { PrivateNotToBringAndWear } from '@/components/prep/PrivateNotToBringAndWear'
import { whatToBring } from '@/components/prep/whatToBring'
import { phoneTarget } from '@/domain/schedule/prep'
import { getSiteSettings } from '@/server/siteContent'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Prepare for Your Private Class',
    description: 'What to bring, what to wear and how to reach your instructor before your private self-defense class.',
    path: '/private-class-prep',
  }),
  robots: { index: false, follow: false },
}

export default async function PrivateClassPrepPage() {
  const settings = await getSiteSettings()
  const phone = settings.defaultInstructor?.phone || settings.phone
  const instructor = settings.defaultInstructor?.name

  return (
    <main id="main" className={styles.page}>
      <header className={`${styles.hero} ${styles.heroAdult}`}>
        <p className={styles.kicker}>Private Training</p>
        <h1>Get Ready for Your Private Class</h1>
      </header>

      <section aria-labelledby="background" className={styles.section}>
        <h2 id="background">Background</h2>
        <p>
          Your private workshop is built around your group: its ages, its concerns and its goals. We cover awareness, boundary
          setting and simple physical techniques, practiced at a pace that suits everyone. If anyone has injuries, medical
          conditions or trauma-related concerns, please tell us before the workshop so we can adapt it.
        </p>
      </section>

      <section aria-labelledby="where" className={styles.section}>
        <h2 id="where">Where we meet</h2>
        <p>
          We come to you: a home, a park, a gym, an office or a community space that you provide. We confirm the address and
          start time with you before the workshop.
        </p>
      </section>

      <section aria-labelledby="logistics" className={styles.section}>
        <h2 id="logistics">Site logistics</h2>
        <ul>
          <li>An open area of about 15 × 15 feet, cleared of furniture and anything breakable.</li>
          <li>A soft floor (carpet, mats or grass) is best; we bring the pads and training equipment.</li>
          <li>Please let us know about parking, gate codes or building access ahead of time.</li>
          <li>Arrive 10 minutes early so we can start on time.</li>
        </ul>
      </section>

      {whatToBring('private')}

      <PrivateNotToBringAndWear />

      <section aria-labelledby="filming" className={styles.section}>
        <h2 id="filming">Filming</h2>
        <p>
          Workshops are filmed for training and quality purposes. If anyone would rather not appear on camera, tell your
          instructor at the start.
        </p>
      </section>

      {phone && (
        <section aria-labelledby="contact" className={styles.section}>
          <h2 id="contact">Contact</h2>
          <p>Questions before the day? Call or text {instructor ?? 'us'}:</p>
          <p className={styles.links}>
            <a href={`tel:${phoneTarget(phone)}`}>Call {phone}</a>
            <a href={`sms:${phoneTarget(phone)}`}>Text {phone}</a>
          </p>
        </section>
      )}
    </main>
  )
}
