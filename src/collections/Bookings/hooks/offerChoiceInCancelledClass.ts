import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/lib/relationId'
import type { Booking } from '@/payload-types'
import { offerChoiceTo } from '@/server/manage/classCancelled'

/**
 * A booking confirmed in a class the studio had already cancelled (paid while the class was being cancelled) is no
 * normal booking: like the class's other bookings, it is emailed the choice of a refund or a free move, in this change's
 * transaction. The Schedules hook offerChoiceWhenCancelled covers the bookings confirmed before the class was cancelled.
 */
export const offerChoiceInCancelledClass: CollectionAfterChangeHook<Booking> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'confirmed' || previousDoc?.status === 'confirmed') return doc
  const schedule = await req.payload.findByID({ collection: 'schedules', id: relationId(doc.schedule), depth: 0, overrideAccess: true, disableErrors: true, req }) // system read: the booking's own class
  if (schedule?.isCancelled) await offerChoiceTo(req.payload, doc.id, new Date(), req)
  return doc
}
