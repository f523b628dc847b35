import type { Metadata } from 'next'
import type { Payload } from 'payload'

import { BookingPage } from '@/components/booking/BookingPage'
import { type ClassSummary, toSummary } from '@/components/booking/loadBookableClass'
import styles from '@/components/booking/booking.module.css'
import { getPayloadClient } from '@/lib/payload'
import { getSiteSettings } from '@/server/siteContent'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Community Mother & Daughter Registration', robots: { index: false } }

type Loaded = { summary: ClassSummary } | { problem: string }

/** The spec's load outcomes for the organizer page, each shown on the 'Class Not Available' screen. */
async function loadCommunityClass(payload: Payload, scheduleId: string): Promise<Loaded> {
  if (!/^\d{1,9}$/.test(scheduleId)) return { problem: 'Class not found' }
  try {
    const found = await payload.find({
      collection: 'schedules',
      where: { id: { equals: Number(scheduleId) } },
      depth: 1,
      limit: 1,
      // Read past the visitor rule only to tell "cancelled" from "not found"; nothing else of a hidden class is shown.
      overrideAccess: true,
    })
    const schedule = found.docs[0]
    if (!schedule) return { problem: 'Class not found' }
    if (schedule.isCancelled) return { problem: 'This class has been cancelled' }
    if (schedule.class == null) return { problem: 'Class information not found' }
    if (typeof schedule.class !== 'object' || !schedule.class.isActive) return { problem: 'Class information unavailable' }
    const type = schedule.class.type
    if (!(type.includes('community') && type.includes('mother'))) return { problem: 'Invalid class type for this booking page' }
    const summary = toSummary(schedule, new Date())
    return summary ? { summary } : { problem: 'Class information unavailable' }
  } catch (error) {
    payload.logger.error({ msg: 'community booking page failed to load', scheduleId, error: String(error) })
    return { problem: 'Unable to load class information' }
  }
}

export default async function BookCommunityPage({ params }: { params: Promise<{ scheduleId: string }> }) {
  const { scheduleId } = await params
  const payload = await getPayloadClient()
  const loaded = await loadCommunityClass(payload, scheduleId)
  if ('problem' in loaded) {
    const settings = await getSiteSettings()
    return (
      <main id="main" className={styles.center}>
        <h1>Class Not Available</h1>
        <p role="alert">{loaded.problem}</p>
        <p>
          Questions? Email us at <a href={`mailto:${settings.email}`}>{settings.email}</a>.
        </p>
      </main>
    )
  }
  return (
    <BookingPage
      summary={loaded.summary}
      heading={loaded.summary.className}
      note="Private community group registration for mothers (or female guardians) and daughters ages 12-15."
    />
  )
}
