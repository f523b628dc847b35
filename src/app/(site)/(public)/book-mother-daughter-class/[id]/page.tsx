import type { Metadata } from 'next'

import { PublicBookingPage } from '@/components/booking/PublicBookingPage'
import { ClassEventJsonLd } from '@/components/seo/ClassEventJsonLd'
import { classPageMetadata } from '@/components/seo/classPageMetadata'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ checkout?: string }> }

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { id } = await params
  return classPageMetadata({ scheduleId: id, path: `/book-mother-daughter-class/${id}`, action: 'Book:', fallbackTitle: 'Book a Mother & Daughter Class' })
}

export default async function BookMotherDaughterClassPage({ params, searchParams }: Props) {
  const [{ id }, { checkout }] = await Promise.all([params, searchParams])
  return (
    <>
      <PublicBookingPage
        kind="mother-daughter"
        id={id}
        checkoutCancelled={checkout === 'cancelled'}
        defaultHeading="Mother & Daughter Self-Defense"
        note="For a mother or female guardian with daughters ages 12-15. The price is per pair: one adult with one daughter."
      />
      <ClassEventJsonLd scheduleId={id} />
    </>
  )
}
