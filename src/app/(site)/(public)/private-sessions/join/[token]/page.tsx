import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import manage from '@/components/manage/manage.module.css'
import form from '@/components/forms/form.module.css'
import { ParticipantForm } from '@/components/privateSessions/ParticipantForm.client'
import { PrivateWaiverSigning } from '@/components/privateSessions/PrivateWaiverSigning'
import { SessionSummary } from '@/components/privateSessions/SessionSummary'
import { captchaSiteKey } from '@/server/captcha'
import { loadPrivatePage } from '@/server/privateSessions/privatePages'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Join the session', robots: { index: false, follow: false }, referrer: 'no-referrer' }

/**
 * A private session's join link: a participant adds themself (first, last name, age group), then signs the waiver
 * (a parent or guardian for anyone under 16), for themself only. The page shows no one else's name.
 */
export default async function JoinPrivateSessionRoute({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const [{ token }, query] = await Promise.all([params, searchParams])
  const data = await loadPrivatePage('join', token, query)
  if (!data) notFound()
  const { session, joiner, joinerKey, waiver, today } = data
  return (
    <main id="main" className={manage.page}>
      <h1>Join the session</h1>
      <SessionSummary session={session} />
      {joiner ? (
        <>
          <p role="status" className={form.note}>
            {joiner.name} is on the list. {joiner.signed ? 'The waiver is signed: see you there!' : 'Please sign the waiver below.'}
          </p>
          <PrivateWaiverSigning token={token} link="join" joinerKey={joinerKey} participants={[joiner]} waiver={waiver} today={today} />
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
