import type { Metadata } from 'next'

import { PublicBookingPage } from '@/components/booking/PublicBookingPage'
import { ClassEventJsonLd } from '@/components/seo/ClassEventJsonLd'
import { classPageMetadata } from '@/components/seo/classPageMetadata'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ checkout?: string }> }

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { id } = await params
  return classPageMetadata({ scheduleId: id, path: `/book-adult-class/${id}`, action: 'Book:', fallbackTitle: 'Book an Adult & Teen Class' })
}

export default async function BookAdultClassPage({ params, searchParams }: Props) {
  const [{ id }, { checkout }] = await Promise.all([params, searchParams])
  return (
    <>
      <PublicBookingPage
        kind="adult"
        id={id}
        checkoutCancelled={checkout === 'cancelled'}
        defaultHeading="Adult Self-Defense"
        note="This class is for ages 15+."
      />
      <ClassEventJsonLd scheduleId={id} />
    </>
  )
}
