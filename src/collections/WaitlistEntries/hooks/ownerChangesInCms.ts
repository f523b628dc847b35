import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { offersReport } from '@/domain/cms/ownerReports'
import { count } from '@/domain/text/count'
import { WAITLIST_STATUS_LABELS } from '@/domain/waitlist/waitlistStatusLabels'
import { isLiveWaitlistStatus } from '@/domain/waitlist/waitlistStatus'
import { AppError } from '@/lib/errors'
import { fieldRefusal } from '@/lib/payloadErrors'
import { relationId } from '@/lib/relationId'
import type { WaitlistEntry } from '@/payload-types'
import { openOfferIds, positionOf } from '@/server/db/waitlistEntries'
import { recordEntryEvent } from '@/server/waitlist/entryHistory'
import { offerEntry, offerFreedSeats } from '@/server/waitlist/offerFreedSeats'
import { offeredParties, removedByStudio, renumberLine } from '@/server/waitlist/ownerWaitlistChanges'
import { releaseOffer } from '@/server/waitlist/releaseOffer'
import { txOfRequest } from '@/server/transaction'

/** The owner's controls on an entry in /cms (virtual fields: nothing of them is stored). */
type Controls = { offerNow?: boolean; removeFromWaitlist?: boolean; emailCustomer?: boolean }

/** 'Remove from the waitlist' takes a live entry off the list: stored as closed (its history says the studio removed it). */
export const removalClosesEntry: CollectionBeforeChangeHook<WaitlistEntry> = ({ data, originalDoc, operation }) => {
  const controls = data as Controls
  return operation === 'update' && controls.removeFromWaitlist === true && isLiveWaitlistStatus(originalDoc?.status) ? { ...data, status: 'closed' } : data
}

/**
 * The owner's changes to an entry, in the save's transaction: 'Offer now' offers this party out of turn when it fits the
 * free seats; 'Remove from the waitlist' takes it off (emailing the customer only when the owner ticked it) and gives
 * back the seats of its open offer; a new position renumbers the class's live entries 1..n in the new order. Then the
 * list offers any free seats in its order. The saved entry is read again (the form shows what the save did), with
 * `saveReport`: what went out, in words.
 */
export const ownerChangesInCms: CollectionAfterChangeHook<WaitlistEntry> = async ({ doc, previousDoc, data, operation, req }) => {
  if (operation !== 'update' || !req.user) return doc
  const tx = await txOfRequest(req.payload, req)
  if (!tx) return doc
  const controls = (data ?? {}) as Controls
  const now = new Date()
  const scheduleId = relationId(doc.schedule)
  const actor = `owner ${req.user.email ?? ''}`.trim()
  const offeredBefore = new Set(await openOfferIds(tx.db, scheduleId))
  const said: string[] = []
  // An open offer's checkout that cannot be ended at Stripe (or was just paid) refuses the save, in words, at the control.
  const refusedAt = (path: string) => (error: unknown) => {
    throw error instanceof AppError ? fieldRefusal('waitlist-entries', path, error.message, { id: doc.id, req }) : error
  }

  const removed = controls.removeFromWaitlist === true && isLiveWaitlistStatus(previousDoc?.status) && doc.status === 'closed'
  if (removed) {
    const offerBookingId = previousDoc.status === 'offered' && doc.offerBooking ? relationId(doc.offerBooking) : null
    said.push(await removedByStudio(req.payload, tx, doc.id, { email: controls.emailCustomer === true, offerBookingId, actor, now }).catch(refusedAt('removeFromWaitlist')))
  } else if (previousDoc?.status !== doc.status) {
    await recordEntryEvent(tx, doc.id, `Status changed from ${WAITLIST_STATUS_LABELS[previousDoc.status]} to ${WAITLIST_STATUS_LABELS[doc.status]} in /cms`, actor, now)
    if (previousDoc?.status === 'offered' && doc.offerBooking) {
      await releaseOffer(req.payload, tx, relationId(doc.offerBooking), 'waitlist offer withdrawn by the owner').catch(refusedAt('status'))
    }
  }

  if (previousDoc && previousDoc.seats !== doc.seats) {
    await recordEntryEvent(tx, doc.id, `Party changed in /cms: now ${count(doc.seats, 'seat')}`, actor, now)
    said.push(`The party now needs ${count(doc.seats, 'seat')} together.`)
  }

  const moved = !removed && previousDoc?.position !== doc.position
  await renumberLine(tx, scheduleId, moved ? { id: doc.id, up: doc.position < previousDoc.position } : undefined)
  if (moved && isLiveWaitlistStatus(doc.status)) {
    const position = await positionOf(tx.db, doc.id)
    await recordEntryEvent(tx, doc.id, `Moved from position ${previousDoc.position} to ${position} in /cms`, actor, now)
    said.push(`Moved to position ${position}; the entries still waiting are numbered from 1 in their new order.`)
  }

  if (controls.offerNow) {
    const refusal = await offerEntry(req.payload, tx, doc.id, now)
    if (refusal) throw new ValidationError({ collection: 'waitlist-entries', errors: [{ path: 'offerNow', message: refusal }] })
  } else {
    await offerFreedSeats(req.payload, tx, scheduleId, now)
  }
  const offeredNow = (await openOfferIds(tx.db, scheduleId)).filter((id) => !offeredBefore.has(id))
  said.push(offersReport(await offeredParties(tx, offeredNow)))

  const saved = await req.payload.findByID({ collection: 'waitlist-entries', id: doc.id, depth: 0, req, overrideAccess: true }) // system read: the entry this owner just saved
  return { ...saved, saveReport: said.filter(Boolean).join(' ') }
}
