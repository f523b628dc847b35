import type { Metadata } from 'next'

import form from '@/components/forms/form.module.css'
import { Link } from '@/components/layout/Link'
import { formatCents } from '@/domain/bookings/pricing'
import { formatClassDate } from '@/domain/time/format'
import { giftAfterCheckout } from '@/server/gifts/giftCheckout'
import { getPayloadClient } from '@/server/payloadClient'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Thank you for your gift', robots: { index: false } }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** Where the checkout returns: the order paid (confirmed here if Stripe's webhook has not yet), or still waiting. */
export default async function GiftThanksPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const sessionId = first((await searchParams).session_id).slice(0, 255)
  const gift = sessionId ? await giftAfterCheckout(await getPayloadClient(), sessionId) : null
  if (!gift) {
    return (
      <main id="main" className={form.center}>
        <h1>Order not found</h1>
        <p>We could not find this gift certificate order.</p>
        <p>
          <Link href="/gift-certificates">Back to Gift Certificates</Link>
        </p>
      </main>
    )
  }
  if (gift.status === 'pending') {
    return (
      <main id="main" className={form.center}>
        <h1>Waiting for your payment</h1>
        <p role="status">Your payment has not reached us yet. This page shows your gift once it does: please reload it in a minute.</p>
      </main>
    )
  }
  const deliveryDate = gift.gift?.deliveryDate ?? ''
  return (
    <main id="main" className={form.center}>
      <h1>Thank you for your gift</h1>
      <section className={form.card} aria-label="Your gift certificate" style={{ textAlign: 'left' }}>
        <p role="status">
          Your gift certificate of <strong>{formatCents(gift.amountCents)}</strong> for {gift.gift?.recipientName} is paid.
        </p>
        <p>
          We email {gift.gift?.recipientName} the code and a printable card on <strong>{formatClassDate(deliveryDate)}</strong>. Your receipt and a
          copy of the card are on their way to {gift.gift?.buyerEmail}.
        </p>
      </section>
      <p>
        <Link href="/public-classes">See the classes</Link>
      </p>
    </main>
  )
}
