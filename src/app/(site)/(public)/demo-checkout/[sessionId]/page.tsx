import type { Metadata } from 'next'
import { Link } from '@/components/layout/Link'

import { DemoCheckoutActions } from '@/components/booking/DemoCheckoutActions.client'
import styles from '@/components/booking/booking.module.css'
import form from '@/components/forms/form.module.css'
import { bookingPath } from '@/domain/bookings/bookingKind'
import { formatCents } from '@/domain/bookings/pricing'
import { promoRowOf } from '@/domain/promos/promoCode'
import { count } from '@/domain/text/count'
import { formatClassDate, formatTimeRange } from '@/domain/time/format'
import { getPayloadClient } from '@/server/payloadClient'
import type { Booking, Class, Schedule } from '@/payload-types'
import { managePath } from '@/server/bookings/manageToken'
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

/** A checkout that can no longer be paid, said in words, with the way on: the booking's confirmation, or booking again. */
function ClosedCheckout({ booking, sessionId, scheduleId }: { booking: Booking; sessionId: string; scheduleId: number }) {
  if (booking.status === 'confirmed') {
    return (
      <p role="status">
        This checkout is complete: your booking is confirmed.{' '}
        <Link href={`/stripe-success?session_id=${encodeURIComponent(sessionId)}&booking_id=${booking.id}`}>See your booking</Link>
      </p>
    )
  }
  const why =
    booking.status === 'expired'
      ? 'This checkout has closed: it was cancelled, or the time to pay ran out, so nothing was charged and the seats were released.'
      : 'This checkout has closed: this booking was cancelled.'
  return (
    <p role="status">
      {why} <Link href={bookingPath(booking.classType, scheduleId)}>Book this class again</Link> or{' '}
      <Link href="/public-classes">see all classes</Link>.
    </p>
  )
}

/** The stand-in for Stripe's hosted checkout while no STRIPE_SECRET_KEY is configured: a booking, or a reschedule fee. */
export default async function DemoCheckoutPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const sessionId = decodeURIComponent((await params).sessionId)
  const payload = await getPayloadClient()
  if (sessionId.startsWith(MOVE_FEE_DEMO_PREFIX)) {
    const fee = await findDemoMoveFee(payload, sessionId)
    if (!fee) return <NotFound />
    const back = managePath(fee.booking)
    return (
      <main id="main" className={form.center}>
        <h1>Demo checkout</h1>
        {demoNote('makes the move')}
        <section className={form.card} aria-label="Order">
          <h2>Reschedule fee</h2>
          {fee.target && (
            <p>
              Moving to {fee.target.className}, {fee.target.when}
            </p>
          )}
          <p>
            Booking {fee.booking.bookingNumber} · Total <strong>{formatCents(fee.amountCents)}</strong>
          </p>
          {fee.open ? (
            <DemoCheckoutActions sessionId={sessionId} />
          ) : (
            <p role="status">
              This checkout has closed: it was cancelled, or a newer one replaced it, so nothing was charged and your booking was not moved.{' '}
              {back && <Link href={back}>Back to your booking</Link>}
            </p>
          )}
        </section>
      </main>
    )
  }
  const booking = await findDemoBooking(payload, sessionId)
  if (!booking) return <NotFound />
  const schedule = booking.schedule as Schedule
  const cls = schedule.class as Class
  const open = booking.status === 'held'
  const promo = promoRowOf(booking)
  return (
    <main id="main" className={form.center}>
      <h1>Demo checkout</h1>
      {demoNote('confirms the booking')}
      <section className={form.card} aria-label="Order">
        <h2>{cls.name}</h2>
        <p>
          {schedule.date ? formatClassDate(schedule.date) : ''} · {formatTimeRange(schedule.startTime, schedule.endTime)}
        </p>
        {promo && (
          <p data-testid="demo-promo">
            List price {formatCents(booking.listPriceCents ?? booking.totalCents + (booking.discountCents ?? 0))} · {promo.label}: {promo.value}
          </p>
        )}
        <p>
          Booking {booking.bookingNumber} · {count(booking.participantCount, 'participant')} · Total{' '}
          <strong>{formatCents(booking.totalCents)}</strong>
        </p>
        {open ? (
          <DemoCheckoutActions sessionId={booking.stripeSessionId!} />
        ) : (
          <ClosedCheckout booking={booking} sessionId={sessionId} scheduleId={schedule.id} />
        )}
      </section>
    </main>
  )
}
