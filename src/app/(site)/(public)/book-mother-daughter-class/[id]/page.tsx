import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { BookingPage, NoClassSelected } from '@/components/booking/BookingPage'
import { loadVisibleSchedule, toSummary } from '@/components/booking/loadBookableClass'
import { bookingPath } from '@/domain/bookings/bookingKind'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Book a Mother & Daughter Class', robots: { index: false } }

export default async function BookMotherDaughterClassPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const schedule = await loadVisibleSchedule(await getPayloadClient(), id)
  const summary = schedule && toSummary(schedule, new Date())
  if (!summary || summary.kind === 'community-mother-daughter') return <NoClassSelected />
  if (summary.kind !== 'mother-daughter') redirect(bookingPath(summary.kind, summary.scheduleId))
  return (
    <BookingPage
      summary={summary}
      heading={`Book: ${summary.className || 'Mother & Daughter Self-Defense'}`}
      note="For a mother or female guardian with daughters ages 12-15. The price is per pair: one adult with one daughter."
    />
  )
}
