import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { PrivateSessionPage } from '@/components/privateSessions/PrivateSessionPage'
import { countManageLookup } from '@/server/bookings/manageToken'
import { clientAddress } from '@/server/http/clientAddress'
import { getPayloadClient } from '@/server/payloadClient'
import { stripeClient } from '@/server/payments/stripe'
import { applyReturnedMoveFee } from '@/server/privateSessions/movePrivateSession'
import { applyReturnedCheckout } from '@/server/privateSessions/payDeposit'
import { applyReturnedBalanceCheckout } from '@/server/privateSessions/payBalanceByLink'
import { privateLink } from '@/server/privateSessions/privateLink'

// Per person and per request: never cached, never indexed, and the token never leaves in a Referer header.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your private session', robots: { index: false, follow: false }, referrer: 'no-referrer' }

export default async function PrivateSessionRoute({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const [{ token }, query, payload, requestHeaders] = await Promise.all([params, searchParams, getPayloadClient(), headers()])
  if (!(await countManageLookup(payload, token, { address: clientAddress(requestHeaders) }))) notFound()
  let session = await privateLink('organizer').sessionOf(payload, token)
  if (!session) notFound()
  const now = new Date()
  const returned = typeof query.session_id === 'string' ? query.session_id : null
  // Back from Stripe's Checkout, maybe before its webhook: the payment is applied here too (idempotent).
  if (returned) {
    await applyReturnedCheckout(payload, session, returned, { stripe: stripeClient(), now })
    await applyReturnedBalanceCheckout(payload, session, returned, { stripe: stripeClient(), now })
    session = (await privateLink('organizer').sessionOf(payload, token)) ?? session
  }
  if (typeof query.moved === 'string' && (await applyReturnedMoveFee(payload, session, query.moved, { stripe: stripeClient(), now }))) {
    session = (await privateLink('organizer').sessionOf(payload, token)) ?? session
  }
  return <PrivateSessionPage session={session} token={token} now={now} />
}
