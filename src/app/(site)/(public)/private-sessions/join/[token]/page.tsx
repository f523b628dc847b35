import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import manage from '@/components/manage/manage.module.css'
import form from '@/components/forms/form.module.css'
import { ParticipantForm } from '@/components/privateSessions/ParticipantForm.client'
import { PrivateWaiverSigning } from '@/components/privateSessions/PrivateWaiverSigning'
import { SessionSummary } from '@/components/privateSessions/SessionSummary'
import { pacificDate } from '@/domain/time/pacific'
import { countManageLookup } from '@/server/bookings/manageToken'
import { captchaSiteKey } from '@/server/captcha'
import { clientAddress } from '@/server/http/clientAddress'
import { getPayloadClient } from '@/server/payloadClient'
import { sessionWaiverParticipants } from '@/server/privateSessions/privateParticipants'
import { privateLink } from '@/server/privateSessions/privateLink'
import { currentWaiver } from '@/server/waivers/currentWaiver'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Join the session', robots: { index: false, follow: false }, referrer: 'no-referrer' }

/**
 * A private session's join link: a participant adds themself (first, last name, age group), then signs the waiver
 * (a parent or guardian for anyone under 16). The page shows no one else's name.
 */
export default async function JoinPrivateSessionRoute({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const [{ token }, query, payload, requestHeaders] = await Promise.all([params, searchParams, getPayloadClient(), headers()])
  if (!(await countManageLookup(payload, token, { address: clientAddress(requestHeaders) }))) notFound()
  const session = await privateLink('join').sessionOf(payload, token)
  if (!session || session.status !== 'confirmed') notFound()
  const added = Number(query.participant)
  const participant = Number.isInteger(added) ? (await sessionWaiverParticipants(payload, session.id)).find((p) => p.id === added) : undefined
  const waiver = participant ? await currentWaiver(payload) : null
  return (
    <main id="main" className={manage.page}>
      <h1>Join the session</h1>
      <SessionSummary session={session} />
      {participant ? (
        <>
          <p role="status" className={form.note}>
            {participant.name} is on the list. {participant.signed ? 'The waiver is signed: see you there!' : 'Please sign the waiver below.'}
          </p>
          <PrivateWaiverSigning token={token} link="join" participants={[participant]} waiver={waiver ? { version: waiver.version!, text: waiver.text } : null} today={pacificDate(new Date())} />
        </>
      ) : (
        <section className={form.card} aria-labelledby="join-heading">
          <h2 id="join-heading">Add yourself</h2>
          <p className={form.hint}>Then sign the waiver. A parent or legal guardian adds and signs for anyone under 16.</p>
          <ParticipantForm token={token} mode="join" siteKey={captchaSiteKey()} />
        </section>
      )}
    </main>
  )
}
