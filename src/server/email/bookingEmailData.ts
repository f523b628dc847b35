import { createEvent } from 'ics'
import type { Payload } from 'payload'

import type { BookingEmailData } from '@/domain/email/bookingEmails'
import { allDayIcsAttributes, icsAttributes } from '@/domain/bookings/calendar'
import { participantName } from '@/domain/bookings/participantName'
import { classStart } from '@/domain/bookings/classStart'
import { paidInDemo } from '@/domain/payments/demoPayment'
import { placeOf } from '@/domain/schedule/place'
import type { Booking } from '@/payload-types'
import { env } from '@/lib/env'
import { toOccurrence } from '@/server/schedule/occurrences'

import type { InRequest } from '../transaction'
import { manageUrlOf, waiverUrlOf } from '../bookings/manageToken'
import { businessContact } from './businessContact'
import type { EmailAttachment } from '../db/emails'

export type BookingForEmail = {
  booking: Booking
  data: BookingEmailData
  /** When the class starts; a date-only class starts at 00:00 Pacific that day. */
  classStart: Date | null
  isCancelled: boolean
  scheduleId: number
}

/** Everything a booking email says, read as the system (the emails go to the booking's own contact); in `req`'s transaction when given. */
export async function loadBookingForEmail(payload: Payload, bookingId: number, req?: InRequest): Promise<BookingForEmail | null> {
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 2, overrideAccess: true, disableErrors: true, req })
  if (!booking || typeof booking.schedule !== 'object') return null
  const occurrence = toOccurrence(booking.schedule)
  if (!occurrence) return null
  const [participants, business] = await Promise.all([
    payload.find({ collection: 'participants', where: { booking: { equals: bookingId } }, sort: 'id', pagination: false, depth: 0, overrideAccess: true, req }),
    businessContact(payload),
  ])
  const data: BookingEmailData = {
    bookingNumber: booking.bookingNumber ?? String(booking.id),
    contactFirstName: booking.contactFirstName,
    className: occurrence.className,
    startTime: occurrence.startTime,
    endTime: occurrence.endTime,
    date: occurrence.date,
    location: occurrence.location,
    venueName: occurrence.venueName,
    city: occurrence.city,
    participants: participants.docs.map((p) => participantName(p, booking.classType)),
    totalCents: booking.totalCents,
    creditCents: booking.creditCents ?? 0,
    refundedCents: booking.refundedCents ?? 0,
    promo: typeof booking.promoCode === 'object' && booking.promoCode ? { code: booking.promoCode.code, discountCents: booking.discountCents ?? 0 } : null,
    creditKind: typeof booking.classCredit === 'object' ? booking.classCredit?.kind : null,
    prepUrl: `${env.SERVER_URL}/class-prep/${occurrence.id}`,
    policiesUrl: `${env.SERVER_URL}/public-class-policies`,
    manageUrl: manageUrlOf(booking),
    demoCheckout: paidInDemo(booking.stripeSessionId),
    waiverUrl: waiverUrlOf(booking),
    business,
  }
  return {
    booking,
    data,
    classStart: classStart(occurrence),
    isCancelled: occurrence.isCancelled,
    scheduleId: occurrence.id,
  }
}

/** The class as a calendar file, for the confirmation; an all-day event for a class known only by its date. */
export function calendarAttachment(data: BookingEmailData): EmailAttachment | null {
  const about = {
    title: data.className,
    location: placeOf(data).text || null,
    details: `Booking ${data.bookingNumber}. Class preparation: ${data.prepUrl}`,
  }
  const uid = `${data.bookingNumber}@swsd`
  const attributes = data.startTime
    ? icsAttributes({ ...about, start: new Date(data.startTime), end: data.endTime ? new Date(data.endTime) : null }, uid)
    : allDayIcsAttributes({ ...about, date: data.date }, uid)
  const { error, value } = createEvent(attributes)
  if (error || !value) return null
  return { filename: 'class.ics', contentType: 'text/calendar; charset=utf-8', content: value }
}
