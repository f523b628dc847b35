import type { Payload } from 'payload'

import { HISTORY } from '@/domain/manage/historyActions'

import { cancelBookingForCredit } from '../credits/cancelBookingForCredit'
import { CUSTOMER } from '../bookings/bookingHistory'
import { openManagedBooking } from './openManagedBooking'

type Options = { now?: Date; address?: string | null }

/**
 * 3 to 13 days before class: the holder of the booking's private link cancels it for a class credit of what was paid
 * (cancelBookingForCredit checks the tier under the booking's row lock and issues one credit, however often it is
 * asked). The code is also emailed.
 */
export async function cancelForCredit(payload: Payload, token: unknown, { now = new Date(), address = null }: Options = {}) {
  const { id } = await openManagedBooking(payload, token, address)
  const credit = await cancelBookingForCredit(payload, id, {
    actor: { type: 'customer' },
    now,
    note: { action: HISTORY.cancelledForCredit, actor: CUSTOMER },
  })
  return { status: 'cancelled' as const, credit: { code: credit.code, amountCents: credit.amountCents, expiresAt: credit.expiresAt } }
}
