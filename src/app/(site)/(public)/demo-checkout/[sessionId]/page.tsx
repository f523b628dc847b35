import type { Metadata } from 'next'
import Link from 'next/link'

import { DemoCheckoutActions } from '@/components/booking/DemoCheckoutActions.client'
import styles from '@/components/booking/booking.module.css'
import { formatCents } from '@/domain/bookings/pricing'
import { formatClassDate, formatTimeRange } from '@/domain/time/format'
import { getPayloadClient } from '@/lib/payload'
import type { Class, Schedule } from '@/payload-types'
import { findDemoBooking } from '@/server/payments/demoCheckout'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Demo checkout', robots: { index: false } }

/** The stand-in for Stripe's hosted checkout while no STRIPE_SECRET_KEY is configured. */
export default async function DemoCheckoutPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const { sessionId } = await params
  const booking = await findDemoBooking(await getPayloadClient(), decodeURIComponent(sessionId))
  if (!booking) {
    return (
      <main id="main" className={styles.center}>
        <h1>Checkout not found</h1>
        <p>This checkout does not exist or has been closed.</p>
        <p>
          <Link href="/public-classes">Back to Classes</Link>
        </p>
      </main>
    )
  }
  const schedule = booking.schedule as Schedule
  const cls = schedule.class as Class
  const open = booking.status === 'held'
  return (
    <main id="main" className={styles.center}>
      <h1>Demo checkout</h1>
      <p role="note" className={styles.problems}>
        <strong>This is a demo checkout. No card is charged and no payment is taken.</strong> Online payment is not
        configured on this site, so Pay simply confirms the booking.
      </p>
      <section className={styles.card} aria-label="Order">
        <h2>{cls.name}</h2>
        <p>
          {schedule.date ? formatClassDate(schedule.date) : ''} · {formatTimeRange(schedule.startTime, schedule.endTime)}
        </p>
        <p>
          Booking {booking.bookingNumber} · {booking.participantCount} participant(s) · Total{' '}
          <strong>{formatCents(booking.totalCents)}</strong>
        </p>
        {open ? (
          <DemoCheckoutActions sessionId={booking.stripeSessionId!} />
        ) : (
          <p role="status">This checkout is closed (booking status: {booking.status}).</p>
        )}
      </section>
    </main>
  )
}
