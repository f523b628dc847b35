import type { Metadata } from 'next'

import { StripeSuccess } from '@/components/booking/StripeSuccess.client'
import { getSiteSettings } from '@/server/siteContent'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Payment confirmation', robots: { index: false } }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

export default async function StripeSuccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams
  const settings = await getSiteSettings()
  return <StripeSuccess sessionId={first(query.session_id)} bookingId={first(query.booking_id)} supportEmail={settings.email} />
}
