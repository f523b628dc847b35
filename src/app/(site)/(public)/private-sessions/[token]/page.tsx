import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PrivateSessionPage } from '@/components/privateSessions/PrivateSessionPage'
import { loadPrivatePage } from '@/server/privateSessions/privatePages'

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
  const [{ token }, query] = await Promise.all([params, searchParams])
  const data = await loadPrivatePage('session', token, query)
  if (!data) notFound()
  return <PrivateSessionPage {...data} />
}
