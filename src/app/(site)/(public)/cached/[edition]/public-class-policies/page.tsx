import type { Metadata } from 'next'
import Link from 'next/link'

import styles from '@/components/prep/prep.module.css'
import { PUBLIC_POLICY as P } from '@/domain/policies/cancellation'
import { pageMetadata } from '@/lib/seo'

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
          <tr>
            <td>{P.fullRefundDays} or more days before class</td>
            <td>
              A full refund, or move to another class for free. Each additional reschedule after the first costs $
              {P.extraRescheduleFeeDollars}.
            </td>
          </tr>
          <tr>
            <td>
              {P.creditFromDays} to {P.fullRefundDays - 1} days before class
            </td>
            <td>A class credit, valid for {P.creditValidMonths} months.</td>
          </tr>
          <tr>
            <td>
              Less than {P.creditFromDays} days ({P.noRefundHours} hours) before class
            </td>
            <td>No refund or reschedule. You may send someone in your place (see substitutions).</td>
          </tr>
        </tbody>
      </table>

      <h2>Substitutions</h2>
      <p>
        Can&apos;t make it? You may send a substitute at any time, including within {P.noRefundHours} hours of class. Please email
        us the substitute&apos;s name before class. Mother &amp; daughter substitutes must meet the class&apos;s age rules.
      </p>

      <h2>If we cancel</h2>
      <p>
        If your instructor has to cancel, you choose a full refund or priority rescheduling into another class. If a class has
        not reached its minimum number of participants, we announce its cancellation at least {P.minimumParticipantsNoticeHours}{' '}
        hours before the start.
      </p>

      <h2>City-hosted classes</h2>
      <p>
        Classes hosted and registered by a city or another partner (for example a recreation department or a college) follow
        that host&apos;s own refund and cancellation rules. Please contact the host directly.
      </p>

      <h2>Private training</h2>
      <p>
        Booking a private workshop for your family, team or organization? See our <Link href="/private-class-policies">private class policies</Link>.
      </p>
    </main>
  )
}
