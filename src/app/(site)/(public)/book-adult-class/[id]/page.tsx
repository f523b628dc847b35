import type { Metadata } from 'next'

import { PublicBookingPage } from '@/components/booking/PublicBookingPage'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Book an Adult & Teen Class', robots: { index: false } }

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ checkout?: string }> }

export default async function BookAdultClassPage({ params, searchParams }: Props) {
  const [{ id }, { checkout }] = await Promise.all([params, searchParams])
  return (
    <PublicBookingPage
      kind="adult"
      id={id}
      checkoutCancelled={checkout === 'cancelled'}
      defaultHeading="Adult Self-Defense"
      note="This class is for ages 15+."
    />
  )
}
