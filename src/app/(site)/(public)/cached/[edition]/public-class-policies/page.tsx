import type { Metadata } from 'next'
import { Link } from '@/components/layout/Link'

import styles from '@/components/policy/policy.module.css'
import { PUBLIC_POLICY as P } from '@/domain/policies/cancellation'
import { HOSTED_CLASS_WORDS, PUBLIC_TIER_WORDS, PUBLIC_TIERS, SUBSTITUTION_WORDS } from '@/domain/policies/publicPolicyWords'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = pageMetadata({
  title: 'Public Class Policies',
  description: 'Cancellation, rescheduling and substitution policies for public self-defense classes.',
  path: '/public-class-policies',
})

export default function PublicClassPoliciesPage() {
  return (
    <main id="main" className={`${styles.page} ${styles.policy}`}>
      <h1>Public Class Policies</h1>
      <p>These policies apply to public adult &amp; teen and mother &amp; daughter classes booked on this website.</p>

      <h2>Rescheduling and cancellations</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">When you tell us</th>
            <th scope="col">What you can do</th>
          </tr>
        </thead>
        <tbody>
          {PUBLIC_TIERS.map((tier) => (
            <tr key={tier}>
              <td>{PUBLIC_TIER_WORDS[tier].when}</td>
              <td>{PUBLIC_TIER_WORDS[tier].what}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Substitutions</h2>
      <p>{SUBSTITUTION_WORDS}</p>

      <h2>If we cancel</h2>
      <p>
        If your instructor has to cancel, you choose a full refund or priority rescheduling into another class. If a class has
        not reached its minimum number of participants, we announce its cancellation at least {P.minimumParticipantsNoticeHours}{' '}
        hours before the start.
      </p>

      <h2>City-hosted classes</h2>
      <p>{HOSTED_CLASS_WORDS}</p>

      <h2>Private training</h2>
      <p>
        Booking a private workshop for your family, team or organization? See our <Link href="/private-class-policies">private class policies</Link>.
      </p>
    </main>
  )
}
