import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { Link } from '@/components/layout/Link'
import manage from '@/components/manage/manage.module.css'
import { PrivateWaiverSigning } from '@/components/privateSessions/PrivateWaiverSigning'
import { pacificDate } from '@/domain/time/pacific'
import { countManageLookup } from '@/server/bookings/manageToken'
import { clientAddress } from '@/server/http/clientAddress'
import { getPayloadClient } from '@/server/payloadClient'
import { sessionWaiverParticipants } from '@/server/privateSessions/privateParticipants'
import { privateLink } from '@/server/privateSessions/privateLink'
import { currentWaiver } from '@/server/waivers/currentWaiver'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Sign the waiver', robots: { index: false, follow: false }, referrer: 'no-referrer' }

/** The organizer signs the waiver for their session's participants (a parent or guardian for anyone under 16). */
export default async function PrivateWaiverRoute({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, payload, requestHeaders] = await Promise.all([params, getPayloadClient(), headers()])
  if (!(await countManageLookup(payload, token, { address: clientAddress(requestHeaders) }))) notFound()
  const session = await privateLink('organizer').sessionOf(payload, token)
  if (!session || session.status !== 'confirmed') notFound()
  const [participants, waiver] = await Promise.all([sessionWaiverParticipants(payload, session.id), currentWaiver(payload)])
  return (
    <main id="main" className={manage.page}>
      <h1>Sign the waiver</h1>
      <PrivateWaiverSigning token={token} link="organizer" participants={participants} waiver={waiver ? { version: waiver.version!, text: waiver.text } : null} today={pacificDate(new Date())} />
      <p>
        <Link href={`/private-sessions/${token}`}>Back to your session</Link>
      </p>
    </main>
  )
}
