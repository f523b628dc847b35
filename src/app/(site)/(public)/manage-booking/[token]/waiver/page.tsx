import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { LinkProblem } from '@/components/states/LinkProblem'
import { WaiverSigning } from '@/components/waivers/WaiverSigning'
import { pacificDate } from '@/domain/time/pacific'
import { AppError } from '@/lib/errors'
import { getPayloadClient } from '@/server/payloadClient'
import { findBookingByManageToken } from '@/server/bookings/manageToken'
import { clientAddress } from '@/server/http/clientAddress'
import { loadManageContext } from '@/server/manage/manageContext'
import { bookingWaiver } from '@/server/waivers/bookingWaiver'

// Per person and per request, like the manage page: never cached, never indexed, no Referer.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Sign the waiver', robots: { index: false, follow: false }, referrer: 'no-referrer' }

export default async function WaiverPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, payload] = await Promise.all([params, getPayloadClient()])
  let booking
  try {
    booking = await findBookingByManageToken(payload, token, { address: clientAddress(await headers()) })
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return <LinkProblem heading="Manage your booking" message={error.message} />
    throw error
  }
  const now = new Date()
  const context = booking && (await loadManageContext(payload, booking.id, now))
  if (!context) notFound()
  const waiver = await bookingWaiver(payload, context)
  return <WaiverSigning token={token} context={context} waiver={waiver} today={pacificDate(now)} />
}
