import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Link } from '@/components/layout/Link'
import manage from '@/components/manage/manage.module.css'
import { PrivateWaiverSigning } from '@/components/privateSessions/PrivateWaiverSigning'
import { organizerPath } from '@/domain/privateSessions/privatePaths'
import { loadPrivatePage } from '@/server/privateSessions/privatePages'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Sign the waiver', robots: { index: false, follow: false }, referrer: 'no-referrer' }

/** The organizer signs the waiver for their session's participants (a parent or guardian for anyone under 16). */
export default async function PrivateWaiverRoute({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params
  const data = await loadPrivatePage('waiver', token)
  if (!data) notFound()
  return (
    <main id="main" className={manage.page}>
      <h1>Sign the waiver</h1>
      <PrivateWaiverSigning token={token} link="organizer" participants={data.participants} waiver={data.waiver} today={data.today} />
      <p>
        <Link href={organizerPath(token)}>Back to your session</Link>
      </p>
    </main>
  )
}
