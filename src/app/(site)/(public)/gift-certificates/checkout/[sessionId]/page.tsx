import type { Metadata } from 'next'

import { DemoCheckoutActions } from '@/components/booking/DemoCheckoutActions.client'
import styles from '@/components/booking/booking.module.css'
import form from '@/components/forms/form.module.css'
import { Link } from '@/components/layout/Link'
import { formatCents } from '@/domain/bookings/pricing'
import { GIFT_DEMO_PREFIX } from '@/server/gifts/buyGiftCertificate'
import { giftOfSession } from '@/server/gifts/giftCheckout'
import { getPayloadClient } from '@/server/payloadClient'
import { stripeClient } from '@/server/payments/stripe'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Demo checkout', robots: { index: false } }

/** The stand-in for Stripe's hosted checkout of a gift certificate while no STRIPE_SECRET_KEY is configured. */
export default async function GiftDemoCheckoutPage({ params }: { params: Promise<{ sessionId: string }> }) {
  const sessionId = decodeURIComponent((await params).sessionId)
  const gift = !stripeClient() && sessionId.startsWith(GIFT_DEMO_PREFIX) ? await giftOfSession(await getPayloadClient(), sessionId) : null
  if (!gift) {
    return (
      <main id="main" className={form.center}>
        <h1>Checkout not found</h1>
        <p>This checkout does not exist or has been closed.</p>
        <p>
          <Link href="/gift-certificates">Back to Gift Certificates</Link>
        </p>
      </main>
    )
  }
  return (
    <main id="main" className={form.center}>
      <h1>Demo checkout</h1>
      <p role="note" className={styles.problems}>
        <strong>This is a demo checkout. No card is charged and no payment is taken.</strong> Online payment is not configured on this site,
        so Pay simply issues the gift certificate.
      </p>
      <section className={form.card} aria-label="Order">
        <h2>{gift.gift?.description}</h2>
        <p>
          For {gift.gift?.recipientName} · Total <strong>{formatCents(gift.amountCents)}</strong>
        </p>
        {gift.status === 'pending' ? (
          <DemoCheckoutActions sessionId={sessionId} />
        ) : (
          <p role="status">
            This checkout is complete. <Link href={`/gift-certificates/thanks?session_id=${encodeURIComponent(sessionId)}`}>See your order</Link>
          </p>
        )}
      </section>
    </main>
  )
}
