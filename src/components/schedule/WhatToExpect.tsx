import { Link } from '@/components/layout/Link'

import styles from './schedule.module.css'

/** The 'What to Expect' block under the schedule. */
export function WhatToExpect() {
  return (
    <section aria-labelledby="what-to-expect" className={styles.expect}>
      <h2 id="what-to-expect">What to Expect</h2>
      <ul>
        <li>A welcoming, judgment-free class: no experience or fitness level needed.</li>
        <li>Awareness and boundary-setting skills you can use every day.</li>
        <li>Simple, effective strikes and escapes, practiced at full speed on padded targets.</li>
        <li>Adult &amp; teen classes run three hours with at most 10 participants; mother &amp; daughter classes take at most 5 pairs.</li>
        <li>Comfortable exercise clothing that covers your knees, and a water bottle.</li>
      </ul>
      <p>
        Want a class for your own group or a time that suits you? See <Link href="/private-classes">private training</Link>,{' '}
        <Link href="/contact">contact us</Link>, or read the <Link href="/faq">frequently asked questions</Link>.
      </p>
    </section>
  )
}
