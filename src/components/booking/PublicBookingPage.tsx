import { redirect } from 'next/navigation'

import { type BookingKind, bookingPath } from '@/domain/bookings/bookingKind'
import { getBookingOffer } from '@/server/bookingOffer'
import { getSiteSettings } from '@/server/siteContent'

import { BookingPage, BookingUnavailable, NoClassSelected } from './BookingPage'

const WAITLIST_NOTE = 'Sorry, this class is already full. Join the waitlist with your whole party: if seats free up for all of you, we hold them and email you a link to pay.'

type Props = {
  kind: Exclude<BookingKind, 'community-mother-daughter'>
  id: string
  checkoutCancelled: boolean
  defaultHeading: string
  note: string
}

/** /book-adult-class/{id} and /book-mother-daughter-class/{id}: the form only where booking can succeed. */
export async function PublicBookingPage({ kind, id, checkoutCancelled, defaultHeading, note }: Props) {
  const settings = await getSiteSettings()
  const offer = await getBookingOffer(id, { now: new Date(), businessName: settings.businessName ?? '' })
  if ('missing' in offer || offer.isCommunity) return <NoClassSelected />
  const className = offer.summary.className || defaultHeading
  const { action } = offer
  if (action.kind === 'full' && offer.waitlistOpen) {
    // No seat limit on the form: the whole party waits together, however large.
    return <BookingPage summary={{ ...offer.summary, seatsLeft: null }} heading={`Join the waitlist: ${className}`} note={WAITLIST_NOTE} checkoutCancelled={false} waitlist />
  }
  if (action.kind !== 'register') return <BookingUnavailable offer={{ ...offer, action }} heading={className} email={settings.email} />
  if (action.href !== bookingPath(kind, id)) redirect(action.href)
  return <BookingPage summary={offer.summary} heading={`Book: ${className}`} note={note} checkoutCancelled={checkoutCancelled} />
}
