import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { ManageBooking } from '@/components/manage/ManageBooking'
import { LinkProblem } from '@/components/states/LinkProblem'
import { MANAGE_LOOKUP_COUNTED_HEADER, MANAGE_LOOKUP_REFUSED_HEADER } from '@/server/http/manageLookup'
import { getPayloadClient } from '@/server/payloadClient'
import { clientAddress } from '@/server/http/clientAddress'
import { creditOfBooking } from '@/server/manage/creditOfBooking'
import { loadManageContext, moveTargets } from '@/server/manage/manageContext'
import { bookingOfManageToken, findBookingByManageToken } from '@/server/bookings/manageToken'
import { paidMoveNow } from '@/server/payments/feeCheckouts'
import { bookingWaiver } from '@/server/waivers/bookingWaiver'

// Per person and per request: never cached, never indexed, and the token never leaves in a Referer header.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Manage your booking', robots: { index: false, follow: false }, referrer: 'no-referrer' }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

export default async function ManageBookingPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const [{ token }, query, payload, requestHeaders] = await Promise.all([params, searchParams, getPayloadClient(), headers()])
  // The proxy counted this lookup (and answers 429 with these words when over the limit): src/proxy.ts.
  const refused = requestHeaders.get(MANAGE_LOOKUP_REFUSED_HEADER)
  if (refused) return <LinkProblem heading="Manage your booking" message={refused} />
  const booking = requestHeaders.has(MANAGE_LOOKUP_COUNTED_HEADER)
    ? await bookingOfManageToken(payload, token)
    : await findBookingByManageToken(payload, token, { address: clientAddress(requestHeaders) })
  const now = new Date()
  const context = booking && (await loadManageContext(payload, booking.id, now))
  if (!context) notFound()
  const said = first(query.move)
  const [targets, credit, waiver, notice] = await Promise.all([
    context.actions.includes('move') ? moveTargets(payload, context, now) : [],
    creditOfBooking(payload, context.booking.id),
    bookingWaiver(payload, context),
    // Stripe sends the customer back before (or after) its payment event: the notice says where the move stands now.
    said === 'paid' ? paidMoveNow(payload, context.booking.id) : said,
  ])
  return <ManageBooking token={token} context={context} targets={targets} credit={credit} waiver={waiver} notice={notice} />
}
