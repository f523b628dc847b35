import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

import type { Booking } from '@/payload-types'
import { type BookingEventNote, historyEntryOf, recordBookingEvent } from '@/server/bookings/bookingHistory'

/** Each change of a tracked field (and each change a service names) is appended to the booking's history. */
export const recordHistory: CollectionAfterChangeHook<Booking> = async ({ doc, previousDoc, operation, req }) => {
  const note = req.context.bookingEvent as BookingEventNote | undefined
  const entry = historyEntryOf({ operation, previous: previousDoc, doc, user: req.user, note })
  if (entry) await recordBookingEvent(req.payload, doc.id, entry, req)
  return doc
}

/** A deleted booking's history goes with it. */
export const deleteHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'booking-events', where: { booking: { equals: id } }, req, overrideAccess: true })
}
