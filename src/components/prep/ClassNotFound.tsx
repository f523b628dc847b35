import { phoneTarget } from '@/domain/schedule/prep'

import styles from './prep.module.css'

/** The prep page's error screen (booking-and-admin §8). Without a phone number, Contact Us goes to /contact. */
export function ClassNotFound({ phone }: { phone: string | null }) {
  return (
    <main id="main" className={styles.page}>
      <div role="alert" className={styles.notFound}>
        <h1>Class Not Found</h1>
        <p>Unable to load class information. Please contact us if this issue persists.</p>
        <a className={styles.button} href={phone ? `tel:${phoneTarget(phone)}` : '/contact'}>
          Contact Us{phone ? `: ${phone}` : ''}
        </a>
      </div>
    </main>
  )
}
