import type { Payload, PayloadRequest } from 'payload'

import type { InRequest } from '../transaction'

/** Whether a booking's history has an entry with this action (and, when given, this Stripe checkout session). */
export async function hasHistory(payload: Payload, bookingId: number, action: string, req?: InRequest, stripeSessionId?: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'booking-events',
    where: {
      and: [
        { booking: { equals: bookingId } },
        { action: { equals: action } },
        ...(stripeSessionId ? [{ stripeSessionId: { equals: stripeSessionId } }] : []),
      ],
    },
    overrideAccess: true, // system read: the booking's own history
    req: req as Partial<PayloadRequest>,
  })
  return totalDocs > 0
}
