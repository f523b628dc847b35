import type { Payload, PayloadRequest } from 'payload'

import { HISTORY } from '@/domain/manage/historyActions'

import type { InRequest } from '../transaction'

/** The reschedule fees a booking's customer paid for moves that were made (fees refunded because no move was made do not count). */
export async function moveFeesPaidCents(payload: Payload, bookingId: number, req?: InRequest): Promise<number> {
  const { docs } = await payload.find({
    collection: 'booking-events',
    where: { and: [{ booking: { equals: bookingId } }, { action: { equals: HISTORY.movedPaid } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true, // system read: the booking's own history
    req: req as Partial<PayloadRequest>,
  })
  return docs.reduce((sum, event) => sum + (event.amountCents ?? 0), 0)
}
