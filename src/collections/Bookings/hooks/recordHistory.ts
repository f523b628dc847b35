import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { bookingChanges } from '@/domain/manage/bookingChanges'
import type { Booking } from '@/payload-types'
import { actorOf, type BookingEventNote, recordBookingEvent } from '@/server/bookings/bookingHistory'

/** Each change of a tracked field (and each change a service names) is appended to the booking's history. */
export const recordHistory: CollectionAfterChangeHook<Booking> = async ({ doc, previousDoc, operation, req }) => {
  const note = req.context.bookingEvent as BookingEventNote | undefined
  const changes = bookingChanges(operation === 'create' ? null : previousDoc, doc)
  if (!changes && !note) return doc
  await recordBookingEvent(
    req.payload,
    doc.id,
    {
      amountCents: note?.amountCents,
      stripeSessionId: note?.stripeSessionId,
      stripePaymentIntentId: note?.stripePaymentIntentId,
      stripeRefundId: note?.stripeRefundId,
      reason: note?.reason,
      idempotencyKey: note?.idempotencyKey,
      action: note?.action ?? (operation === 'create' ? 'created' : 'updated'),
      actor: actorOf(req.user, note),
      ...changes,
    },
    req,
  )
  return doc
}

/** A deleted booking's history goes with it. */
export const deleteHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'booking-events', where: { booking: { equals: id } }, req, overrideAccess: true })
}
