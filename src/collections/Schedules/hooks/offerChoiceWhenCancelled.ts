import type { CollectionAfterChangeHook } from 'payload'

import { offerClassCancelledChoice } from '@/server/manage/classCancelled'
import type { Schedule } from '@/payload-types'

/**
 * The owner ticked 'cancelled' (in /cms or /admin/schedules/{id}/edit): each confirmed booking is emailed its choice of
 * a refund or a free move, in this change's transaction. Un-ticking it, or saving it again, sends nothing.
 */
export const offerChoiceWhenCancelled: CollectionAfterChangeHook<Schedule> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && doc.isCancelled && !previousDoc?.isCancelled) await offerClassCancelledChoice(req.payload, doc.id, new Date(), req)
  return doc
}
