import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import form from '@/components/forms/form.module.css'
import { Link } from '@/components/layout/Link'
import { formatCents } from '@/domain/bookings/pricing'
import { AppError } from '@/lib/errors'
import { giftBalanceOf } from '@/server/gifts/giftBalance'
import { clientAddress } from '@/server/http/clientAddress'
import { getPayloadClient } from '@/server/payloadClient'

// Per person and per request, like the manage page: never cached, never indexed, no Referer.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Gift certificate balance', robots: { index: false, follow: false }, referrer: 'no-referrer' }

/** The recipient's balance, from the link in their email; no account. */
export default async function GiftBalancePage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, payload] = await Promise.all([params, getPayloadClient()])
  let balance
  try {
    balance = await giftBalanceOf(payload, token, { address: clientAddress(await headers()) })
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') {
      return (
        <main id="main" className={form.center}>
          <h1>Gift certificate balance</h1>
          <p role="alert">{error.message}</p>
        </main>
      )
    }
    throw error
  }
  if (!balance) notFound()
  return (
    <main id="main" className={form.center}>
      <h1>Gift certificate balance</h1>
      <section className={form.card} aria-label="Balance" style={{ textAlign: 'left' }}>
        <p>
          Code <strong style={{ overflowWrap: 'anywhere' }}>{balance.code}</strong>
        </p>
        <p role="status">
          {balance.status === 'void' ? (
            'This gift certificate is no longer valid. Please contact us if you think this is a mistake.'
          ) : (
            <>
              <strong>{formatCents(balance.remainingCents)}</strong> left of {formatCents(balance.amountCents)}. It never expires.
            </>
          )}
        </p>
        <p>To use it, open any class&apos;s booking page, choose &apos;Have a class credit?&apos; and enter the code.</p>
      </section>
      <p>
        <Link href="/public-classes">Find a class</Link>
      </p>
    </main>
  )
}
