import type { Metadata } from 'next'
import { Link } from '@/components/layout/Link'

import styles from '@/components/policy/policy.module.css'
import { PRIVATE_POLICY as P } from '@/domain/policies/cancellation'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const metadata: Metadata = pageMetadata({
  title: 'Private Class Policies',
  description: 'Payment, rescheduling, cancellation, weather and late-arrival policies for private self-defense training.',
  path: '/private-class-policies',
})

export default function PrivateClassPoliciesPage() {
  return (
    <main id="main" className={`${styles.page} ${styles.policy}`}>
      <h1>Private Class Policies</h1>

      <h2>Payment</h2>
      <ul>
        <li>A {P.depositPercent}% deposit is due when you select your date; it reserves the date for you.</li>
        <li>The balance is due {P.balanceDueDays} days before the class.</li>
        <li>If you cancel within 4 weeks of the class, the deposit is non-refundable.</li>
      </ul>

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
            <td>A full refund, or move your class to another date for free.</td>
          </tr>
          <tr>
            <td>
              {P.depositForfeitDays} to {P.fullRefundDays - 1} days before class
            </td>
            <td>
              The deposit is non-refundable. You may rebook for a ${P.rebookingFeeDollars} rebooking fee per change, or cancel and
              receive a refund of any amount paid beyond the deposit.
            </td>
          </tr>
          <tr>
            <td>Less than {P.depositForfeitDays} days before class</td>
            <td>The full fee is non-refundable. You may rebook for a ${P.rebookingFeeDollars} rebooking fee.</td>
          </tr>
        </tbody>
      </table>
      <p>
        Days are counted from the class start time: {P.depositForfeitDays} days means {P.cutoffHours} hours before the start.
      </p>

      <h2>If we cancel</h2>
      <p>If your instructor has to cancel, you choose a full refund or priority rescheduling to a date that suits you.</p>

      <h2>Weather</h2>
      <p>
        For outdoor classes, we watch the forecast with you. If rain, smoke or extreme heat make training unsafe, we move the
        class indoors if you have space, or reschedule it at no charge.
      </p>

      <h2>Late arrivals</h2>
      <p>
        Please arrive {P.arriveEarlyMinutes} minutes early. Participants who arrive within {P.lateJoinMinutes} minutes of the start
        can join; after that, for safety, they may watch but not join the physical drills.
      </p>

      <p>
        Booking a public class instead? See our <Link href="/public-class-policies">public class policies</Link>.
      </p>
    </main>
  )
}
