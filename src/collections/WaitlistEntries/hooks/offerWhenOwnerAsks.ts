import { type CollectionAfterChangeHook, ValidationError } from 'payload'

import { relationId } from '@/lib/relationId'
import type { WaitlistEntry } from '@/payload-types'
import { offerEntry, offerFreedSeats } from '@/server/waitlist/offerFreedSeats'
import { recordEntryEvent } from '@/server/waitlist/entryHistory'
import { releaseOffer } from '@/server/waitlist/releaseOffer'
import { txOfRequest } from '@/server/waitlist/waitlistTx'

/**
 * The owner's controls in /cms, in the save's transaction: 'Offer now' offers this party out of turn when it fits the
 * free seats; taking an entry off the list (left/closed) gives back the seats of its open offer; any other change (a
 * new position) lets the list offer again in its new order.
 */
export const offerWhenOwnerAsks: CollectionAfterChangeHook<WaitlistEntry> = async ({ doc, previousDoc, data, operation, req }) => {
  if (operation !== 'update' || !req.user) return doc
  const tx = await txOfRequest(req.payload, req)
  if (!tx) return doc
  const now = new Date()
  const scheduleId = relationId(doc.schedule)
  const owner = `owner ${req.user.email ?? ''}`.trim()
  const changed = [
    previousDoc?.position !== doc.position ? `position ${previousDoc?.position} → ${doc.position}` : null,
    previousDoc?.status !== doc.status ? `status ${previousDoc?.status} → ${doc.status}` : null,
  ].filter(Boolean)
  if (changed.length) await recordEntryEvent(tx, doc.id, `changed in /cms: ${changed.join(', ')}`, owner, now)
  if (data?.offerNow) {
    const refusal = await offerEntry(req.payload, tx, doc.id, now)
    if (refusal) throw new ValidationError({ collection: 'waitlist-entries', errors: [{ path: 'offerNow', message: refusal }] })
    return doc
  }
  if (previousDoc?.status === 'offered' && doc.status !== 'offered' && doc.offerBooking) {
    await releaseOffer(req.payload, tx, relationId(doc.offerBooking), 'waitlist offer withdrawn by the owner')
  }
  await offerFreedSeats(req.payload, tx, scheduleId, now)
  return doc
}
