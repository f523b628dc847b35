import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { LinkProblem } from '@/components/states/LinkProblem'
import { WaitlistPlace } from '@/components/waitlist/WaitlistPlace'
import { AppError } from '@/lib/errors'
import { getPayloadClient } from '@/server/payloadClient'
import { clientAddress } from '@/server/http/clientAddress'
import { findEntryByToken } from '@/server/waitlist/waitlistEntryActions'
import { loadWaitlistPage } from '@/server/waitlist/waitlistPageData'

// Per person and per request: never cached, never indexed, and the token never leaves in a Referer header.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your waitlist place', robots: { index: false, follow: false }, referrer: 'no-referrer' }

export default async function WaitlistPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, payload] = await Promise.all([params, getPayloadClient()])
  let entry
  try {
    entry = await findEntryByToken(payload, token, { address: clientAddress(await headers()) })
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return <LinkProblem heading="Your waitlist place" message={error.message} />
    throw error
  }
  if (!entry) notFound()
  return <WaitlistPlace token={token} data={await loadWaitlistPage(payload, entry, new Date())} />
}
