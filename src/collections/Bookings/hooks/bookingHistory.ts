import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { bookingChanges } from '@/domain/manage/bookingChanges'
import type { Booking } from '@/payload-types'
import { actorOf, type BookingEventNote, recordBookingEvent } from '@/server/manage/bookingHistory'
import { newManageTokenFields } from '@/server/manage/manageToken'

/** Every booking gets its private manage link when created; ticking 'New manage link' in /cms revokes the old one. */
export const assignManageToken: CollectionBeforeChangeHook<Booking> = ({ data, operation, req }) => {
  if (operation === 'create' && !data.manageTokenHash) return { ...data, ...newManageTokenFields() }
  if (operation === 'update' && data.newManageLink === true) {
    req.context.bookingEvent ??= { action: 'manage link revoked; new link issued', actor: 'system' } satisfies BookingEventNote
    return { ...data, ...newManageTokenFields(), newManageLink: false }
  }
  return data
}

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
