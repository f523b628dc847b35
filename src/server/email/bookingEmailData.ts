import { createEvent } from 'ics'
import type { Payload } from 'payload'

import type { BookingEmailData } from '@/domain/email/bookingEmails'
import { icsAttributes } from '@/domain/bookings/calendar'
import type { Booking } from '@/payload-types'
import { env } from '@/lib/env'
import { toOccurrence } from '@/server/publicSchedule'

import { businessContact } from './businessContact'
import type { EmailAttachment } from './outbox'

export type BookingForEmail = {
  booking: Booking
  data: BookingEmailData
  /** Null when the class is cancelled or its class is missing: nothing is sent then. */
  classStart: Date | null
  isCancelled: boolean
  scheduleId: number
}

/** Everything a booking email says, read as the system (the emails go to the booking's own contact). */
export async function loadBookingForEmail(payload: Payload, bookingId: number): Promise<BookingForEmail | null> {
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 2, overrideAccess: true, disableErrors: true })
  if (!booking || typeof booking.schedule !== 'object') return null
  const occurrence = toOccurrence(booking.schedule)
  if (!occurrence) return null
  const [participants, business] = await Promise.all([
    payload.find({ collection: 'participants', where: { booking: { equals: bookingId } }, sort: 'id', pagination: false, depth: 0, overrideAccess: true }),
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
    participants: participants.docs.map((p) => ({ firstName: p.firstName, lastName: p.lastName, ageGroup: p.ageGroup })),
    totalCents: booking.totalCents,
    prepUrl: `${env.SERVER_URL}/class-prep/${occurrence.id}`,
    policiesUrl: `${env.SERVER_URL}/public-class-policies`,
    business,
  }
  return {
    booking,
    data,
    classStart: occurrence.startTime ? new Date(occurrence.startTime) : null,
    isCancelled: occurrence.isCancelled,
    scheduleId: occurrence.id,
  }
}

/** The class as a calendar file, for the confirmation; none for a class without a start time. */
export function calendarAttachment(data: BookingEmailData): EmailAttachment | null {
  if (!data.startTime) return null
  const event = {
    title: data.className,
    start: new Date(data.startTime),
    end: data.endTime ? new Date(data.endTime) : null,
    location: [data.venueName, data.location, data.city].filter(Boolean).join(', ') || null,
    details: `Booking ${data.bookingNumber}. Class preparation: ${data.prepUrl}`,
  }
  const { error, value } = createEvent(icsAttributes(event, `${data.bookingNumber}@swsd`))
  if (error || !value) return null
  return { filename: 'class.ics', contentType: 'text/calendar; charset=utf-8', content: value }
}
