import type { Metadata } from 'next'
import Link from 'next/link'

import { DemoCheckoutActions } from '@/components/booking/DemoCheckoutActions.client'
import styles from '@/components/booking/booking.module.css'
import form from '@/components/forms/form.module.css'
import { formatCents } from '@/domain/bookings/pricing'
import { count } from '@/domain/text/count'
import { formatClassDate, formatTimeRange } from '@/domain/time/format'
import { getPayloadClient } from '@/lib/payload'
import type { Class, Schedule } from '@/payload-types'
import { MOVE_FEE_DEMO_PREFIX } from '@/server/payments/stripe'
import { findDemoBooking, findDemoMoveFee } from '@/server/payments/demoCheckout'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Demo checkout', robots: { index: false } }

const demoNote = (what: string) => (
  <p role="note" className={styles.problems}>
    <strong>This is a demo checkout. No card is charged and no payment is taken.</strong> Online payment is not configured
    on this site, so Pay simply {what}.
  </p>
)

function NotFound() {
  return (
    <main id="main" className={form.center}>
      <h1>Checkout not found</h1>
      <p>This checkout does not exist or has been closed.</p>
      <p>
        <Link href="/public-classes">Back to Classes</Link>
      </p>
    </main>
  )
}

/** The stand-in for Stripe's hosted checkout while no STRIPE_SECRET_KEY is configured: a booking, or a reschedule fee. */
export default async function DemoCheckoutPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const sessionId = decodeURIComponent((await params).sessionId)
  const payload = await getPayloadClient()
  if (sessionId.startsWith(MOVE_FEE_DEMO_PREFIX)) {
    const fee = await findDemoMoveFee(payload, sessionId)
    if (!fee) return <NotFound />
    return (
      <main id="main" className={form.center}>
        <h1>Demo checkout</h1>
        {demoNote('makes the move')}
        <section className={form.card} aria-label="Order">
          <h2>Reschedule fee</h2>
          <p>
            Booking {fee.booking.bookingNumber} · Total <strong>{formatCents(fee.amountCents)}</strong>
          </p>
          <DemoCheckoutActions sessionId={sessionId} />
        </section>
      </main>
    )
  }
  const booking = await findDemoBooking(payload, sessionId)
  if (!booking) return <NotFound />
  const schedule = booking.schedule as Schedule
  const cls = schedule.class as Class
  const open = booking.status === 'held'
  return (
    <main id="main" className={form.center}>
      <h1>Demo checkout</h1>
      {demoNote('confirms the booking')}
      <section className={form.card} aria-label="Order">
        <h2>{cls.name}</h2>
        <p>
          {schedule.date ? formatClassDate(schedule.date) : ''} · {formatTimeRange(schedule.startTime, schedule.endTime)}
        </p>
        <p>
          Booking {booking.bookingNumber} · {count(booking.participantCount, 'participant')} · Total{' '}
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
