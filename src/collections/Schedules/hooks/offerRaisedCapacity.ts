import type { CollectionAfterChangeHook } from 'payload'

import type { Schedule } from '@/payload-types'
import { offerFreedSeats } from '@/server/waitlist/offerFreedSeats'
import { txOfRequest } from '@/server/waitlist/waitlistTx'

/** The owner raised a class's spots (in /cms or the admin screens): the new seats go down its waitlist at once. */
export const offerRaisedCapacity: CollectionAfterChangeHook<Schedule> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || Number(doc.availableSpots) <= Number(previousDoc?.availableSpots)) return doc
  const tx = await txOfRequest(req.payload, req)
  if (tx) await offerFreedSeats(req.payload, tx, doc.id, new Date())
  return doc
}
