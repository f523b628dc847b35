import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { LinkProblem, ManageBooking } from '@/components/manage/ManageBooking'
import { AppError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/payload'
import { clientAddress } from '@/server/http/clientAddress'
import { creditOfBooking } from '@/server/manage/creditOfBooking'
import { loadManageContext, moveTargets } from '@/server/manage/manageContext'
import { findBookingByManageToken } from '@/server/bookings/manageToken'
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
  const [{ token }, query, payload] = await Promise.all([params, searchParams, getPayloadClient()])
  let booking
  try {
    booking = await findBookingByManageToken(payload, token, { address: clientAddress(await headers()) })
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return <LinkProblem message={error.message} />
    throw error
  }
  const now = new Date()
  const context = booking && (await loadManageContext(payload, booking.id, now))
  if (!context) notFound()
  const [targets, credit, waiver] = await Promise.all([
    context.actions.includes('move') ? moveTargets(payload, context, now) : [],
    creditOfBooking(payload, context.booking.id),
    bookingWaiver(payload, context),
  ])
  return <ManageBooking token={token} context={context} targets={targets} credit={credit} waiver={waiver} notice={first(query.move)} />
}
