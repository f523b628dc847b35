import type { CollectionAfterChangeHook } from 'payload'

import { withSaveReport } from '@/collections/fields/saveReport'
import { waitlistClosedReport } from '@/domain/cms/ownerReports'
import type { Schedule } from '@/payload-types'
import { closeWaitlist } from '@/server/waitlist/closeWaitlist'
import { selectSchedule } from '@/server/db/schedules'
import { txOfRequest } from '@/server/transaction'

/**
 * The owner ticked 'cancelled' (in /cms or /admin/schedules/{id}/edit): the class's waitlist ends in this change's
 * transaction, its open offers withdrawn (their checkouts ended, their seats released) and every party on it emailed
 * that it closed; the saved class says so (its `saveReport`).
 */
export const closeWaitlistWhenCancelled: CollectionAfterChangeHook<Schedule> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !doc.isCancelled || previousDoc?.isCancelled) return doc
  const tx = await txOfRequest(req.payload, req)
  const schedule = tx && (await selectSchedule(tx, doc.id))
  if (!tx || !schedule) return doc
  const words = waitlistClosedReport(await closeWaitlist(req.payload, tx, schedule, new Date()))
  // On a line of its own, after the list of customers the cancellation emailed.
  return withSaveReport(doc, words && (doc as { saveReport?: string }).saveReport ? `\n${words}` : words)
}
