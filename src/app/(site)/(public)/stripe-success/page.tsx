import type { Metadata } from 'next'

import { StripeSuccess } from '@/components/booking/StripeSuccess.client'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Payment confirmation', robots: { index: false } }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

export default async function StripeSuccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false, depth: 0 })
  return <StripeSuccess sessionId={first(query.session_id)} bookingId={first(query.booking_id)} supportEmail={settings.email} />
}
