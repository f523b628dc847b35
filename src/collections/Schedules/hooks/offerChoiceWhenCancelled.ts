import type { CollectionAfterChangeHook } from 'payload'

import { withSaveReport } from '@/collections/fields/saveReport'
import { cancellationReport } from '@/domain/cms/ownerReports'
import { offerClassCancelledChoice } from '@/server/manage/classCancelled'
import { cancelledCustomers } from '@/server/schedule/cancelledCustomers'
import type { Schedule } from '@/payload-types'

/**
 * The owner ticked 'cancelled' (in /cms or /admin/schedules/{id}/edit): each confirmed booking is emailed its choice of
 * a refund or a free move, in this change's transaction, and the saved class says whom (its `saveReport`). Un-ticking
 * it, or saving it again, sends nothing.
 */
export const offerChoiceWhenCancelled: CollectionAfterChangeHook<Schedule> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !doc.isCancelled || previousDoc?.isCancelled) return doc
  const emailed = new Set(await offerClassCancelledChoice(req.payload, doc.id, new Date(), req))
  const customers = await cancelledCustomers(req.payload, doc.id, req)
  return withSaveReport(doc, cancellationReport(customers.filter((c) => emailed.has(c.bookingId)), customers.length))
}
