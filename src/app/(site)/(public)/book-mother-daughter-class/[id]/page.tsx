import type { Metadata } from 'next'

import { PublicBookingPage } from '@/components/booking/PublicBookingPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Book a Mother & Daughter Class', robots: { index: false } }

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ checkout?: string }> }

export default async function BookMotherDaughterClassPage({ params, searchParams }: Props) {
  const [{ id }, { checkout }] = await Promise.all([params, searchParams])
  return (
    <PublicBookingPage
      kind="mother-daughter"
      id={id}
      checkoutCancelled={checkout === 'cancelled'}
      defaultHeading="Mother & Daughter Self-Defense"
      note="For a mother or female guardian with daughters ages 12-15. The price is per pair: one adult with one daughter."
    />
  )
}
