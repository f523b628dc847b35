import type { CollectionAfterChangeHook } from 'payload'

import { withSaveReport } from '@/collections/fields/saveReport'
import { raisedSpotsReport } from '@/domain/cms/ownerReports'
import type { Schedule } from '@/payload-types'
import { waitingParties } from '@/server/db/waitlistEntries'
import { offerFreedSeats } from '@/server/waitlist/offerFreedSeats'
import { offeredParties } from '@/server/waitlist/ownerWaitlistChanges'
import { txOfRequest } from '@/server/transaction'

/**
 * The owner raised a class's spots (in /cms or the admin screens): the new seats go down its waitlist at once, and the
 * saved class says who was offered them (its `saveReport`).
 */
export const offerRaisedCapacity: CollectionAfterChangeHook<Schedule> = async ({ doc, previousDoc, operation, req }) => {
  const from = Number(previousDoc?.availableSpots)
  if (operation !== 'update' || Number(doc.availableSpots) <= from) return doc
  const tx = await txOfRequest(req.payload, req)
  if (!tx) return doc
  const offered = await offeredParties(tx, await offerFreedSeats(req.payload, tx, doc.id, new Date()))
  return withSaveReport(doc, raisedSpotsReport({ from, to: Number(doc.availableSpots) }, offered, await waitingParties(tx.db, doc.id)))
}
