import type { Metadata } from 'next'

import { BookingPage, BookingUnavailable } from '@/components/booking/BookingPage'
import form from '@/components/forms/form.module.css'
import { getPayloadClient } from '@/server/payloadClient'
import { type BookingOffer, loadBookingOffer, type NoOffer } from '@/server/bookingOffer'
import { getSiteSettings } from '@/server/siteContent'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Community Mother & Daughter Registration', robots: { index: false } }

const PROBLEMS: Record<NoOffer['missing'], string> = {
  schedule: 'Class not found',
  class: 'Class information not found',
  'inactive-class': 'Class information unavailable',
}

/** The spec's load outcomes for the organizer page: an offer, or the text of the 'Class Not Available' screen. */
async function loadCommunityOffer(scheduleId: string, businessName: string): Promise<BookingOffer | { problem: string }> {
  const payload = await getPayloadClient()
  try {
    const offer = await loadBookingOffer(payload, scheduleId, { now: new Date(), businessName })
    if ('missing' in offer) return { problem: PROBLEMS[offer.missing] }
    if (offer.action.kind === 'cancelled') return { problem: 'This class has been cancelled' }
    if (!offer.isCommunity) return { problem: 'Invalid class type for this booking page' }
    return offer
  } catch (error) {
    payload.logger.error({ msg: 'community booking page failed to load', scheduleId, error: String(error) })
    return { problem: 'Unable to load class information' }
  }
}

type Props = { params: Promise<{ scheduleId: string }>; searchParams: Promise<{ checkout?: string }> }

export default async function BookCommunityPage({ params, searchParams }: Props) {
  const [{ scheduleId }, { checkout }, settings] = await Promise.all([params, searchParams, getSiteSettings()])
  const loaded = await loadCommunityOffer(scheduleId, settings.businessName ?? '')
  if ('problem' in loaded) {
    return (
      <main id="main" className={form.center}>
        <h1>Class Not Available</h1>
        <p role="alert">{loaded.problem}</p>
        <p>
          Questions? Email us at <a href={`mailto:${settings.email}`}>{settings.email}</a>.
        </p>
      </main>
    )
  }
  const { action } = loaded
  if (action.kind !== 'register') {
    return <BookingUnavailable offer={{ ...loaded, action }} heading="Class Not Available" email={settings.email} />
  }
  return (
    <BookingPage
      summary={loaded.summary}
      heading={loaded.summary.className}
      note="Private community group registration for mothers (or female guardians) and daughters ages 12-15."
      checkoutCancelled={checkout === 'cancelled'}
    />
  )
}
